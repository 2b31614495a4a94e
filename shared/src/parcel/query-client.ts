import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the page. `@care/shared` is a federation singleton, so the host and every
 * remote's parcel root provide this same instance and share cached server data.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});
