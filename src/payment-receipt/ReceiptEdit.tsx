import { useCreatePath, useResourceContext } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ReceiptConfirmDialog } from './ReceiptConfirmDialog';
import { ReceiptListView } from './ReceiptList';

/**
 * /payment-receipt/{id}: 'Konfirmasi Pembayaran' over the list. Closing returns to the list
 * with the filter and page the address carried.
 */
const ReceiptEdit = () => {
  const { id } = useParams<'id'>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return (
    <>
      <ReceiptListView />
      {id && (
        <ReceiptConfirmDialog
          id={id}
          onClose={() => navigate({ pathname: createPath({ resource, type: 'list' }), search })}
        />
      )}
    </>
  );
};

export default ReceiptEdit;
