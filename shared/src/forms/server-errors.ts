import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf } from '@care/shared';

/**
 * The API's field names and the form's: a list when they are the same, else a map from the API's name to
 * the form's (`{ start_time: 'start' }`).
 */
export type ServerFields<Values extends FieldValues> =
  readonly FieldPath<Values>[] | Readonly<Record<string, FieldPath<Values>>>;

function isFieldList<Values extends FieldValues>(
  fields: ServerFields<Values>,
): fields is readonly FieldPath<Values>[] {
  return Array.isArray(fields);
}

/**
 * Puts the server's field errors (`{ email: ['…'] }`) under their fields and focuses the first; returns true
 * when there was one, so the caller shows a form-level message only when the server named no field.
 */
export function applyServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  error: unknown,
  fields: ServerFields<Values>,
): boolean {
  const pairs: (readonly [api: string, field: FieldPath<Values>])[] = isFieldList(fields)
    ? fields.map((field) => [field, field] as const)
    : Object.entries(fields);
  const found = fieldErrorsOf(
    error,
    pairs.map(([api]) => api),
  );
  const named = pairs.filter(([api]) => found[api] !== undefined);
  named.forEach(([api, field], index) => {
    form.setError(field, { type: 'server', message: found[api] }, { shouldFocus: index === 0 });
  });
  return named.length > 0;
}
