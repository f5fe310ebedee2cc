import type { ReactNode } from 'react';
import { Alert, Card, CardHeader, Typography } from '@mui/material';
import { Pagination, useListContext } from 'react-admin';
import { SCROLL_X } from '../common/scrollX';

/**
 * The receipt lists' 'List Payment' card (the List's `component`): a heading, the table and its
 * paging inside, so the table scrolls sideways in the card rather than widening the page.
 */
export const ReceiptListCard = ({
  title,
  children,
  className,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) => (
  <Card className={className}>
    <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
    {children}
    <Paging />
  </Card>
);

/** The server's page size is fixed: no rows-per-page choice; nothing to page after a failure. */
const Paging = () => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={[]} />;
};

/**
 * For the List's `sx`: its content (this card) scrolls sideways. Set on the List itself, whose
 * own rule for the content (`overflow: inherit`) it must outweigh.
 */
export const RECEIPT_LIST_SX = { '& .RaList-content': SCROLL_X } as const;

/** The text a receipt list shows in its table's place when it has no row. */
export const ReceiptListEmpty = ({ text }: { text: string }) => (
  <Typography variant="body2" sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
    {text}
  </Typography>
);

/** Said in the table's place when the list cannot load. */
export const ReceiptListError = ({ text }: { text: string }) => (
  <Alert severity="error" sx={{ m: 2 }}>
    {text}
  </Alert>
);
