import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { KuitansiVerification, KuitansiVerificationResponse } from '../../domain/api/kuitansi';
import { formatDay } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { useT } from '../common/useT';
import { apiConfig } from '../providers/config';
import { requestJson } from '../providers/httpClient';
import { PublicCard } from './PublicCard';

/** An unknown code, or one not shaped like a code: the server says it has no such document. */
const UNKNOWN = [404, 422];

/**
 * /verify/{code}: anyone holding a kuitansi (its QR code) checks it is genuine, without
 * signing in. Shows only what the server's public answer carries: no personal data but a
 * masked name.
 */
const VerifyKuitansiPage = () => {
  const t = useT();
  const { code = '' } = useParams();
  const query = useQuery({
    queryKey: ['kuitansi-verify', code],
    queryFn: ({ signal }) =>
      requestJson<KuitansiVerificationResponse>(
        `${apiConfig.apiUrl}/public/verify/${encodeURIComponent(code)}`,
        { anonymous: true, signal },
      ).then((answer) => answer.data),
  });
  const status = (query.error as { status?: number } | null)?.status;
  return (
    <PublicCard title={t('app.receiptDocument.verify.title')}>
      <Box aria-live="polite" aria-busy={query.isPending}>
        {query.isPending && (
          <Stack spacing={2} sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress aria-hidden />
            <Typography role="status">{t('app.receiptDocument.verify.loading')}</Typography>
          </Stack>
        )}
        {query.data && <Genuine kuitansi={query.data} />}
        {query.isError && status !== undefined && UNKNOWN.includes(status) && (
          <Alert severity="warning" variant="outlined">
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('app.receiptDocument.verify.notFound')}
            </Typography>
            {t('app.receiptDocument.verify.notFoundNote')}
          </Alert>
        )}
        {query.isError && (status === undefined || !UNKNOWN.includes(status)) && (
          <Stack spacing={2}>
            <Alert severity="error">{t('app.receiptDocument.verify.failed')}</Alert>
            <Button variant="contained" onClick={() => void query.refetch()}>
              {t('app.receiptDocument.verify.retry')}
            </Button>
          </Stack>
        )}
      </Box>
    </PublicCard>
  );
};

const Genuine = ({ kuitansi }: { kuitansi: KuitansiVerification }) => {
  const t = useT();
  const facts: [string, string][] = [
    [t('app.receiptDocument.verify.number'), kuitansi.number],
    [t('app.receiptDocument.verify.date'), formatDay(kuitansi.tanggal)],
    [t('app.receiptDocument.verify.total'), formatRupiah(kuitansi.total)],
    [t('app.receiptDocument.verify.name'), kuitansi.nama],
    [
      t('app.receiptDocument.verify.members'),
      t('app.receiptDocument.verify.membersCount', { count: kuitansi.jumlah_anggota }),
    ],
    [t('app.receiptDocument.verify.kind'), t(`app.receiptDocument.verify.kinds.${kuitansi.kind}`)],
  ];
  return (
    <Stack spacing={2}>
      <Alert severity="success" icon={<VerifiedIcon fontSize="inherit" />} variant="outlined">
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('app.receiptDocument.verify.genuine')}
        </Typography>
        {t('app.receiptDocument.verify.genuineNote')}
      </Alert>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
};

export default VerifyKuitansiPage;
