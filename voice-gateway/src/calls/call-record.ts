import type { LegStats } from '../media/media-leg';

/** What a call reaches: a built-in far end of the gateway, or another registered client. */
export type CallTarget = 'echo' | 'announcement' | 'client';

type CallState = 'ringing' | 'open' | 'ended';

export type EndReason =
  | 'caller-hangup'
  | 'callee-hangup'
  | 'completed'
  | 'declined'
  | 'no-answer'
  | 'busy'
  | 'unavailable'
  | 'not-found'
  | 'invalid'
  | 'media-failed'
  | 'disconnected'
  | 'directory-error'
  | 'gateway-stopped';

/** One call as the status endpoint and the logs show it. */
export interface CallRecord {
  sid: string;
  /** The caller's identity. */
  from: string;
  /** What the caller dialled (the `To` parameter). */
  to: string;
  target: CallTarget | null;
  /** The identity that answered or was rung (client calls). */
  callee: string | null;
  state: CallState;
  codec: string | null;
  startedAt: string;
  answeredAt: string | null;
  endedAt: string | null;
  endReason: EndReason | null;
  /** The SDK error code sent with the hangup, if any. */
  errorCode: number | null;
  /** Keypad digits received on this call, from either leg (RTP telephone events or `dtmf` messages). */
  digits: string;
  media: { caller: LegStats; callee: LegStats | null };
}
