import { isFullAdmin, targetAllows } from '../../access/policy';
import type { Queryable } from '../../db/db';
import type { UserRow } from '../../types';
import { findUserById } from '../users/repository';
import { userOfContactNumber } from './repository';
import { userIdOfIdentity } from './schemas';

const CLIENT_PREFIX = 'client:';

/** The active, approved user of a voice identity (`user-<id>`), or null. */
async function userOfIdentity(q: Queryable, identity: string): Promise<UserRow | null> {
  const id = userIdOfIdentity(identity);
  const user = id === null ? null : await findUserById(q, id);
  return user?.is_active && user.is_approved ? user : null;
}

/**
 * Who may ring whom by identity: those who reach the callee's care data (admins, the assigned
 * clinician, a linked caregiver), and a user their own clinician or caregiver. Staff alone do not:
 * approval makes every user staff; and a user does not ring an admin by name.
 */
async function mayRing(q: Queryable, caller: UserRow, callee: UserRow): Promise<boolean> {
  if (await targetAllows(q, 'care', caller, callee)) return true;
  return !isFullAdmin(callee) && (await targetAllows(q, 'care', callee, caller));
}

/**
 * Where a call from the identity `from` to `to` goes, as the voice provider's application webhook
 * would say: `client:user-<id>` reaches that user when `mayRing` allows it; digits reach the user
 * with the e-mail of one of the caller's emergency contacts with that number. Null: nobody.
 */
export async function lookUpCall(
  q: Queryable,
  from: string,
  to: string,
): Promise<{ caller: UserRow; callee: UserRow } | null> {
  const caller = await userOfIdentity(q, from);
  if (!caller) return null;
  let callee: UserRow | null = null;
  if (to.startsWith(CLIENT_PREFIX)) {
    const named = await userOfIdentity(q, to.slice(CLIENT_PREFIX.length));
    if (named && (await mayRing(q, caller, named))) callee = named;
  } else {
    const digits = to.replace(/\D/g, '');
    if (digits !== '') callee = await userOfContactNumber(q, caller.id, digits);
  }
  return callee ? { caller, callee } : null;
}
