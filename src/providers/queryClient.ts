import { QueryClient } from '@tanstack/react-query';

/** A refusal (4xx) is final; a server or network failure is tried once more. */
export const createQueryClient = () => {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => {
          const status = (error as { status?: number }).status ?? 0;
          return (status === 0 || status >= 500) && failures < 1;
        },
        retryDelay: 500,
        refetchOnWindowFocus: false,
      },
    },
  });
  // react-admin's <List>, <Edit>… show 'Memuat' while the cache holds a pending
  // ['auth', 'canAccess', {action, resource}] (or checkAuth) query, reading its state without
  // watching it. A component that asked the same question and unmounted mid-answer (the
  // dashboard's bank card, left at once for /bank-statement) leaves that query reverted to
  // pending, unwatched: the screen would wait for the 5-minute collection. These answers are
  // local and cheap, so an unwatched one is dropped at once.
  client.setQueryDefaults(['auth'], { gcTime: 0 });
  return client;
};
