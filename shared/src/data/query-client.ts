import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the page. `@care/shared` is a federation singleton, so the host and every remote's
 * parcel root provide this same instance (the size report fails if a shared module is ever loaded twice).
 * The session store clears it when the user signs out or another user signs in.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});
