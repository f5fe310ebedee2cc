import { useRef, useState } from 'react';
import { checkImageFile, IMAGE_MIME_TYPES } from '../../domain/images';
import { readFileAsDataUrl } from './readFileAsDataUrl';
import { useT } from './useT';

/**
 * What every image picker does (a profile picture, a payment proof): a hidden file input for
 * image files only, each file checked for type and size before it is read, and handed over as
 * the data URL the API takes, or null with the reason when it is refused.
 */
export const useImageFile = ({
  label,
  onPick,
}: {
  /** The file input's accessible name. */
  label: string;
  onPick(dataUrl: string | null): void;
}) => {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const check = checkImageFile(file);
    setProblem(check ? t(`app.errors.image.${check}`) : undefined);
    onPick(check ? null : await readFileAsDataUrl(file));
  };

  return {
    /** Why the last file was refused. */
    problem,
    choose: () => input.current?.click(),
    fileInput: (
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={IMAGE_MIME_TYPES.join(',')}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    ),
  };
};
