import { Alert, Box, Typography } from '@mui/material';
import { Pagination, useListContext } from 'react-admin';
import type { AppMessageKey } from '../../i18n/app-id';
import { SCROLL_X } from '../common/scrollX';
import { useT } from '../common/useT';

/** 'List Generate (Total = n)' or 'List ID (Total = n)': the list's own total. */
export const IdListTitle = ({ message }: { message: AppMessageKey }) => {
  const t = useT();
  const { total } = useListContext();
  return (
    // As tall as react-admin's bulk actions bar, which slides over it while IDs are chosen.
    <Box sx={{ px: 2, minHeight: 48, display: 'flex', alignItems: 'center' }}>
      <Typography variant="h6" component="h2">
        {t(message, { total: total ?? 0 })}
      </Typography>
    </Box>
  );
};

/** 'Data tidak tersedia' in place of the rows. */
export const IdListEmpty = () => {
  const t = useT();
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {t('app.ids.empty')}
    </Typography>
  );
};

/** A failed load, in place of the table (SPEC.md section 8: an alert). */
export const IdListError = ({ message }: { message: AppMessageKey }) => {
  const t = useT();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {t(message)}
    </Alert>
  );
};

/** The page size is the screen's own (a filter or fixed), so the pages offer no size picker. */
export const IdPagination = () => <Pagination rowsPerPageOptions={[]} />;

/**
 * What the ID lists share: the error stays in the card (instead of react-admin's notification),
 * and a wide table scrolls inside it.
 */
export const idListProps = {
  title: false,
  empty: false,
  actions: false,
  pagination: <IdPagination />,
  queryOptions: { onError: () => undefined },
  sx: { '& .RaDataTable-tableWrapper': SCROLL_X },
} as const;
