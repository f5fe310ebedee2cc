import { useMemo } from 'react';
import { Box } from '@mui/material';
import { DataTable, ListContextProvider, useList } from 'react-admin';
import { NARROW_SCREEN, ResponsiveDataTable } from '../resources/ResponsiveDataTable';
import type { RegistrationRow } from '../../domain/api/receipts';
import { formatDateTime } from '../../domain/dates';
import { formatRupiah } from '../../domain/money';
import { SCROLL_X } from '../common/scrollX';
import { useT } from '../common/useT';
import { PrivateClassText } from './PrivateClassText';
import { FixedPagination, ListEmptyText } from '../resources/listStates';

interface Props {
  rows: RegistrationRow[];
  /** 15 in the branch's invoice detail, 5 in SBS's 'Rincian'. */
  perPage: number;
  label: string;
  /** the product's invoice detail has no ID column; the reviewer's table shows it. */
  withId?: boolean;
  /** When the rows are cards rather than a table: by default on a narrow screen. */
  cardsWhen?: string;
}

const Col = DataTable.Col<RegistrationRow>;
const NO_WRAP = () => ({ whiteSpace: 'nowrap' });

/** Newest first; rows of one moment by id, highest first. */
const newestFirst = (a: RegistrationRow, b: RegistrationRow) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The registrations a receipt pays for, newest first, paged in the browser. */
export const ReceiptRowsTable = ({
  rows,
  perPage,
  label,
  withId = false,
  cardsWhen = NARROW_SCREEN,
}: Props) => {
  const t = useT();
  // Ordered here: useList's own sort knows one field, and ties go by id.
  const sorted = useMemo(() => [...rows].sort(newestFirst), [rows]);
  const list = useList({ data: sorted, perPage });
  return (
    <ListContextProvider value={list}>
      {/*
       * The table scrolls sideways in a narrow dialog; its rows hold nothing focusable, so the
       * scrolling region itself takes the focus (and a name) for keyboard users to scroll it.
       */}
      <Box role="region" tabIndex={0} aria-label={label} sx={SCROLL_X}>
        <ResponsiveDataTable
          cardsWhen={cardsWhen}
          card={{ title: 'nama_lengkap' }}
          bulkActionButtons={false}
          rowClick={false}
          hover={false}
          // Not the enclosing resource's table: its column settings are its own.
          storeKey="receipt-rows.datatable"
          aria-label={label}
          empty={<ListEmptyText text={t('app.receipts.rows.empty')} />}
        >
          <Col
            source="created_at"
            label={t('app.receipts.rows.date')}
            disableSort
            cellSx={NO_WRAP}
            render={(row) => formatDateTime(row.created_at)}
          />
          <Col source="nama_lengkap" label={t('app.receipts.rows.name')} disableSort />
          <Col source="jenis_pendaftaran" label={t('app.receipts.rows.type')} disableSort />
          {withId && <Col source="no_id" label={t('app.receipts.rows.noId')} disableSort />}
          <Col source="cabang_pembina" label={t('app.receipts.rows.branch')} disableSort />
          <Col source="nama_pereferal" label={t('app.receipts.rows.referrer')} disableSort />
          <Col
            source="apakah_sudah_mengikuti_private_class"
            label={t('app.receipts.rows.privateClass')}
            disableSort
            render={(row) => <PrivateClassText answer={row.apakah_sudah_mengikuti_private_class} />}
          />
          <Col
            source="biaya_total"
            label={t('app.receipts.rows.total')}
            disableSort
            align="right"
            cellSx={NO_WRAP}
            render={(row) => formatRupiah(row.biaya_total)}
          />
        </ResponsiveDataTable>
      </Box>
      {rows.length > perPage && <FixedPagination />}
    </ListContextProvider>
  );
};
