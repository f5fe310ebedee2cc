import { memo } from 'react';
import { DATA_CONSENT } from '../../domain/consent';
import { useT } from '../common/useT';
import { ConsentBox } from './ConsentBox';
import { FormCard, Cell } from './FormCard';
import { WhatsappConsentField } from './WhatsappConsentField';

/**
 * 'Persetujuan Pemrosesan Data Pribadi': the organisation's wording and its version, and the
 * box the member's consent ticks (`persetujuan_data`); the form is not sent without it. Under it
 * the optional answer to WhatsApp messages.
 */
export const ConsentCard = memo(function ConsentCard() {
  const t = useT();
  return (
    <FormCard title={t('app.consent.label')}>
      <Cell wide>
        <ConsentBox name="persetujuan_data" consent={DATA_CONSENT} required />
      </Cell>
      <Cell wide>
        <WhatsappConsentField />
      </Cell>
    </FormCard>
  );
});
