import type { Components, Theme } from '@mui/material/styles';
import { mui } from '../../i18n/app/mui';
import { fillMessage } from '../../domain/messages';

const NAV = {
  first: mui.firstPage,
  last: mui.lastPage,
  next: mui.nextPage,
  previous: mui.previousPage,
};

/**
 * MUI's component texts in Indonesian, set once in the theme so no table or picker shows
 * English: paging labels and button names, autocomplete and alert texts, progress names.
 */
export const muiIndonesian: Components<Omit<Theme, 'components'>> = {
  MuiTablePagination: {
    defaultProps: {
      labelRowsPerPage: mui.rowsPerPage,
      labelDisplayedRows: ({ from, to, count }) =>
        fillMessage(count === -1 ? mui.displayedRowsOpen : mui.displayedRows, { from, to, count }),
      getItemAriaLabel: (type) => NAV[type],
    },
  },
  MuiPagination: {
    defaultProps: {
      getItemAriaLabel: (type, page, selected) => {
        if (type === 'page')
          return fillMessage(selected ? mui.page : mui.goToPage, { page: page ?? '' });
        return type in NAV ? NAV[type as keyof typeof NAV] : '';
      },
    },
  },
  MuiAutocomplete: {
    defaultProps: {
      clearText: mui.clear,
      closeText: mui.close,
      loadingText: mui.loading,
      noOptionsText: mui.noOptions,
      openText: mui.open,
    },
  },
  MuiAlert: { defaultProps: { closeText: mui.close } },
  // A progress indicator needs a name for screen readers (react-admin's own spinners have
  // none); one that says what loads passes its own aria-label.
  MuiCircularProgress: { defaultProps: { 'aria-label': mui.loading } },
  MuiLinearProgress: { defaultProps: { 'aria-label': mui.loading } },
};
