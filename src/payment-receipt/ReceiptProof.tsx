import { useState } from 'react';
import { Alert, Box, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import type { ReceiptSummary } from '../../domain/api/receipts';
import { useAuthedImage } from '../common/useAuthedImage';
import { useT } from '../common/useT';

/** Zoom steps: 1 fits the image in the frame, the others enlarge it (the frame scrolls). */
const ZOOMS = [1, 1.5, 2, 3, 4];
const FRAME_HEIGHT = 420;

/** 'Bukti Pembayaran': the invoice name and the proof image, zoomable by buttons or a click. */
export const ReceiptProof = ({ receipt }: { receipt: ReceiptSummary }) => {
  const t = useT();
  const image = useAuthedImage(receipt.image);
  const [step, setStep] = useState(0);
  const zoom = ZOOMS[step] ?? 1;
  const last = ZOOMS.length - 1;
  const alt = t('app.confirmation.dialog.proofAlt', { invoice: receipt.inv_name });
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">
          {t('app.confirmation.dialog.invoice')}: <strong>{receipt.inv_name}</strong>
        </Typography>
        <Stack direction="row">
          <Tooltip title={t('app.confirmation.dialog.zoomOut')}>
            <span>
              <IconButton
                aria-label={t('app.confirmation.dialog.zoomOut')}
                disabled={step === 0}
                onClick={() => setStep((s) => Math.max(0, s - 1))}
              >
                <ZoomOutIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('app.confirmation.dialog.zoomReset')}>
            <span>
              <IconButton
                aria-label={t('app.confirmation.dialog.zoomReset')}
                disabled={step === 0}
                onClick={() => setStep(0)}
              >
                <ZoomOutMapIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('app.confirmation.dialog.zoomIn')}>
            <span>
              <IconButton
                aria-label={t('app.confirmation.dialog.zoomIn')}
                disabled={step === last}
                onClick={() => setStep((s) => Math.min(last, s + 1))}
              >
                <ZoomInIcon />
              </IconButton>
            </span>
          </Tooltip>
          {image.src && (
            <Tooltip title={t('app.confirmation.dialog.openImage')}>
              <IconButton
                aria-label={t('app.confirmation.dialog.openImage')}
                href={image.src}
                target="_blank"
                rel="noopener"
              >
                <OpenInNewIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      </Stack>
      <Box
        sx={{
          height: FRAME_HEIGHT,
          maxHeight: '55vh',
          overflow: 'auto',
          bgcolor: 'grey.100',
          borderRadius: 1,
          textAlign: 'center',
        }}
      >
        {image.src && (
          <Box
            component="img"
            src={image.src}
            alt={alt}
            onClick={() => setStep((s) => (s === last ? 0 : s + 1))}
            sx={{ display: 'inline-block', objectFit: 'contain' }}
            style={{
              height: `${zoom * 100}%`,
              maxWidth: zoom === 1 ? '100%' : 'none',
              cursor: step === last ? 'zoom-out' : 'zoom-in',
            }}
          />
        )}
        {image.isLoading && <Skeleton variant="rectangular" height="100%" />}
        {image.isError && (
          <Alert severity="warning" sx={{ m: 2 }}>
            {t('app.confirmation.dialog.proofMissing')}
          </Alert>
        )}
      </Box>
    </Stack>
  );
};
