import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf } from '@care/shared';

/**
 * Puts the server's field errors (`{ email: ['…'] }`) under their fields and focuses the first; returns true
 * when there was one, so the caller shows a form-level message only when the server named no field.
 */
export function applyServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  error: unknown,
  fields: readonly FieldPath<Values>[],
): boolean {
  const found = fieldErrorsOf(error, fields);
  const names = fields.filter((field) => found[field] !== undefined);
  names.forEach((name, index) => {
    form.setError(name, { type: 'server', message: found[name] }, { shouldFocus: index === 0 });
  });
  return names.length > 0;
}
