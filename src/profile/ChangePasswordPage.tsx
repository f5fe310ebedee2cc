import { useForm } from 'react-hook-form';
import { Box, Card, CardContent, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../domain/api/auth';
import { lazyYupResolver } from '../common/lazyYupResolver';
import { PageTitle } from '../common/PageTitle';
import { PasswordField } from '../common/PasswordField';
import { useApi } from '../common/useApi';
import type { ProfileApi } from './profileApi';
import { SubmitButton } from '../common/SubmitButton';
import { useT } from '../common/useT';

const resolver = lazyYupResolver<ChangePasswordRequest>(() =>
  import('../../domain/api/auth').then((m) => m.changePasswordSchema),
);

const ChangePasswordPage = () => {
  const t = useT();
  const api = useApi<ProfileApi>();
  const notify = useNotify();
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordRequest>({
    resolver,
    defaultValues: { password: '' },
  });
  const save = useMutation({
    mutationFn: (values: ChangePasswordRequest) => api.changePassword(values),
    onSuccess: () => {
      reset({ password: '' });
      notify(t('app.profile.changePassword.success'), { type: 'success' });
    },
    onError: () => notify(t('app.profile.changePassword.failed'), { type: 'error' }),
  });

  return (
    <Box sx={{ maxWidth: 520 }}>
      <PageTitle title={t('app.profile.changePassword.title')} />
      <Card>
        <CardContent>
          <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate>
            <Stack spacing={3}>
              <PasswordField
                {...register('password')}
                label={t('app.profile.changePassword.password')}
                autoComplete="new-password"
                fullWidth
                required
                error={Boolean(formState.errors.password)}
                helperText={formState.errors.password?.message}
              />
              <Box>
                <SubmitButton busy={save.isPending}>
                  {t('app.profile.changePassword.save')}
                </SubmitButton>
              </Box>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
};

export default ChangePasswordPage;
