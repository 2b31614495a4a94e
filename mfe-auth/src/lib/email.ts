import { z } from '@care/shared/forms';

/** Deliberately loose: the server has the final word; this only catches obvious typing slips. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An e-mail field: required, then checked loosely; the value is trimmed. The messages are read when a value is
 * checked, so they are in the page's language then (docs/languages.md).
 */
export function emailField(required: () => string, invalid: () => string) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.regex(EMAIL_PATTERN, { error: invalid }),
    );
}
