// The TanStack Query client: retry only failures that may pass on a second try (never a 4xx).
import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-error';

const MAX_RETRIES = 2;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, failure) => !isClientError(failure) && failureCount < MAX_RETRIES,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
