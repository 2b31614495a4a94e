/**
 * The signalling protocol as the Voice SDK (2.18.5) speaks it: JSON frames over one WebSocket.
 * Client frames are `{type, version: '1.6', payload}`, gateway frames `{type, payload}`; a bare "\n" is a
 * heartbeat either way.
 */
export const HEARTBEAT_FRAME = '\n';

/** What the SDK sends. */
type ClientMessageType =
  | 'listen'
  | 'register'
  | 'invite'
  | 'answer'
  | 'reject'
  | 'hangup'
  | 'dtmf'
  | 'reinvite'
  | 'message';

const CLIENT_TYPES: ReadonlySet<string> = new Set<ClientMessageType>([
  'listen',
  'register',
  'invite',
  'answer',
  'reject',
  'hangup',
  'dtmf',
  'reinvite',
  'message',
]);

export interface ClientMessage {
  type: ClientMessageType;
  payload: Record<string, unknown>;
}

export type GatewayMessageType =
  | 'connected'
  | 'ready'
  | 'offline'
  | 'invite'
  | 'ringing'
  | 'answer'
  | 'hangup'
  | 'cancel'
  | 'error'
  | 'close';

export interface ErrorBody {
  code: number;
  message: string;
}

/** Serialises one gateway frame. */
export function frame(type: GatewayMessageType, payload: Record<string, unknown> = {}): string {
  return JSON.stringify({ type, payload });
}

/** Parses one client frame; null for anything that is not a known, well-formed message. */
export function parseClientFrame(data: string): ClientMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { type, payload } = parsed as { type?: unknown; payload?: unknown };
  if (typeof type !== 'string' || !CLIENT_TYPES.has(type)) return null;
  const body =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : {};
  return { type: type as ClientMessageType, payload: body };
}

export function stringField(payload: Record<string, unknown>, key: string): string | null {
  const value = payload[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The TwiML parameters of an outgoing invite (`twilio.params`, URI-encoded like a query string). */
export function inviteParams(payload: Record<string, unknown>): Record<string, string> {
  const twilio = payload['twilio'];
  if (typeof twilio !== 'object' || twilio === null) return {};
  const params = (twilio as Record<string, unknown>)['params'];
  if (typeof params !== 'string') return {};
  return Object.fromEntries(new URLSearchParams(params));
}

/** URI-encodes custom parameters the way the SDK reads `parameters.Params` of an incoming invite. */
export function encodeParams(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}
