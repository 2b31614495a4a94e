import { ROUTES, type NavigateFn } from '@care/shared';
import { useEffect } from 'react';

/** Sends a visitor without a session to the login page (spec 2.4, 2.5), replacing this page in history. */
export function useRedirectToLogin(redirect: boolean, navigate: NavigateFn): void {
  useEffect(() => {
    if (redirect) navigate(ROUTES.login, { replace: true });
  }, [redirect, navigate]);
}
