import { useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, type HttpError } from 'react-admin';
import { Link } from 'react-router-dom';
import type { TargetSaveRequest } from '../../domain/api/targets';
import { formatDateTime, inJakarta } from '../../domain/dates';
import { PATHS } from '../../domain/paths';
import {
  isTargetYearOpen,
  MONTH_NAMES_ID,
  MONTHS,
  TARGET_KEYS,
  TARGET_KINDS,
  targetKey,
  type TargetKey,
  type TargetKind,
} from '../../domain/targets';
import { PageTitle } from '../common/PageTitle';
import { useApi } from '../common/useApi';
import type { TargetsApi } from './targetsApi';
import { useT } from '../common/useT';
import { TargetInput } from './TargetInput';

type Draft = Record<TargetKey, string>;

/** Years offered: history goes back ten years; input shows two past years, disabled. */
const yearsFor = (mode: 'input' | 'history', current: number): number[] => {
  const from = current - (mode === 'history' ? 10 : 2);
  return Array.from({ length: current + 5 - from + 1 }, (_, i) => from + i);
};

/** The rules load beside the year's targets, not with the page: yup is 12 KiB gzip. */
const loadSchema = () => import('../../domain/api/targets').then((m) => m.targetSaveSchema);
type TargetSchema = Awaited<ReturnType<typeof loadSchema>>;

const fieldError = (schema: TargetSchema, draft: Draft, key: TargetKey): string | undefined => {
  try {
    schema.validateSyncAt(key, draft);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

/**
 * 'Input Target AOG & MOG' (SBS) and 'History Target' (SBS, RND): a year's twelve months of
 * registration or upgrade targets, editable for this year and later, read-only in history.
 */
export const TargetsPage = ({ mode }: { mode: 'input' | 'history' }) => {
  const t = useT();
  const api = useApi<TargetsApi>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const currentYear = inJakarta(new Date()).year();
  const [kind, setKind] = useState<TargetKind>('registration');
  const [year, setYear] = useState(mode === 'input' ? currentYear + 1 : currentYear);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [confirming, setConfirming] = useState(false);
  const readOnly = mode === 'history';

  const { data: schema } = useQuery({
    queryKey: ['schema', 'targets'],
    queryFn: loadSchema,
    staleTime: Infinity,
  });
  const queryKey = ['targets', kind, year] as const;
  const { data } = useQuery({
    queryKey,
    queryFn: () => api.getTargets(kind, year).then((res) => res.data),
  });
  useEffect(() => {
    setServerErrors({});
    setDraft(
      data
        ? (Object.fromEntries(TARGET_KEYS.map((key) => [key, String(data[key])])) as Draft)
        : null,
    );
  }, [data]);

  const errors = useMemo(
    () =>
      draft && schema
        ? Object.fromEntries(
            TARGET_KEYS.map((key) => [
              key,
              fieldError(schema, draft, key) ?? serverErrors[key]?.[0],
            ]),
          )
        : {},
    [schema, draft, serverErrors],
  );
  const valid = draft !== null && schema !== undefined && TARGET_KEYS.every((key) => !errors[key]);

  const save = useMutation({
    mutationFn: (body: TargetSaveRequest) => api.saveTargets(kind, body),
    onSuccess: (res) => {
      notify(t('app.targets.updated'), { type: 'success' });
      queryClient.setQueryData(queryKey, res.data);
    },
    onError: (error: HttpError) => {
      setServerErrors(
        (error.body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {},
      );
      notify(t('app.targets.failed'), { type: 'error' });
    },
  });

  const submit = () => {
    setConfirming(false);
    if (!draft || !schema) return;
    save.mutate(schema.cast({ name: year, ...draft }) as TargetSaveRequest);
  };

  const title = t(readOnly ? 'app.targets.historyTitle' : 'app.targets.inputTitle');
  return (
    <Box>
      <PageTitle
        title={title}
        actions={
          readOnly ? undefined : (
            <Button component={Link} to={PATHS.historyTarget} startIcon={<HistoryIcon />}>
              {t('app.targets.history')}
            </Button>
          )
        }
      />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField
              select
              size="small"
              label={t('app.targets.type')}
              value={kind}
              onChange={(event) => setKind(event.target.value as TargetKind)}
              sx={{ minWidth: 200 }}
            >
              {TARGET_KINDS.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`app.targets.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('app.targets.year')}
              value={year}
              onChange={(event) => setYear(Number(event.target.value))}
              sx={{ minWidth: 140 }}
            >
              {yearsFor(mode, currentYear).map((value) => (
                <MenuItem
                  key={value}
                  value={value}
                  disabled={!readOnly && !isTargetYearOpen(value, currentYear)}
                >
                  {value}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {data && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {data.updated_at
                ? t('app.targets.lastUpdate', {
                    at: formatDateTime(data.updated_at),
                    by: data.updated_by ?? '-',
                  })
                : t('app.targets.notSet')}
            </Typography>
          )}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('app.targets.month')}</TableCell>
                  <TableCell>{t('app.targets.targetAog')}</TableCell>
                  <TableCell>{t('app.targets.targetMog')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {MONTHS.map((month) => (
                  <TableRow key={month}>
                    <TableCell>{MONTH_NAMES_ID[month - 1]}</TableCell>
                    {(['AOG', 'MOG'] as const).map((type) => {
                      const key = targetKey(type, month);
                      return (
                        <TableCell key={type}>
                          {draft && (
                            <TargetInput
                              label={`${t(type === 'AOG' ? 'app.targets.targetAog' : 'app.targets.targetMog')} ${MONTH_NAMES_ID[month - 1]}`}
                              value={draft[key]}
                              error={errors[key]}
                              readOnly={readOnly}
                              onChange={(value) =>
                                setDraft((prev) => (prev ? { ...prev, [key]: value } : prev))
                              }
                            />
                          )}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {!readOnly && (
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button
                variant="contained"
                disabled={!valid || save.isPending || !isTargetYearOpen(year, currentYear)}
                onClick={() => setConfirming(true)}
              >
                {t('app.targets.save')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="target-confirm-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="target-confirm-title">{t('app.targets.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('app.targets.confirmQuestion')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('app.targets.cancel')}</Button>
          <Button onClick={submit} variant="contained" autoFocus>
            {t('app.targets.yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
