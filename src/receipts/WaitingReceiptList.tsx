import type { ReactNode } from 'react';
import { Box, Link, List, ListItem, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { BankWaitingReceipt } from '../../domain/api/bankStatement';
import { formatRupiah } from '../../domain/money';
import { RECEIPT_RESOURCES } from './receiptKind';

type WaitingReceipt = Pick<
  BankWaitingReceipt,
  'kind' | 'receipt_id' | 'inv_name' | 'total_biaya' | 'branch'
>;

/**
 * Waiting receipts as the dashboard's cards list them: the invoice, a link to its
 * 'Konfirmasi Pembayaran', then branch · amount · what the card says of it (`detail`).
 */
export const WaitingReceiptList = <R extends WaitingReceipt>({
  receipts,
  label,
  detail,
}: {
  receipts: readonly R[];
  label: string;
  detail: (receipt: R) => ReactNode;
}) => (
  <List dense disablePadding aria-label={label}>
    {receipts.map((receipt) => (
      <ListItem key={`${receipt.kind}-${receipt.receipt_id}`} disableGutters>
        <ListItemText
          primary={
            <Link
              component={RouterLink}
              to={`/${RECEIPT_RESOURCES.review[receipt.kind]}/${receipt.receipt_id}`}
            >
              {receipt.inv_name}
            </Link>
          }
          secondary={
            <Box component="span">
              {receipt.branch.name} · {formatRupiah(receipt.total_biaya)} · {detail(receipt)}
            </Box>
          }
        />
      </ListItem>
    ))}
  </List>
);
