import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { BranchOption } from '../../domain/api/branches';
import type { AssignBranchForm } from '../../domain/api/ids';
import { lazyYupResolver } from '../common/lazyYupResolver';
import { useApi } from '../common/useApi';
import type { IdsApi } from './idsApi';
import { ClosableDialogTitle } from '../common/ClosableDialogTitle';
import { useT } from '../common/useT';
import { SubmitButton } from '../common/SubmitButton';
import { BranchAutocomplete } from './BranchAutocomplete';

interface Props {
  ids: string[];
  onClose: () => void;
  /** The selection is spent: sent, or refused because some were taken meanwhile. */
  onFinished: () => void;
}

const resolver = lazyYupResolver<AssignBranchForm>(() =>
  import('../../domain/api/ids').then((m) => m.assignBranchFormSchema),
);

/**
 * 'Cabang Generate': sends the chosen IDs to a branch. A 409 names the IDs another assignment
 * took first; the list reloads either way.
 */
export const AssignBranchDialog = ({ ids, onClose, onFinished }: Props) => {
  const t = useT();
  const api = useApi<IdsApi>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [branch, setBranch] = useState<BranchOption | null>(null);
  const { handleSubmit, setValue, formState } = useForm<AssignBranchForm>({
    resolver,
  });
  const assign = useMutation({
    mutationFn: (form: AssignBranchForm) =>
      api.assignIds({ generated: ids, id_branch: form.id_branch }),
    onSuccess: () => notify(t('app.ids.assigned'), { type: 'success' }),
    onError: (error: { status?: number; message?: string }) =>
      notify(error.status === 409 && error.message ? error.message : t('app.ids.failed'), {
        type: 'error',
      }),
    onSettled: (_data, error) => {
      refresh();
      if (!error || (error as { status?: number }).status === 409) onFinished();
    },
  });
  const pick = (next: BranchOption | null) => {
    setBranch(next);
    setValue('id_branch', next?.id as number, { shouldValidate: formState.isSubmitted });
  };
  const close = () => !assign.isPending && onClose();
  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="assign-id-title">
      <ClosableDialogTitle
        id="assign-id-title"
        closeLabel={t('app.ids.assignDialog.close')}
        onClose={close}
      >
        {t('app.ids.assignDialog.title')}
      </ClosableDialogTitle>
      <form onSubmit={handleSubmit((form) => assign.mutate(form))} noValidate>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('app.ids.assignDialog.summary', { count: ids.length })}
            </Typography>
            <BranchAutocomplete
              label={t('app.ids.assignDialog.branch')}
              value={branch}
              onChange={pick}
              required
              autoFocus
              error={formState.errors.id_branch?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <SubmitButton busy={assign.isPending}>{t('app.ids.assignDialog.submit')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
};
