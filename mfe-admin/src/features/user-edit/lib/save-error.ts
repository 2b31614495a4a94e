import { apiErrorMessage, apiErrorStatus, isNetworkError } from '@care/shared';
import { isAxiosError } from 'axios';
import { TEXTS } from '../../../texts';

const T = TEXTS.userAdmin;

/**
 * Spec 8 "Save user": 400 'Invalid input:' plus the server's message; 401 'Unauthorized access. Please
 * log in again.' and a redirect to login; 404 'User not found.'; other 'Server error (code): message';
 * no response 'No response from server. Check your network connection.'
 */
export function saveUserError(error: unknown): { message: string; toLogin: boolean } {
  const status = apiErrorStatus(error);
  if (status === undefined || isNetworkError(error))
    return { message: T.noResponse, toLogin: false };
  if (status === 401) return { message: T.unauthorized, toLogin: true };
  if (status === 404) return { message: T.notFound, toLogin: false };
  const fallback = isAxiosError(error) ? error.response?.statusText || error.message : '';
  const message = apiErrorMessage(error, fallback);
  if (status === 400)
    return { message: T.invalidInput(message.replace(/^Invalid input:\s*/, '')), toLogin: false };
  return { message: T.serverError(status, message), toLogin: false };
}

/** Spec 8 "User admin": a refused call ("Failed to …") or one that never got an answer ("Error …"). */
export function actionError(error: unknown, failed: string, errored: string): string {
  return apiErrorStatus(error) === undefined ? errored : failed;
}
