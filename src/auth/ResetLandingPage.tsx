import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { PATHS } from '../../domain/paths';
import { useT } from '../common/useT';
import { PublicCard } from './PublicCard';

/** Where the e-mailed reset link lands: only `status=success` counts as success. */
const ResetLandingPage = () => {
  const t = useT();
  const [params] = useSearchParams();
  const success = params.get('status') === 'success';
  return (
    <PublicCard
      title={t(success ? 'app.auth.landing.successTitle' : 'app.auth.landing.failedTitle')}
    >
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {success ? (
          <CheckCircleOutline color="success" sx={{ fontSize: 64 }} />
        ) : (
          <ErrorOutline color="error" sx={{ fontSize: 64 }} />
        )}
        <Typography>
          {t(success ? 'app.auth.landing.successMessage' : 'app.auth.landing.failedMessage')}
        </Typography>
        <Button component={RouterLink} to={PATHS.signIn} variant="contained" fullWidth>
          {t('app.auth.landing.button')}
        </Button>
      </Stack>
    </PublicCard>
  );
};

export default ResetLandingPage;
