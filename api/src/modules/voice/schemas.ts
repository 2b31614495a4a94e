import { Type } from '@sinclair/typebox';
import { component, nullable, oneOf, Timestamp } from '../../lib/schemas';
import { CALL_OUTCOMES } from './repository';
import type { CallLogRow } from './repository';
import type { UserRow } from '../../types';

/**
 * The parameters of the provider's voice request (form-encoded; every one is signed, so none is dropped).
 * Only those the webhook reads are described.
 */
export const VoiceRequestBody = Type.Object(
  {
    CallSid: Type.String({ minLength: 1, maxLength: 64 }),
    From: Type.String({ maxLength: 300 }),
    To: Type.String({ maxLength: 300 }),
  },
  { additionalProperties: Type.String({ maxLength: 2000 }) },
);

/** A status report: the dial's action (DialCallStatus) or the call's status callback (CallStatus). */
export const StatusBody = Type.Object(
  {
    CallSid: Type.String({ minLength: 1, maxLength: 64 }),
    CallStatus: Type.Optional(Type.String({ maxLength: 40 })),
    CallDuration: Type.Optional(Type.String({ maxLength: 12 })),
    DialCallStatus: Type.Optional(Type.String({ maxLength: 40 })),
    DialCallDuration: Type.Optional(Type.String({ maxLength: 12 })),
  },
  { additionalProperties: Type.String({ maxLength: 2000 }) },
);

export const CallLogEntry = component(
  'CallLogEntry',
  Type.Object({
    id: Type.Integer(),
    started_at: Timestamp,
    /** Null while the call is still on. */
    ended_at: nullable(Timestamp),
    /** Seconds the call was connected (0 when nobody answered); null while it is on. */
    duration_seconds: nullable(Type.Integer()),
    /** How it ended; null while it is on. */
    outcome: nullable(oneOf(CALL_OUTCOMES)),
    caller_id: nullable(Type.Integer()),
    caller_name: nullable(Type.String()),
    /** The user called (a browser or kiosk), or null for a telephone number. */
    callee_id: nullable(Type.Integer()),
    callee_name: Type.String(),
    /** The telephone number called (E.164), or null for a user. */
    callee_number: nullable(Type.String()),
  }),
);

export const callLogOut = (r: CallLogRow) => ({
  id: r.id,
  started_at: r.started_at.toISOString(),
  ended_at: r.ended_at ? r.ended_at.toISOString() : null,
  duration_seconds: r.duration_seconds,
  outcome: r.outcome,
  caller_id: r.caller_id,
  caller_name: r.caller_name,
  callee_id: r.callee_id,
  callee_name: r.callee_name,
  callee_number: r.callee_number,
});

/** The voice identity of a user (the token's `grants.identity`). */
export const identityOf = (u: UserRow): string => `user-${u.id}`;

/** The user id in a voice identity, or null when it is not one. */
export function userIdOfIdentity(identity: string): number | null {
  const id = /^user-([1-9][0-9]{0,9})$/.exec(identity)?.[1];
  return id === undefined || Number(id) > 2147483647 ? null : Number(id);
}

/** The name a call shows for a user. */
export const callName = (u: UserRow): string =>
  u.display_name || `${u.first_name} ${u.last_name}`.trim() || u.username;
