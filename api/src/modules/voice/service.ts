import VoiceResponse from 'twilio/lib/twiml/VoiceResponse';
import { isFullAdmin, targetAllows } from '../../access/policy';
import type { VoiceConfig } from '../../config';
import type { Queryable } from '../../db/db';
import { toE164 } from '../../lib/phone';
import type { UserRow } from '../../types';
import { listContacts } from '../contacts';
import { findUserById } from '../users';
import { activeUserByEmail } from './repository';
import { callName, identityOf, userIdOfIdentity } from './schemas';

/** A person's contacts compared with a dialled number (numbers are compared normalised, so in code). */
const CONTACTS_SEARCHED = 1000;

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

/** Why a call is refused; each has words a person understands (REFUSALS). */
type Refusal = 'unknown-caller' | 'not-allowed' | 'unknown-number' | 'no-telephone-line';

/** Where the webhook sends a call. */
export type Routing =
  | { kind: 'client'; caller: UserRow; callee: UserRow }
  | { kind: 'number'; caller: UserRow; number: string; name: string }
  | { kind: 'refused'; refusal: Refusal };

/**
 * The voice webhook's rules. `from` is the caller's client name (`client:user-<id>`), `to` what the caller
 * dialled:
 * - `client:user-<id>`: that user's browsers and kiosks, when `mayRing` allows it (an admin or the assigned
 *   clinician calling a kiosk; a caregiver their person; a person their clinician or caregiver);
 * - a telephone number: one of the caller's own emergency contacts (numbers compared in E.164, read in the
 *   default country): the contact's signed-in browser when the contact's e-mail is a user's, else the number
 *   itself over the telephone network (only with a caller id configured);
 * - anything else is refused.
 */
export async function routeCall(
  q: Queryable,
  voice: VoiceConfig,
  from: string,
  to: string,
): Promise<Routing> {
  const caller = from.startsWith(CLIENT_PREFIX)
    ? await userOfIdentity(q, from.slice(CLIENT_PREFIX.length))
    : null;
  if (!caller) return { kind: 'refused', refusal: 'unknown-caller' };
  if (to.startsWith(CLIENT_PREFIX)) {
    const callee = await userOfIdentity(q, to.slice(CLIENT_PREFIX.length));
    if (callee && callee.id !== caller.id && (await mayRing(q, caller, callee)))
      return { kind: 'client', caller, callee };
    return { kind: 'refused', refusal: 'not-allowed' };
  }
  const number = toE164(to, voice.defaultCountry);
  if (number === null) return { kind: 'refused', refusal: 'unknown-number' };
  const contact = (await listContacts(q, caller.id, CONTACTS_SEARCHED, 0)).find(
    (c) => toE164(c.phone_number, voice.defaultCountry) === number,
  );
  if (!contact) return { kind: 'refused', refusal: 'unknown-number' };
  const user = contact.email ? await activeUserByEmail(q, contact.email) : null;
  if (user && user.id !== caller.id) return { kind: 'client', caller, callee: user };
  if (voice.callerId === null) return { kind: 'refused', refusal: 'no-telephone-line' };
  return { kind: 'number', caller, number, name: contact.name };
}

/** What the caller hears when a call cannot be made: plain words, then the line closes. */
const REFUSALS: Record<Refusal, string> = {
  'unknown-caller': 'Sorry, this call cannot be made. Please sign in again and try once more.',
  'not-allowed':
    'Sorry, you cannot call this person from here. Please ask your care team for help.',
  'unknown-number':
    'Sorry, this number is not one of your contacts. Please ask your care team for help.',
  'no-telephone-line':
    'Sorry, calls to telephone numbers are not set up yet. Please ask your care team for help.',
};

/** How long a dialled party rings before the caller hears "no answer" (the local gateway's default too). */
const RING_SECONDS = 30;

/**
 * The TwiML for a routing. A dial reports how it ended to `statusUrl` (its `action`: DialCallStatus and
 * DialCallDuration), and bridges only when answered (`answerOnBridge`), so the caller hears ringing until
 * then. A browser callee learns who calls through `<Parameter>`s (the SDK's customParameters).
 */
export function twimlFor(routing: Routing, voice: VoiceConfig, statusUrl: string): string {
  const response = new VoiceResponse();
  if (routing.kind === 'refused') {
    response.say(REFUSALS[routing.refusal]);
    response.hangup();
    return response.toString();
  }
  const dial = response.dial({
    answerOnBridge: true,
    timeout: RING_SECONDS,
    action: statusUrl,
    method: 'POST',
    ...(routing.kind === 'number' && voice.callerId ? { callerId: voice.callerId } : {}),
  });
  if (routing.kind === 'number') {
    dial.number(routing.number);
  } else {
    const client = dial.client();
    client.identity(identityOf(routing.callee));
    client.parameter({ name: 'CallerIdentity', value: identityOf(routing.caller) });
    client.parameter({ name: 'CallerName', value: callName(routing.caller) });
  }
  return response.toString();
}

/** The TwiML that ends a call's instructions (answers to status reports and dial actions). */
export function emptyTwiml(): string {
  return new VoiceResponse().toString();
}
