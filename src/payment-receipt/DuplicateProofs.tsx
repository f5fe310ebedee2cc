import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ReceiptDuplicate } from '../../domain/api/duplicates';
import type { ReceiptDetail } from '../../domain/api/receipts';
import { useAuthedImage } from '../common/useAuthedImage';
import { useT } from '../common/useT';
import { RECEIPT_RESOURCES } from '../receipts/receiptKind';
import { ReceiptStatusChip } from '../receipts/ReceiptStatusChip';

const IMAGE_HEIGHT = 260;

/**
 * 'Kemungkinan duplikat' in 'Konfirmasi Pembayaran': this proof and each earlier one side by
 * side, with a link to the earlier receipt, so the reviewer compares before money moves.
 */
export const DuplicateProofs = ({ receipt }: { receipt: ReceiptDetail }) => {
  const t = useT();
  if (!receipt.duplicates.length) return null;
  return (
    <Alert severity="warning" icon={false}>
      <AlertTitle>{t('app.duplicates.review.title')}</AlertTitle>
      <Stack spacing={2}>
        {receipt.duplicates.map((earlier) => (
          <Stack
            key={earlier.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            role="group"
            aria-label={t('app.duplicates.review.earlier', { invoice: earlier.inv_name })}
          >
            <ProofPane
              url={receipt.image}
              caption={t('app.duplicates.review.thisProof')}
              alt={t('app.confirmation.dialog.proofAlt', { invoice: receipt.inv_name })}
            />
            <ProofPane
              url={earlier.image}
              caption={t('app.duplicates.review.earlier', { invoice: earlier.inv_name })}
              alt={t('app.duplicates.review.earlierAlt', { invoice: earlier.inv_name })}
            >
              <EarlierReceipt earlier={earlier} />
            </ProofPane>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
};

const EarlierReceipt = ({ earlier }: { earlier: ReceiptDuplicate }) => {
  const t = useT();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ReceiptStatusChip status={earlier.status} />
        <Typography variant="body2">{earlier.branch.name}</Typography>
      </Stack>
      <Typography variant="body2">
        {earlier.match === 'content'
          ? t('app.duplicates.review.same')
          : t('app.duplicates.review.similar', { distance: earlier.distance })}
      </Typography>
      <Link component={RouterLink} to={`/${RECEIPT_RESOURCES.review[earlier.kind]}/${earlier.id}`}>
        {t('app.duplicates.review.openEarlier', { invoice: earlier.inv_name })}
      </Link>
    </Stack>
  );
};

const ProofPane = ({
  url,
  caption,
  alt,
  children,
}: {
  url: string;
  caption: string;
  alt: string;
  children?: ReactNode;
}) => {
  const image = useAuthedImage(url);
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="p">
        {caption}
      </Typography>
      <Box sx={{ height: IMAGE_HEIGHT, bgcolor: 'grey.100', borderRadius: 1, textAlign: 'center' }}>
        {image.src && (
          <Box
            component="img"
            src={image.src}
            alt={alt}
            sx={{ height: '100%', maxWidth: '100%', objectFit: 'contain' }}
          />
        )}
      </Box>
      {children}
    </Stack>
  );
};
