import { Typography } from '@mui/material';
import { WHATSAPP_CONSENT } from '../../domain/consent';
import { useT } from '../common/useT';
import { ConsentBox } from './ConsentBox';

/**
 * The member's answer to WhatsApp messages (`persetujuan_whatsapp`): optional, so the form goes
 * without it, and no message goes to the member unless it is ticked.
 */
export const WhatsappConsentField = () => {
  const t = useT();
  return (
    <>
      <Typography variant="subtitle2" component="p">
        {t('app.consent.whatsapp.label')}
      </Typography>
      <ConsentBox name="persetujuan_whatsapp" consent={WHATSAPP_CONSENT} />
    </>
  );
};
