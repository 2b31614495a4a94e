/** Browser events raised on `window` (spec 4.1 step 8 and 4.2). */
export const LOGOUT_EVENT = 'auth:logout';
export const REFRESH_FAILED_EVENT = 'auth:refresh-failed';

export function dispatchWindowEvent(name: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name));
}
