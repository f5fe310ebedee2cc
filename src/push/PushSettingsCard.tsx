import {
  Alert,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { PUSH_KINDS_OF, type PushKind, type PushPreferences } from '../../domain/push';
import type { Group } from '../../domain/groups';
import { useApi } from '../common/useApi';
import type { PushApi } from './pushApi';
import { useT } from '../common/useT';
import {
  PUSH_DEVICE_KEY,
  readPushState,
  turnPushOff,
  turnPushOn,
  type PushDeviceState,
} from './pushClient';

const SETTINGS_KEY = ['push', 'settings'] as const;

const STATE_COLOR = {
  on: 'success',
  off: 'default',
  blocked: 'error',
  unsupported: 'default',
} as const;

/**
 * /profile: notifications on or off for this browser (its subscription), and which kinds the
 * account receives (on the server, for all its browsers). Only for the groups that receive any.
 */
export const PushSettingsCard = ({ group }: { group: Group }) => {
  const kinds = PUSH_KINDS_OF[group];
  if (!kinds.length) return null;
  return (
    <Card sx={{ mt: 3 }}>
      <CardContent>
        <PushSettings kinds={kinds} />
      </CardContent>
    </Card>
  );
};

const PushSettings = ({ kinds }: { kinds: readonly PushKind[] }) => {
  const t = useT();
  const device = useQuery({ queryKey: PUSH_DEVICE_KEY, queryFn: readPushState });
  const state = device.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('app.push.title')}
      </Typography>
      {state && (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <DeviceSwitch state={state} />
            <Chip
              size="small"
              color={STATE_COLOR[state]}
              label={t('app.push.status', { state: t(`app.push.states.${state}`) })}
            />
          </Stack>
          {state === 'blocked' || state === 'unsupported' ? (
            <Alert severity={state === 'blocked' ? 'warning' : 'info'}>
              {t(`app.push.hints.${state}`)}
            </Alert>
          ) : (
            <FormHelperText sx={{ mt: 0 }}>{t(`app.push.hints.${state}`)}</FormHelperText>
          )}
        </>
      )}
      <KindSwitches kinds={kinds} />
    </Stack>
  );
};

/** Turning on may show the browser's own question: it needs this click to be allowed to. */
const DeviceSwitch = ({ state }: { state: PushDeviceState }) => {
  const t = useT();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: async (on: boolean): Promise<PushDeviceState> => {
      if (!on) {
        await turnPushOff();
        return 'off';
      }
      return turnPushOn();
    },
    onSuccess: (next, on) => {
      queryClient.setQueryData(PUSH_DEVICE_KEY, next);
      if (!on) notify(t('app.push.turnedOff'), { type: 'info' });
      else if (next === 'on') notify(t('app.push.turnedOn'), { type: 'success' });
      else notify(t('app.push.notAllowed'), { type: 'warning' });
    },
    onError: async (error) => {
      console.warn('Push notifications could not be changed', error);
      await queryClient.invalidateQueries({ queryKey: PUSH_DEVICE_KEY });
      notify(t('app.push.failed'), { type: 'error' });
    },
  });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={state === 'on'}
          disabled={state === 'unsupported' || state === 'blocked' || change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
        />
      }
      label={t('app.push.device')}
    />
  );
};

const KindSwitches = ({ kinds }: { kinds: readonly PushKind[] }) => {
  const t = useT();
  const api = useApi<PushApi>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.getPushSettings() });
  const save = useMutation({
    mutationFn: (preferences: PushPreferences) => api.putPushSettings(preferences),
    onSuccess: (response) => {
      queryClient.setQueryData(SETTINGS_KEY, response);
      notify(t('app.push.saved'), { type: 'success' });
    },
    onError: () => notify(t('app.errors.somethingWentWrong'), { type: 'error' }),
  });
  if (settings.isError) {
    return <Alert severity="error">{t('app.errors.somethingWentWrong')}</Alert>;
  }
  const preferences = settings.data?.data.preferences;
  return (
    <FormGroup>
      <Typography variant="subtitle2">{t('app.push.kindsTitle')}</Typography>
      {kinds.map((kind) => (
        <FormControlLabel
          key={kind}
          control={
            <Switch
              checked={preferences?.[kind] ?? false}
              disabled={!preferences || save.isPending}
              onChange={(event) =>
                preferences && save.mutate({ ...preferences, [kind]: event.target.checked })
              }
            />
          }
          label={t(`app.push.kinds.${kind}`)}
        />
      ))}
      <FormHelperText>{t('app.push.kindsHint')}</FormHelperText>
    </FormGroup>
  );
};
