import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../common/useApi';
import type { ProofsApi } from './proofsApi';
import { type HoursApi, HOURS_KEY } from '../hours/hoursApi';
import { useReceiptKind } from '../receipts/receiptKind';
import { uploadGate, type UploadGate } from './uploadGate';

/** The rules box and the button read the same figures; the click reads them fresh anyway. */
const SHARED_FOR_MS = 30_000;

/**
 * The server's operating hours and today's upload count, kept fresh for the tooltip, and read
 * again at the click so the decision uses the server's clock of that moment.
 */
export const useUploadGate = (selected: number) => {
  const api = useApi<ProofsApi & HoursApi>();
  const queryClient = useQueryClient();
  const kind = useReceiptKind();
  const hours = useQuery({
    queryKey: HOURS_KEY,
    queryFn: () => api.getOperatingHours(),
    refetchInterval: 60_000,
    staleTime: SHARED_FOR_MS,
  });
  const status = useQuery({
    queryKey: ['upload-status', kind],
    queryFn: () => api.getUploadStatus(kind),
    staleTime: SHARED_FOR_MS,
  });

  /** Fresh figures at the click; throws when either check fails. */
  const check = useCallback(async (): Promise<UploadGate> => {
    const [freshHours, freshStatus] = await Promise.all([
      queryClient.fetchQuery({
        queryKey: HOURS_KEY,
        queryFn: () => api.getOperatingHours(),
        staleTime: 0,
      }),
      queryClient.fetchQuery({
        queryKey: ['upload-status', kind],
        queryFn: () => api.getUploadStatus(kind),
        staleTime: 0,
      }),
    ]);
    return uploadGate({ selected, hours: freshHours.data, status: freshStatus.data });
  }, [api, queryClient, selected, kind]);

  return {
    gate: uploadGate({ selected, hours: hours.data?.data, status: status.data?.data }),
    hours: hours.data?.data,
    status: status.data?.data,
    check,
  };
};
