import { useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { Link, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import type { LoginRequest } from '../../domain/api/auth';
import { PATHS } from '../../domain/paths';
import { OutlinedField } from '../common/OutlinedField';
import { PasswordField } from '../common/PasswordField';
import { SubmitButton } from '../common/SubmitButton';
import { useT } from '../common/useT';
import { readSession } from '../providers/session';
import { PublicCard } from './PublicCard';
import { usePublicForm } from './usePublicForm';
import { useSignIn } from './useSignIn';

const SignInPage = () => {
  const t = useT();
  const signIn = useSignIn();
  const notify = useNotify();
  const { field, handleSubmit, isSubmitting } = usePublicForm<LoginRequest>(
    { email: '', password: '' },
    () => import('../../domain/api/auth').then((m) => m.loginSchema),
  );

  // Only a visitor already signed in when the page opened: after signing in here, useSignIn
  // chooses where to go, and a second redirect would race it.
  const [signedInBefore] = useState(() => readSession() !== null);
  if (signedInBefore) return <Navigate to={PATHS.dashboard} replace />;

  const onSubmit = (values: LoginRequest) =>
    signIn(values).catch((error: { status?: number; message?: string }) =>
      notify(
        error?.status === 401 || !error?.message ? t('app.auth.signIn.failed') : error.message,
        {
          type: 'error',
        },
      ),
    );

  return (
    <PublicCard title={t('app.auth.signIn.greeting')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack spacing={2}>
          <OutlinedField
            {...field('email')}
            label={t('app.auth.signIn.email')}
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
          />
          <PasswordField
            {...field('password')}
            label={t('app.auth.signIn.password')}
            autoComplete="current-password"
            fullWidth
          />
          <SubmitButton busy={isSubmitting} size="large">
            {t('app.auth.signIn.submit')}
          </SubmitButton>
          <Link
            component={RouterLink}
            to={PATHS.resetPassword}
            variant="body2"
            sx={{ textAlign: 'center' }}
          >
            {t('app.auth.signIn.forgot')}
          </Link>
        </Stack>
      </form>
    </PublicCard>
  );
};

export default SignInPage;
