import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './queryClient';

describe('the query client', () => {
  it('drops an access question whose asker went away mid-answer, so no screen waits on it', async () => {
    const client = createQueryClient();
    const key = ['auth', 'canAccess', { action: 'list', resource: 'bank-statement' }];
    const asker = new QueryObserver(client, {
      queryKey: key,
      // As react-admin's useCanAccess: it hands the signal on, so leaving cancels the question.
      queryFn: ({ signal }) =>
        new Promise<boolean>((resolve) => signal.addEventListener('abort', () => resolve(false))),
    });
    const stop = asker.subscribe(() => undefined);
    expect(client.getQueryState(key)?.status).toBe('pending');
    stop();
    // What react-admin's useIsAuthPending reads: nothing pending is left behind.
    await vi.waitFor(() => expect(client.getQueryState(key)).toBeUndefined());
  });

  it('keeps the data of a screen left, for the next visit', async () => {
    const client = createQueryClient();
    const key = ['bank-statement', 'getList', { page: 1 }];
    const reader = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => Promise.resolve([1]),
    });
    const stop = reader.subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual([1]));
    stop();
    expect(client.getQueryCache().find({ queryKey: key })?.gcTime).toBe(5 * 60_000);
  });
});
