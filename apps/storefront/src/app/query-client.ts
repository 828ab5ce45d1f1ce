import { QueryClient } from '@tanstack/react-query';

/** The client already shows every failure, so queries neither retry nor refetch on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
