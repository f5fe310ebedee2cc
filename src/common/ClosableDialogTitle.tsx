import type { ReactNode } from 'react';
import { DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/** A dialog's title with a close button at its right. */
export const ClosableDialogTitle = ({
  id,
  closeLabel,
  onClose,
  children,
}: {
  id: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
}) => (
  <DialogTitle id={id} sx={{ pr: 6 }}>
    {children}
    <IconButton
      aria-label={closeLabel}
      onClick={onClose}
      sx={{ position: 'absolute', right: 8, top: 8 }}
    >
      <CloseIcon />
    </IconButton>
  </DialogTitle>
);
