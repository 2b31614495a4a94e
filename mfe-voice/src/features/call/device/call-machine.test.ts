import type { CurrentCall } from '@care/shared';
import { callReducer, canRegister, canUnregister, deviceReducer } from './call-machine';
import type { CallEvent } from './call-machine';

const party = { name: 'Sarah', number: '5550100', identity: null };

function run(events: CallEvent[], from: CurrentCall | null = null): CurrentCall | null {
  return events.reduce<CurrentCall | null>(callReducer, from);
}

describe('call states (spec 4.6)', () => {
  it('outgoing: connecting → ringing → open → reconnecting → open → closed → gone', () => {
    const statuses: (string | null)[] = [];
    let call: CurrentCall | null = null;
    const events: CallEvent[] = [
      { type: 'dial', id: 1, kind: 'call', party },
      { type: 'ringing' },
      { type: 'open', at: 50 },
      { type: 'reconnecting' },
      { type: 'reconnected' },
      { type: 'closed' },
      { type: 'cleared' },
    ];
    for (const event of events) {
      call = callReducer(call, event);
      statuses.push(call?.status ?? null);
    }
    expect(statuses).toEqual([
      'connecting',
      'ringing',
      'open',
      'reconnecting',
      'open',
      'closed',
      null,
    ]);
  });

  it('incoming: pending → connecting (answered) → open', () => {
    const call = run([{ type: 'incoming', id: 2, party }, { type: 'answered' }]);
    expect(call).toMatchObject({ direction: 'incoming', kind: 'call', status: 'connecting' });
    expect(run([{ type: 'open', at: 9 }], call)).toMatchObject({ status: 'open', connectedAt: 9 });
  });

  it('keeps the first connection time across a reconnection', () => {
    const call = run([
      { type: 'dial', id: 1, kind: 'test', party },
      { type: 'open', at: 10 },
      { type: 'reconnecting' },
      { type: 'open', at: 99 },
    ]);
    expect(call).toMatchObject({ kind: 'test', status: 'open', connectedAt: 10 });
  });

  it('ignores events out of order', () => {
    const open = run([
      { type: 'dial', id: 1, kind: 'call', party },
      { type: 'open', at: 1 },
    ]);
    expect(callReducer(open, { type: 'ringing' })).toBe(open);
    expect(callReducer(open, { type: 'answered' })).toBe(open);
    expect(callReducer(open, { type: 'reconnected' })).toBe(open);
    expect(callReducer(open, { type: 'cleared' })).toBe(open);
    expect(callReducer(null, { type: 'open', at: 1 })).toBeNull();
    const closed = callReducer(open, { type: 'closed' });
    expect(callReducer(closed, { type: 'open', at: 2 })).toBe(closed);
    expect(callReducer(closed, { type: 'muted', muted: true })).toBe(closed);
  });

  it('holds one call at a time; a new one may start once the last has closed', () => {
    const first = run([{ type: 'dial', id: 1, kind: 'call', party }]);
    expect(callReducer(first, { type: 'incoming', id: 2, party })).toBe(first);
    const closed = callReducer(first, { type: 'closed' });
    expect(callReducer(closed, { type: 'incoming', id: 2, party })).toMatchObject({
      id: 2,
      status: 'pending',
    });
  });

  it('mutes and unmutes', () => {
    const call = run([
      { type: 'dial', id: 1, kind: 'call', party },
      { type: 'muted', muted: true },
    ]);
    expect(call?.muted).toBe(true);
    expect(callReducer(call, { type: 'muted', muted: true })).toBe(call);
    expect(callReducer(call, { type: 'muted', muted: false })?.muted).toBe(false);
  });
});

describe('device states (spec 4.6)', () => {
  it('registers only from unregistered and unregisters only from registered', () => {
    expect(canRegister('unregistered')).toBe(true);
    for (const state of ['off', 'loading', 'registering', 'registered', 'destroyed'] as const) {
      expect(canRegister(state)).toBe(false);
    }
    expect(canUnregister('registered')).toBe(true);
    expect(canUnregister('unregistered')).toBe(false);
    expect(canUnregister('destroyed')).toBe(false);
  });

  it('stays destroyed', () => {
    expect(deviceReducer('registered', 'unregistered')).toBe('unregistered');
    expect(deviceReducer('destroyed', 'registered')).toBe('destroyed');
  });
});
