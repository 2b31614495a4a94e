import { fieldErrorsOf } from '@care/shared';

/**
 * The API's field errors under the form's own fields, when the two are named differently
 * (`start_time` → the form's `start`). True when the server named one, so no form-level message is
 * needed.
 */
export function applyMappedServerErrors<Api extends string, Mine extends string>(
  error: unknown,
  map: Record<Api, Mine>,
  setError: (name: Mine, message: string, first: boolean) => void,
): boolean {
  const apiNames = Object.keys(map) as Api[];
  const found = fieldErrorsOf(error, apiNames);
  const named = apiNames.filter((name) => found[name] !== undefined);
  named.forEach((name, i) => setError(map[name], found[name] ?? '', i === 0));
  return named.length > 0;
}
