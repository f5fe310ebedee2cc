import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Link, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { PATHS } from '../../domain/paths';
import { OutlinedField } from '../common/OutlinedField';
import { SubmitButton } from '../common/SubmitButton';
import { useT } from '../common/useT';
import { authApi } from './authApi';
import { PublicCard } from './PublicCard';
import { usePublicForm } from './usePublicForm';

type ResetForm = { email: string };

const ResetPasswordPage = () => {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const { field, handleSubmit } = usePublicForm<ResetForm>({ email: '' }, () =>
    import('../../domain/api/auth').then((m) => m.resetPasswordSchema.pick(['email'])),
  );
  const { mutate, isPending } = useMutation({
    mutationFn: (email: string) => authApi.resetPassword(email),
    onSuccess: () => notify(t('app.auth.reset.sent'), { type: 'success' }),
    onError: (error: { status?: number; message?: string }) => {
      if (error.status === 404) {
        notify(t('app.auth.reset.notFound'), { type: 'warning' });
        navigate(PATHS.signIn);
      } else if (error.status === 429 && error.message) {
        notify(error.message, { type: 'error' });
      } else {
        notify(t('app.auth.reset.failed'), { type: 'error' });
      }
    },
  });

  return (
    <PublicCard title={t('app.auth.reset.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('app.auth.reset.instructions')}
      </Typography>
      <form onSubmit={handleSubmit(({ email }) => mutate(email))} noValidate>
        <Stack spacing={2}>
          <OutlinedField
            {...field('email')}
            label={t('app.auth.reset.email')}
            type="email"
            autoComplete="email"
            autoFocus
            fullWidth
          />
          <SubmitButton busy={isPending} size="large">
            {t('app.auth.reset.submit')}
          </SubmitButton>
          <Link
            component={RouterLink}
            to={PATHS.signIn}
            variant="body2"
            sx={{ textAlign: 'center' }}
          >
            {t('app.auth.reset.backToSignIn')}
          </Link>
        </Stack>
      </form>
    </PublicCard>
  );
};

export default ResetPasswordPage;
