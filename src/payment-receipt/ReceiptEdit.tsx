import { useCanAccess, useCreatePath, useRequireAccess, useResourceContext } from 'react-admin';
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
  // Sends a group without access away; the record is asked for only once access is known.
  useRequireAccess({ resource, action: 'edit' });
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  return (
    <>
      <ReceiptListView />
      {id && canAccess && (
        <ReceiptConfirmDialog
          id={id}
          onClose={() => navigate({ pathname: createPath({ resource, type: 'list' }), search })}
        />
      )}
    </>
  );
};

export default ReceiptEdit;
