import { Alert, AlertTitle, Box } from '@mui/material';
import type { OperatingHoursResponse } from '../../domain/api/hours';
import type { UploadCountResponse } from '../../domain/api/proofs';
import { DEFAULT_FEES } from '../../domain/fees';
import { operatingHoursText, DEFAULT_OPERATING_HOURS } from '../../domain/hours';
import { formatRupiah } from '../../domain/money';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { useT } from '../common/useT';
import { useReceiptKind } from '../receipts/receiptKind';

/**
 * The rules box: hours and the daily limit as the server states them (defaults until they
 * load), image only, how to select, the fees.
 */
export const UploadRules = ({
  hours,
  status,
}: {
  hours?: OperatingHoursResponse['data'];
  status?: UploadCountResponse['data'];
}) => {
  const t = useT();
  const kind = useReceiptKind();
  const hoursText = (hours?.message ?? operatingHoursText(DEFAULT_OPERATING_HOURS)).replace(
    /^Waktu Operasional /,
    '',
  );
  const rules = [
    t('app.proof.rules.hours', { hours: hoursText }),
    t('app.proof.rules.limit', {
      limit: status?.limit ?? DEFAULT_SETTINGS.upload_limit.registration,
      count: status?.count ?? 0,
    }),
    t('app.proof.rules.image'),
    t('app.proof.rules.select'),
    kind === 'upgrade'
      ? t('app.proof.rules.upgradeFees', {
          aog: formatRupiah(DEFAULT_FEES.upgradeAog),
          other: formatRupiah(DEFAULT_FEES.upgradeOther),
          privateClass: formatRupiah(DEFAULT_FEES.privateClass),
        })
      : t('app.proof.rules.fees', {
          aog: formatRupiah(DEFAULT_FEES.registrationAog),
          mog: formatRupiah(DEFAULT_FEES.registrationMog),
          privateClass: formatRupiah(DEFAULT_FEES.privateClass),
        }),
    t('app.proof.rules.rejected'),
  ];
  return (
    <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
      <AlertTitle>{t('app.proof.rules.title')}</AlertTitle>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Box>
    </Alert>
  );
};
