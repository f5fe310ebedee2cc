import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, List, SelectInput, TextInput, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { InquiryRow } from '../../domain/api/inquiryData';
import { INQUIRY_PER_PAGE } from '../../domain/lists';
import { PATHS, toPath } from '../../domain/paths';
import { PageTitle } from '../common/PageTitle';
import { useT } from '../common/useT';
import { FixedPagination, ListEmptyText, ListErrorAlert } from '../resources/listStates';
import { ResponsiveDataTable } from '../resources/ResponsiveDataTable';
import { STICKY_END, SCROLL_X } from '../common/scrollX';

const Col = DataTable.Col<InquiryRow>;

/** 'No': the row's place in the whole result, not on the page. */
const RowNumber = ({ record }: { record: InquiryRow }) => {
  const { data, page, perPage } = useListContext<InquiryRow>();
  return <>{(page - 1) * perPage + (data?.indexOf(record) ?? 0) + 1}</>;
};

/** /inquiry-data, 'Inquiry Data': find a member by name or ID prefix and open the edit form. */
export const InquiryList = () => {
  const t = useT();
  const filters = [
    <TextInput key="q" source="q" alwaysOn label={t('app.inquiry.search')} resettable />,
    <SelectInput
      key="by"
      source="by"
      alwaysOn
      label={t('app.inquiry.searchBy')}
      emptyText=" "
      emptyValue=""
      choices={[
        { id: 'no_id', name: t('app.inquiry.byNoId') },
        { id: 'nama_lengkap', name: t('app.inquiry.byName') },
      ]}
    />,
  ];
  return (
    <>
      <PageTitle title={t('app.inquiry.title')} />
      <List
        filters={filters}
        filterDefaultValues={{ by: 'nama_lengkap' }}
        perPage={INQUIRY_PER_PAGE}
        sort={{ field: 'id', order: 'DESC' }}
        title={false}
        actions={false}
        pagination={<FixedPagination />}
        error={<ListErrorAlert text={t('app.errors.somethingWentWrong')} />}
      >
        <ResponsiveDataTable
          bulkActionButtons={false}
          rowClick={false}
          aria-label={t('app.inquiry.title')}
          sx={{ '& .RaDataTable-tableWrapper': SCROLL_X }}
          empty={<ListEmptyText text={t('app.inquiry.empty')} />}
          card={{ title: 'nama_lengkap', omit: ['no'], actions: ['edit'] }}
        >
          <Col
            key="no"
            label={t('app.inquiry.columns.no')}
            disableSort
            render={(record) => <RowNumber record={record} />}
          />
          <Col source="nama_lengkap" label={t('app.inquiry.columns.name')} disableSort />
          <Col source="jenis_pendaftaran" label={t('app.inquiry.columns.type')} disableSort />
          <Col source="no_id" label={t('app.inquiry.columns.noId')} disableSort />
          <Col source="email" label={t('app.inquiry.columns.email')} disableSort />
          <Col source="no_wa" label={t('app.inquiry.columns.whatsapp')} disableSort />
          <Col
            key="edit"
            label={t('app.inquiry.edit')}
            sx={STICKY_END}
            render={(record) => (
              <Button
                component={Link}
                to={toPath(PATHS.inquiryDataEdit, { id: record.id })}
                size="small"
                startIcon={<EditIcon />}
                aria-label={`${t('app.inquiry.edit')} ${record.nama_lengkap}`}
              >
                {t('app.inquiry.edit')}
              </Button>
            )}
          />
        </ResponsiveDataTable>
      </List>
    </>
  );
};

export default InquiryList;
