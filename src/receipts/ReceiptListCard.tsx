import type { ReactNode } from 'react';
import { Card, CardHeader } from '@mui/material';
import { useListContext } from 'react-admin';
import { RECEIPTS_PER_PAGE } from '../../domain/lists';
import { RECEIPT_STATUS } from '../../domain/receipts';
import { FixedPagination, LIST_SCROLL_X, QUIET_ERRORS } from '../resources/listStates';

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

/** Nothing to page after a failure. */
const Paging = () => {
  const { error } = useListContext();
  return error ? null : <FixedPagination />;
};

/**
 * What both receipt lists give their <List>: the server's page size, waiting receipts first,
 * the paging inside the card, no empty page (the table says it has no row), failures in place.
 */
export const receiptListProps = {
  title: false,
  perPage: RECEIPTS_PER_PAGE,
  filterDefaultValues: { status: RECEIPT_STATUS.waiting },
  actions: false,
  empty: false,
  pagination: false,
  sx: LIST_SCROLL_X,
  queryOptions: QUIET_ERRORS,
} as const;
