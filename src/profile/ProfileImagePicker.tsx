import { Avatar, Button, FormHelperText, Stack } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { useImageFile } from '../common/useImageFile';
import { useT } from '../common/useT';

interface Props {
  /** What the avatar shows now: the stored picture or the chosen one. */
  src: string | undefined;
  name: string;
  onPick(dataUrl: string): void;
  onRemove(): void;
  error?: string;
}

/** Choose a picture: checked for type and size before it is read, previewed at once. */
export const ProfileImagePicker = ({ src, name, onPick, onRemove, error }: Props) => {
  const t = useT();
  // A refused file keeps the picture shown.
  const { problem, choose, fileInput } = useImageFile({
    label: t('app.profile.image'),
    onPick: (dataUrl) => dataUrl && onPick(dataUrl),
  });
  const message = problem ?? error;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={src} alt={name} sx={{ width: 80, height: 80, fontSize: 32 }}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<PhotoCamera />} onClick={choose}>
            {t('app.profile.chooseImage')}
          </Button>
          {src && (
            <Button color="error" onClick={onRemove}>
              {t('app.profile.removeImage')}
            </Button>
          )}
        </Stack>
        <FormHelperText error={Boolean(message)}>
          {message ?? t('app.profile.imageHint')}
        </FormHelperText>
        {fileInput}
      </Stack>
    </Stack>
  );
};
