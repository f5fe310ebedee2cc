import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { BankColumnMapping } from '../../domain/api/bankStatement';
import { useT } from '../common/useT';

const REQUIRED = ['tanggal', 'keterangan', 'kredit'] as const;
type Picked = Record<(typeof REQUIRED)[number] | 'debit', string>;

/**
 * 'Pilih kolom mutasi': which of the file's header columns is the day, the description and the
 * credit (and a separate debit, if any). The server remembers it for the same header.
 */
export const MappingDialog = ({
  columns,
  sending,
  onCancel,
  onSubmit,
}: {
  columns: string[];
  sending: boolean;
  onCancel(): void;
  onSubmit(mapping: BankColumnMapping): void;
}) => {
  const t = useT();
  const [picked, setPicked] = useState<Picked>({
    tanggal: '',
    keterangan: '',
    kredit: '',
    debit: '',
  });
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (REQUIRED.some((key) => !picked[key])) return;
    const { debit, ...rest } = picked;
    onSubmit(debit ? { ...rest, debit } : rest);
  };
  const select = (key: keyof Picked, optional = false) => {
    const missing = tried && !optional && !picked[key];
    return (
      <TextField
        key={key}
        select
        required={!optional}
        fullWidth
        label={t(`app.bankStatement.mapping.${key}`)}
        value={picked[key]}
        error={missing}
        helperText={missing ? t('app.bankStatement.mapping.required') : ' '}
        onChange={(event) => setPicked((now) => ({ ...now, [key]: event.target.value }))}
      >
        {optional && <MenuItem value="">{t('app.bankStatement.mapping.none')}</MenuItem>}
        {columns.map((column) => (
          <MenuItem key={column} value={column}>
            {column}
          </MenuItem>
        ))}
      </TextField>
    );
  };
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="bank-mapping-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="bank-mapping-title">{t('app.bankStatement.mapping.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('app.bankStatement.mapping.intro')}
          </DialogContentText>
          <Stack spacing={1}>
            {REQUIRED.map((key) => select(key))}
            {select('debit', true)}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('app.bankStatement.mapping.cancel')}</Button>
          <Button type="submit" variant="contained" loading={sending}>
            {t('app.bankStatement.mapping.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
