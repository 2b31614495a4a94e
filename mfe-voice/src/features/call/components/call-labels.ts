import type { CurrentCall } from '@care/shared';
import { TEXTS } from '../../../texts';

/** Who is at the other end, as the call screen names them. */
function partyLabel(call: CurrentCall): string {
  if (call.kind === 'test') return TEXTS.party.testCall;
  return call.party.name ?? call.party.number ?? TEXTS.party.unknownCaller;
}

/** The call screen's title: who is calling while it rings in, then who the call is with. */
export function callTitle(call: CurrentCall): string {
  if (call.kind === 'test') return TEXTS.party.testCall;
  const who = partyLabel(call);
  const ringingIn =
    call.direction === 'incoming' && (call.status === 'pending' || call.status === 'connecting');
  return ringingIn ? TEXTS.panel.incomingFrom(who) : TEXTS.panel.callingTo(who);
}

/** 65 s → "1:05"; an hour or more → "1:02:05". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
