import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Box, Card, CardContent, Divider, Stack, TextField } from '@mui/material';
import { Loading, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProfile, ProfileUpdateRequest } from '../../domain/api/auth';
import { lazyYupResolver } from '../common/lazyYupResolver';
import { PageTitle } from '../common/PageTitle';
import { useApi } from '../common/useApi';
import type { ProfileApi } from './profileApi';
import { useAuthedImage } from '../common/useAuthedImage';
import { SubmitButton } from '../common/SubmitButton';
import { useT } from '../common/useT';
import { PushSettingsCard } from '../push/PushSettingsCard';
import { ProfileImagePicker } from './ProfileImagePicker';

type ServerErrors = { body?: { errors?: Record<string, string[]> } };

const resolver = lazyYupResolver<ProfileUpdateRequest>(() =>
  import('../../domain/api/auth').then((m) => m.profileUpdateSchema),
);

const ProfilePage = () => {
  const t = useT();
  const api = useApi<ProfileApi>();
  const profile = useQuery({ queryKey: ['profile'], queryFn: () => api.getProfile() });
  if (profile.isPending) return <Loading />;
  if (profile.isError) {
    return (
      <Box>
        <PageTitle title={t('app.profile.title')} />
        <Alert severity="error">{t('app.errors.somethingWentWrong')}</Alert>
      </Box>
    );
  }
  return <ProfileForm admin={profile.data.data} />;
};

const ProfileForm = ({ admin }: { admin: AdminProfile }) => {
  const t = useT();
  const api = useApi<ProfileApi>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const stored = useAuthedImage(admin.image);
  // undefined: keep the stored picture; null: remove it; a data URL: replace it.
  const [image, setImage] = useState<string | null | undefined>(undefined);
  const { register, handleSubmit, formState, setError, reset } = useForm<ProfileUpdateRequest>({
    resolver,
    defaultValues: { name: admin.name },
  });
  useEffect(() => reset({ name: admin.name }), [admin.name, reset]);

  const save = useMutation({
    mutationFn: (values: ProfileUpdateRequest) => api.updateProfile(values),
    onSuccess: async () => {
      setImage(undefined);
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
      notify(t('app.profile.saved'), { type: 'success' });
    },
    onError: (error: ServerErrors) => {
      const name = error.body?.errors?.name?.[0];
      if (name) setError('name', { message: name });
      notify(error.body?.errors?.image?.[0] ?? t('app.errors.somethingWentWrong'), {
        type: 'error',
      });
    },
  });

  const shown = image === undefined ? stored.src : (image ?? undefined);
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageTitle title={t('app.profile.title')} />
      <Card>
        <CardContent>
          <form
            onSubmit={handleSubmit((values) => save.mutate({ name: values.name, image }))}
            noValidate
          >
            <Stack spacing={3}>
              <ProfileImagePicker
                src={shown}
                name={admin.name}
                onPick={setImage}
                onRemove={() => setImage(null)}
              />
              <TextField
                {...register('name')}
                label={t('app.profile.name')}
                fullWidth
                required
                error={Boolean(formState.errors.name)}
                helperText={formState.errors.name?.message}
              />
              <Divider />
              <TextField label={t('app.profile.email')} value={admin.email} fullWidth disabled />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label={t('app.profile.group')}
                  value={admin.group_user.name}
                  fullWidth
                  disabled
                />
                <TextField
                  label={t('app.profile.branch')}
                  value={admin.branch?.name ?? '-'}
                  fullWidth
                  disabled
                />
              </Stack>
              <Box>
                <SubmitButton busy={save.isPending}>{t('app.profile.save')}</SubmitButton>
              </Box>
            </Stack>
          </form>
        </CardContent>
      </Card>
      <PushSettingsCard group={admin.group_user.name} />
    </Box>
  );
};

export default ProfilePage;
