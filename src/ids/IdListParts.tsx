import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { FixedPagination, QUIET_ERRORS } from '../resources/listStates';
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

/**
 * What the ID lists share: the error stays in the card (instead of react-admin's notification),
 * and a wide table scrolls inside it.
 */
export const idListProps = {
  title: false,
  empty: false,
  actions: false,
  pagination: <FixedPagination />,
  queryOptions: QUIET_ERRORS,
  sx: { '& .RaDataTable-tableWrapper': SCROLL_X },
} as const;
