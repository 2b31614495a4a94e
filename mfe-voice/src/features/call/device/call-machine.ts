import type { CallKind, CallParty, CallStatus, CurrentCall, VoiceDeviceState } from '@care/shared';

/** What happens to a call, in the order the SDK reports it (spec 4.6). */
export type CallEvent =
  | { type: 'dial'; id: number; kind: CallKind; party: CallParty }
  | { type: 'incoming'; id: number; party: CallParty }
  /** An incoming call was answered: media is connecting. */
  | { type: 'answered' }
  | { type: 'ringing' }
  | { type: 'open'; at: number }
  | { type: 'reconnecting' }
  | { type: 'reconnected' }
  | { type: 'muted'; muted: boolean }
  | { type: 'closed' }
  /** The closed call leaves the screen. */
  | { type: 'cleared' };

/** From which states each event may move a call; anything else is ignored (out-of-order SDK events). */
const ALLOWED_FROM: Record<
  Exclude<CallEvent['type'], 'dial' | 'incoming' | 'muted' | 'cleared'>,
  readonly CallStatus[]
> = {
  answered: ['pending'],
  ringing: ['connecting'],
  open: ['pending', 'connecting', 'ringing', 'reconnecting'],
  reconnecting: ['open'],
  reconnected: ['reconnecting'],
  closed: ['pending', 'connecting', 'ringing', 'open', 'reconnecting'],
};

const NEXT_STATUS: Record<keyof typeof ALLOWED_FROM, CallStatus> = {
  answered: 'connecting',
  ringing: 'ringing',
  open: 'open',
  reconnecting: 'reconnecting',
  reconnected: 'open',
  closed: 'closed',
};

/** The call state machine: one call at a time, a new one only when there is none or it has closed. */
export function callReducer(call: CurrentCall | null, event: CallEvent): CurrentCall | null {
  switch (event.type) {
    case 'dial':
    case 'incoming':
      if (call && call.status !== 'closed') return call;
      return {
        id: event.id,
        direction: event.type === 'dial' ? 'outgoing' : 'incoming',
        kind: event.type === 'dial' ? event.kind : 'call',
        party: event.party,
        status: event.type === 'dial' ? 'connecting' : 'pending',
        muted: false,
        connectedAt: null,
      };
    case 'muted':
      return call && call.status !== 'closed' && call.muted !== event.muted
        ? { ...call, muted: event.muted }
        : call;
    case 'cleared':
      return call?.status === 'closed' ? null : call;
    case 'answered':
    case 'ringing':
    case 'open':
    case 'reconnecting':
    case 'reconnected':
    case 'closed': {
      if (!call || !ALLOWED_FROM[event.type].includes(call.status)) return call;
      const status = NEXT_STATUS[event.type];
      const connectedAt = event.type === 'open' ? (call.connectedAt ?? event.at) : call.connectedAt;
      return { ...call, status, connectedAt };
    }
  }
}

/** The device side of spec 4.6: register only from unregistered, unregister only from registered. */
export function canRegister(state: VoiceDeviceState): boolean {
  return state === 'unregistered';
}

export function canUnregister(state: VoiceDeviceState): boolean {
  return state === 'registered';
}

/** The SDK's device events as states; after `destroyed` nothing changes any more. */
export function deviceReducer(state: VoiceDeviceState, next: VoiceDeviceState): VoiceDeviceState {
  return state === 'destroyed' ? state : next;
}

/** Whether a call is in progress (not a plain predicate: a closed call is still a call). */
export function isLive(call: CurrentCall | null): boolean {
  return call !== null && call.status !== 'closed';
}
