/** A screen's state kept in its query string, so links, Back and reloads keep the filters. */
export function readParams(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

/** The query string with `changes` applied (an empty or undefined value removes the key). */
export function withParams(
  search: string,
  changes: Record<string, string | number | undefined | null>,
): string {
  const params = readParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A positive whole number from the query string, else `fallback`. */
export function intParam(params: URLSearchParams, key: string, fallback: number): number {
  const n = Number(params.get(key));
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** One of `allowed`, else undefined. */
export function oneOfParam<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = params.get(key);
  return allowed.find((a) => a === value);
}
