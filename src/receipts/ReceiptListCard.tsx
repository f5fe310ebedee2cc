import type { ReactNode } from 'react';
import { Card, CardHeader } from '@mui/material';
import { useListContext } from 'react-admin';
import { FixedPagination } from '../resources/listStates';
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

/** Nothing to page after a failure. */
const Paging = () => {
  const { error } = useListContext();
  return error ? null : <FixedPagination />;
};

/**
 * For the List's `sx`: its content (this card) scrolls sideways. Set on the List itself, whose
 * own rule for the content (`overflow: inherit`) it must outweigh.
 */
export const RECEIPT_LIST_SX = { '& .RaList-content': SCROLL_X } as const;
