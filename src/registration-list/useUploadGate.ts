import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../common/useApi';
import { HOURS_KEY } from '../hours/hoursApi';
import { uploadGate, type UploadGate } from './uploadGate';

export const UPLOAD_STATUS_KEY = ['upload-status', 'registration'] as const;

/** The rules box and the button read the same figures; the click reads them fresh anyway. */
const SHARED_FOR_MS = 30_000;

/**
 * The server's operating hours and today's upload count, kept fresh for the tooltip, and read
 * again at the click so the decision uses the server's clock of that moment.
 */
export const useUploadGate = (selected: number) => {
  const api = useApi();
  const queryClient = useQueryClient();
  const hours = useQuery({
    queryKey: HOURS_KEY,
    queryFn: () => api.getOperatingHours(),
    refetchInterval: 60_000,
    staleTime: SHARED_FOR_MS,
  });
  const status = useQuery({
    queryKey: UPLOAD_STATUS_KEY,
    queryFn: () => api.getUploadStatus(),
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
        queryKey: UPLOAD_STATUS_KEY,
        queryFn: () => api.getUploadStatus(),
        staleTime: 0,
      }),
    ]);
    return uploadGate({ selected, hours: freshHours.data, status: freshStatus.data });
  }, [api, queryClient, selected]);

  return {
    gate: uploadGate({ selected, hours: hours.data?.data, status: status.data?.data }),
    hours: hours.data?.data,
    status: status.data?.data,
    check,
  };
};
