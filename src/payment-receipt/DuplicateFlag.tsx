import { Chip, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { ReceiptSummary } from '../../domain/api/receipts';
import { useT } from '../common/useT';

/** 'Kemungkinan duplikat' in the review list: the earlier invoices whose proof matches. */
export const DuplicateFlag = ({ receipt }: { receipt: ReceiptSummary }) => {
  const t = useT();
  if (!receipt.duplicates.length) return null;
  const text = t('app.duplicates.flagOf', {
    invoices: receipt.duplicates.map((d) => d.inv_name).join(', '),
  });
  return (
    <Tooltip title={text}>
      <Chip
        size="small"
        color="warning"
        icon={<ContentCopyIcon />}
        label={t('app.duplicates.flag')}
        aria-label={text}
      />
    </Tooltip>
  );
};
