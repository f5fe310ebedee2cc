import { Chip } from '@mui/material';
import type { IdStatus, IdType } from '../../domain/ids';
import { useT } from '../common/useT';

const TYPE_LABEL = { aog: 'app.ids.types.aog', mog: 'app.ids.types.mog' } as const;

/** The type badge of a row: AOG in the organisation's gold, MOG in navy. */
export const IdTypeBadge = ({ type }: { type: IdType }) => {
  const t = useT();
  return (
    <Chip
      size="small"
      label={t(TYPE_LABEL[type])}
      color={type === 'aog' ? 'primary' : 'secondary'}
      sx={{ fontWeight: 600, minWidth: 56 }}
    />
  );
};

/** 'Tersedia' or 'Sudah digunakan'; what "used" means depends on the list (domain/ids.ts). */
export const IdStatusChip = ({ status }: { status: IdStatus }) => {
  const t = useT();
  return status === 0 ? (
    <Chip size="small" variant="outlined" color="success" label={t('app.ids.status.available')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('app.ids.status.used')} />
  );
};
