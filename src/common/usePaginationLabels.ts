import { useTranslate } from 'react-admin';

/** MUI TablePagination's texts and button names in Indonesian, from react-admin's catalogue. */
export const usePaginationLabels = () => {
  const translate = useTranslate();
  return {
    labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
    labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate('ra.navigation.page_range_info', {
        offsetBegin: from,
        offsetEnd: to,
        total: count,
      }),
    getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') =>
      translate(`ra.navigation.${type}`),
  };
};
