import { DateTimeInput, ImageField, ImageInput, type InputProps } from 'react-admin';

/*
 * react-admin's inputs that bring a library of their own (react-dropzone and its file reader,
 * 20 KiB gzip with the date-time input): loaded by the generic forms when a field first shows.
 */

export const ImageUpload = (props: InputProps) => (
  <ImageInput {...props} accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp'] }}>
    <ImageField source="src" />
  </ImageInput>
);

export { DateTimeInput };
