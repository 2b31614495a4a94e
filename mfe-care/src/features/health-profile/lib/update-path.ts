import { positiveId } from '../../../lib/ids';
import { TEXTS } from '../../../texts';

/** Spec 5: an update URL must not carry a null id. */
export function updateUrlProblem(path: string): string | null {
  return /\/(null|undefined|NaN)?\//.test(path.replace(/^\/users/, ''))
    ? TEXTS.health.form.invalidUrl
    : null;
}

/**
 * Spec 5: the form's user id must be a number ('Invalid or missing user ID'), and the URL it saves to must not
 * carry a null id ('Invalid URL for update').
 */
export function healthProfilePath(
  userId: string | number | null | undefined,
): { path: string; personId: number } | { error: string } {
  const personId = positiveId(userId);
  if (personId === null) return { error: TEXTS.health.form.invalidUser };
  const path = `/users/${personId}/health-profile/`;
  const problem = updateUrlProblem(path);
  return problem === null ? { path, personId } : { error: problem };
}
