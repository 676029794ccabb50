import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

const MAX_RETRIES = 1;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx) answers the same when asked again; only a failure of the server or the
        // network is worth a second try.
        retry: (failures, error) => failures < MAX_RETRIES && !(isApiError(error) && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
