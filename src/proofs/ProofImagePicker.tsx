import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { useImageFile } from '../common/useImageFile';
import { useT } from '../common/useT';

/** Picks the proof: image files only, checked for type and size, previewed at once. */
export const ProofImagePicker = ({
  image,
  onPick,
  disabled,
}: {
  image: string | null;
  onPick(dataUrl: string | null): void;
  disabled?: boolean;
}) => {
  const t = useT();
  const { problem, choose, fileInput } = useImageFile({
    label: t('app.proof.upload.image'),
    onPick,
  });

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="p">
        {t('app.proof.upload.image')}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: problem ? 'error.main' : 'divider',
          borderStyle: 'dashed',
          borderRadius: 1,
          minHeight: 160,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        {image ? (
          <Box
            component="img"
            src={image}
            alt={t('app.proof.upload.preview')}
            sx={{ maxWidth: '100%', maxHeight: 280, objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <ImageIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<ImageIcon />} onClick={choose} disabled={disabled}>
          {image ? t('app.proof.upload.changeImage') : t('app.proof.upload.chooseImage')}
        </Button>
        <FormHelperText error={Boolean(problem)} sx={{ m: 0 }}>
          {problem ?? t('app.proof.upload.imageHint')}
        </FormHelperText>
      </Stack>
      {fileInput}
    </Stack>
  );
};
