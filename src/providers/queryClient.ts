import { QueryClient } from '@tanstack/react-query';

/** A refusal (4xx) is final; a server or network failure is tried once more. */
export const createQueryClient = () =>
  new QueryClient({
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
