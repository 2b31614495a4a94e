import type { Queryable } from '../../db/db';
import type { UserRow } from '../../types';

/** The active, approved user with this e-mail (a contact who uses the product), or null. */
export async function activeUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(
    `SELECT * FROM users WHERE lower(email) = lower($1) AND is_active AND is_approved LIMIT 1`,
    [email],
  );
  return rows[0] ?? null;
}

/** How a call ended, in the provider's words (CallStatus / DialCallStatus). */
export const CALL_OUTCOMES = ['completed', 'no-answer', 'busy', 'failed', 'canceled'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export interface NewCall {
  callSid: string;
  callerId: number;
  calleeId: number | null;
  calleeNumber: string | null;
  calleeName: string;
}

/**
 * A call the webhook sent on its way. The provider may ask again for the same call (a retry): the first
 * record stays. True when this request created it.
 */
export async function insertCall(q: Queryable, c: NewCall): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO voice_calls (call_sid, caller_id, callee_id, callee_number, callee_name)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (call_sid) DO NOTHING RETURNING id`,
    [c.callSid, c.callerId, c.calleeId, c.calleeNumber, c.calleeName],
  );
  return rows.length > 0;
}

/**
 * Ends a recorded call once: the dial's own report (DialCallStatus) comes first and is kept; the parent
 * call's later `completed` changes nothing. False when no open call has that sid.
 */
export async function endCall(
  q: Queryable,
  callSid: string,
  outcome: CallOutcome,
  durationSeconds: number,
): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    `UPDATE voice_calls SET outcome = $2, duration_seconds = $3, ended_at = now()
      WHERE call_sid = $1 AND outcome IS NULL RETURNING id`,
    [callSid, outcome, durationSeconds],
  );
  return rows.length > 0;
}

export interface CallLogRow {
  id: number;
  started_at: Date;
  ended_at: Date | null;
  duration_seconds: number | null;
  outcome: CallOutcome | null;
  caller_id: number | null;
  caller_name: string | null;
  callee_id: number | null;
  callee_name: string;
  callee_number: string | null;
}

/** The calls a user made or received, newest first. */
export async function listCallsOf(
  q: Queryable,
  userId: number,
  limit: number,
): Promise<CallLogRow[]> {
  return q.query<CallLogRow>(
    `SELECT c.id, c.started_at, c.ended_at, c.duration_seconds, c.outcome,
            c.caller_id,
            nullif(coalesce(nullif(u.display_name, ''), trim(u.first_name || ' ' || u.last_name)), '') AS caller_name,
            c.callee_id, c.callee_name, c.callee_number
       FROM voice_calls c LEFT JOIN users u ON u.id = c.caller_id
      WHERE c.caller_id = $1 OR c.callee_id = $1
      ORDER BY c.started_at DESC, c.id DESC
      LIMIT $2`,
    [userId, limit],
  );
}
