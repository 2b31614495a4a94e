import { apiErrorStatus, apiErrorText, failureMessage, isNetworkError } from '@care/shared';
import { PICTURE_ERRORS, UPLOAD_TEXTS } from '../texts';

/** Refusals the server words as spec 5 does: shown as they are. */
const SPEC_REFUSALS: readonly string[] = [
  PICTURE_ERRORS.onlyJpegOrPng,
  PICTURE_ERRORS.tooLarge,
  PICTURE_ERRORS.selectImage,
  PICTURE_ERRORS.invalidUser,
];

/** The call was cancelled on purpose (the dialog closed while it ran). */
function wasCancelled(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_CANCELED'
  );
}

/**
 * The message for a failed upload (spec 8), or null when it was cancelled (the dialog closed):
 * no answer at all is 'Upload failed. Please try again.'; a refusal in the spec's words is shown as
 * it is (413 is always 'File exceeds 5MB.'); a rate limit says how long to wait; any other refusal is
 * 'Failed to upload image.'.
 */
export function uploadFailureMessage(error: unknown): string | null {
  if (wasCancelled(error)) return null;
  if (isNetworkError(error)) return UPLOAD_TEXTS.failedRetry;
  const status = apiErrorStatus(error);
  if (status === undefined) return UPLOAD_TEXTS.failedRetry;
  if (status === 413) return PICTURE_ERRORS.tooLarge;
  if (status === 429) return failureMessage(error, UPLOAD_TEXTS.failed);
  const detail = apiErrorText(error, 'detail', 'message', 'error');
  return detail !== null && SPEC_REFUSALS.includes(detail) ? detail : UPLOAD_TEXTS.failed;
}
