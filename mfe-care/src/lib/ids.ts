/** A route's user id as a positive integer, or null ('null', '', 'abc', '0', '-3', '1.5' are not ids). */
export function positiveId(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
