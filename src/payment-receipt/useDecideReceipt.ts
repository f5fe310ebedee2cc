import { useState } from 'react';
import { useNotify, useResourceContext, type HttpError } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReceiptConflictResponse, ReceiptDecision } from '../../domain/api/confirmation';
import { useApi } from '../common/useApi';
import type { ReceiptReviewApi } from './receiptReviewApi';
import { useT } from '../common/useT';
import { useReceiptKind } from '../receipts/receiptKind';

/**
 * Sends a decision, pessimistically (it sends WhatsApp messages: no undo). On success: 'Sukses
 * Update', the dialog closes, the resource's list and record and the dashboard counts reload. A
 * 409 shows the receipt as another staff member left it, with the server's reason.
 */
export const useDecideReceipt = (receiptId: number, onDone: () => void) => {
  const t = useT();
  const api = useApi<ReceiptReviewApi>();
  const notify = useNotify();
  const resource = useResourceContext() ?? '';
  const kind = useReceiptKind();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string>();
  const mutation = useMutation({
    mutationFn: (decision: ReceiptDecision) => api.decideReceipt(receiptId, decision, kind),
    onMutate: () => setRefusal(undefined),
    onSuccess: async () => {
      notify(t('app.confirmation.success'), { type: 'success' });
      onDone();
      await Promise.all(
        [[resource], ['dashboard-counts']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: async (error: HttpError) => {
      const body = error.body as Partial<ReceiptConflictResponse> | undefined;
      if (error.status === 409 && body?.data) {
        // useGetOne's record, as the server says it is now.
        queryClient.setQueryData([resource, 'getOne', { id: String(receiptId) }], body.data);
      }
      setRefusal(body?.message ?? t('app.errors.somethingWentWrong'));
      await queryClient.invalidateQueries({ queryKey: [resource, 'getList'] });
    },
  });
  return { ...mutation, refusal };
};
