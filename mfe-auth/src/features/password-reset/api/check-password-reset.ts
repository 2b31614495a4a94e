import { apiClient, apiErrorStatus } from '@care/shared';
import { useQuery } from '@tanstack/react-query';

/** What the reset page knows about its link before it shows the form. */
export type ResetLinkState =
  | { kind: 'checking' }
  | { kind: 'works' }
  /** The server refused the token (unknown, spent or expired): the form would only fail. */
  | { kind: 'refused' }
  /** The check itself failed (no network, a server error): the form is shown, and its own answer decides. */
  | { kind: 'unchecked' };

async function checkPasswordReset(token: string): Promise<'works'> {
  await apiClient.post('/auth/password-reset/check/', { token });
  return 'works';
}

/** Whether the e-mailed link still works (POST /auth/password-reset/check/, which spends nothing). */
export function useResetLinkCheck(token: string): ResetLinkState {
  const check = useQuery({
    // The token stays out of the cache once the page has gone.
    queryKey: ['password-reset-check', token],
    queryFn: () => checkPasswordReset(token),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (check.isPending) return { kind: 'checking' };
  if (check.isSuccess) return { kind: 'works' };
  const status = apiErrorStatus(check.error);
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
    return { kind: 'refused' };
  }
  return { kind: 'unchecked' };
}
