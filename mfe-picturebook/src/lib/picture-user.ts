/** The picture book's user id, as every picture call needs it (spec 5). */
export type PictureUser = { ok: true; id: number } | { ok: false; reason: 'missing' | 'invalid' };

/**
 * Spec 5: a missing id is "no user selected"; one that is not a positive whole number is invalid (and
 * gallery actions are then skipped). Accepts the route's string and a number from a parcel's props.
 */
export function pictureUser(userId: string | number | null | undefined): PictureUser {
  if (userId === null || userId === undefined) return { ok: false, reason: 'missing' };
  const text = String(userId).trim();
  if (text === '' || text === 'null' || text === 'undefined')
    return { ok: false, reason: 'missing' };
  if (!/^\d+$/.test(text) || Number(text) <= 0 || !Number.isSafeInteger(Number(text))) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, id: Number(text) };
}
