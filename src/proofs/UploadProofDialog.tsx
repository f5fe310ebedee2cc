import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { formatRupiah } from '../../domain/money';
import { useT } from '../common/useT';
import { SubmitButton } from '../common/SubmitButton';
import { ProofImagePicker } from './ProofImagePicker';
import { useApi } from '../common/useApi';
import type { ProofsApi } from './proofsApi';
import type { CheckedRows } from './RegistrationSelection';

type ServerError = Error & { body?: { errors?: Record<string, string[]> } };

import { useReceiptKind } from '../receipts/receiptKind';
/** A refused form names the field's problem; that says more than the generic message. */
const firstFieldError = (error: ServerError): string | undefined =>
  Object.values(error.body?.errors ?? {}).flat()[0];

interface Props {
  open: boolean;
  checked: CheckedRows;
  onClose(): void;
  onUploaded(): void;
}

/**
 * 'Upload Bukti Bayar': one image for the checked rows and their total (read-only, added up by
 * the server from the checked ids, on every page). 'Kirim' only once an image is chosen and the
 * total answers the current selection; no undo.
 */
export const UploadProofDialog = ({ open, checked, onClose, onUploaded }: Props) => {
  const t = useT();
  const api = useApi<ProofsApi>();
  const notify = useNotify();
  const kind = useReceiptKind();
  const [image, setImage] = useState<string | null>(null);
  const { id_form, amount } = checked.rows;

  const send = useMutation({
    mutationFn: (body: { image: string; id_form: number[]; amount: number }) =>
      api.uploadProof(body, kind),
    onSuccess: () => {
      notify(t('app.proof.upload.success'), { type: 'success' });
      setImage(null);
      onUploaded();
    },
    // The server's own message: the hours, the limit, rows taken meanwhile, a wrong total.
    onError: (error: ServerError) =>
      notify(firstFieldError(error) ?? error.message, { type: 'error' }),
  });

  const submit = () => {
    if (!image || id_form.length === 0 || amount <= 0) {
      notify(t('app.proof.errors.missing'), { type: 'warning' });
      return;
    }
    send.mutate({ image, id_form, amount });
  };

  const close = () => {
    if (send.isPending) return;
    setImage(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="upload-proof-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="upload-proof-title">{t('app.proof.upload.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <ProofImagePicker image={image} onPick={setImage} disabled={send.isPending} />
          <TextField
            label={t('app.proof.upload.rows')}
            value={t('app.proof.upload.rowsCount', { count: id_form.length })}
            slotProps={{ input: { readOnly: true } }}
            fullWidth
          />
          <TextField
            label={t('app.proof.upload.total')}
            value={formatRupiah(amount)}
            slotProps={{ input: { readOnly: true } }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={send.isPending}>
          {t('app.proof.upload.cancel')}
        </Button>
        <SubmitButton
          type="button"
          onClick={submit}
          busy={send.isPending}
          disabled={!image || !checked.ready}
        >
          {t('app.proof.upload.send')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
