/** Images the server accepts (checked there by their bytes), and their largest decoded size. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageMime = (typeof IMAGE_MIME_TYPES)[number];

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The longest data URL of such an image, a bound on the text before it is decoded: base64 is 4
 * characters for every 3 bytes, with room for line breaks (MIME wraps base64 every 76
 * characters) and the prefix. The exact size is checked on the decoded bytes.
 */
export const MAX_IMAGE_DATA_URL_LENGTH =
  Math.ceil((Math.ceil(MAX_IMAGE_BYTES / 3) * 4 * 78) / 76) + 100;

export type ImageProblem = 'type' | 'size';

/** The early check the app makes on a chosen file, before reading it. */
export const checkImageFile = (file: { type: string; size: number }): ImageProblem | null => {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
};
