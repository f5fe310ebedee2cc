import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DOCUMENTS } from '../../domain/documents';
import { useT } from './useT';

/** 'Download Form': the blank paper registration form, for a member to fill in by hand. */
export const DownloadFormButton = () => {
  const t = useT();
  return (
    <Button
      component="a"
      href={DOCUMENTS.registrationForm}
      target="_blank"
      rel="noopener"
      download
      variant="outlined"
      startIcon={<DownloadIcon />}
    >
      {t('app.proof.downloadForm')}
    </Button>
  );
};
