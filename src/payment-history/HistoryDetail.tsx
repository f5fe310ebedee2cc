import { useCreatePath, useResourceContext } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { HistoryListView } from './HistoryList';
import { InvoiceDetailDialog } from './InvoiceDetailDialog';

/**
 * /payment-history/{id}: the receipt's 'Detail Invoice' over the list. Closing returns to the
 * list with the filter and page the address carried.
 */
const HistoryDetail = () => {
  const { id } = useParams<'id'>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return (
    <>
      <HistoryListView />
      {id && (
        <InvoiceDetailDialog
          id={id}
          onClose={() => navigate({ pathname: createPath({ resource, type: 'list' }), search })}
        />
      )}
    </>
  );
};

export default HistoryDetail;
