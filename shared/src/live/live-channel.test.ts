import { ReadableStream } from 'node:stream/web';
import type { ReadableStreamDefaultController } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';
import { QueryClient } from '@tanstack/react-query';
import { resetTestEnvironment, makeJwt } from '../testing';
import { jittered, parseFrames, startLiveChannel } from './live-channel';
import { PERSON_RESOURCES } from '../data/query-keys';
import type { PersonResource } from '../data/query-keys';
import { LIVE_KEY_PARTS, staleAfter } from './live-events';
import { LIVE_KINDS } from './live-kinds';
import { liveInterval, LIVE_FALLBACK_POLL_MS, useLiveStore } from './live-store';

describe('parseFrames', () => {
  it('reads id, event and data, skips comments and keeps an unfinished frame', () => {
    const { frames, rest } = parseFrames(
      'retry: 2000\n\n: heartbeat\n\nid: 7\nevent: change\ndata: {"id":7}\n\nid: 8\nevent: ch',
    );
    expect(frames).toEqual([{ id: '7', event: 'change', data: '{"id":7}' }]);
    expect(rest).toBe('id: 8\nevent: ch');
  });
});

describe('staleAfter', () => {
  const change = { id: 1, person: 5, kind: 'message', payload: { id: 3 } };
  it("marks the person's messages stale, not another person's, nor other data", () => {
    expect(staleAfter(change, ['user', 9, 'messages', 5])).toBe(true);
    expect(staleAfter(change, ['user', 9, 'messages', '5'])).toBe(true);
    expect(staleAfter(change, ['user', 9, 'messages', 6])).toBe(false);
    expect(staleAfter(change, ['user', 9, 'pictures', 5])).toBe(false);
  });
  it("marks the admin dashboard stale on a kiosk's change", () => {
    expect(staleAfter({ ...change, kind: 'kiosk' }, ['user', 1, 'admin-dashboard'])).toBe(true);
  });
  it("marks the person's Kiosk Configuration stale on a kiosk's change (the pairing's state), not another's", () => {
    const kiosk = { ...change, kind: 'kiosk' };
    expect(staleAfter(kiosk, ['user', 1, 'admin-user', '5'])).toBe(true);
    expect(staleAfter(kiosk, ['user', 1, 'admin-user', '6'])).toBe(false);
  });
  it("marks a person's profile (their clock's settings) and a caregiver's list stale on a person change", () => {
    const person = { ...change, kind: 'person' };
    expect(staleAfter(person, ['user', 5, 'person', 5])).toBe(true);
    expect(staleAfter(person, ['user', 9, 'person', 6])).toBe(false);
    expect(staleAfter(person, ['user', 9, 'people'])).toBe(true);
    expect(staleAfter(person, ['user', 5, 'messages', 5])).toBe(false);
  });
  it('knows every kind the API publishes, and nothing else', () => {
    expect(Object.keys(LIVE_KEY_PARTS).sort()).toEqual([...LIVE_KINDS].sort());
    // An unknown kind (a newer API) or a name of an object's own makes nothing stale.
    expect(staleAfter({ ...change, kind: 'weather' }, ['user', 5, 'messages', 5])).toBe(false);
    expect(staleAfter({ ...change, kind: 'toString' }, ['user', 5, 'messages', 5])).toBe(false);
  });
});

describe('the live vocabulary against the query keys', () => {
  // PERSON_RESOURCES lists every per-person resource a key can hold (a type error here when one is missing).
  const everyResourceListed: [Exclude<PersonResource, (typeof PERSON_RESOURCES)[number]>] extends [
    never,
  ]
    ? true
    : false = true;

  it('refreshes at least one key with every kind', () => {
    expect(everyResourceListed).toBe(true);
    for (const kind of LIVE_KINDS) {
      expect({ kind, parts: LIVE_KEY_PARTS[kind].length > 0 }).toEqual({ kind, parts: true });
    }
  });

  it('refreshes every per-person key with some kind, so no screen of a person waits for its poll', () => {
    const refreshed = new Set<string>(Object.values(LIVE_KEY_PARTS).flat());
    expect(PERSON_RESOURCES.filter((resource) => !refreshed.has(resource))).toEqual([]);
  });

  it("refreshes a caregiver's list of people on what it shows: unread messages, kiosk, names and clock", () => {
    for (const kind of ['message', 'kiosk', 'person'] as const) {
      expect({
        kind,
        stale: staleAfter({ id: 1, person: 5, kind, payload: {} }, ['user', 9, 'people']),
      }).toEqual({
        kind,
        stale: true,
      });
    }
    expect(staleAfter({ id: 1, person: 5, kind: 'meal', payload: {} }, ['user', 9, 'people'])).toBe(
      false,
    );
  });
});

describe('liveInterval', () => {
  it('slows polling to 15 minutes only while live', () => {
    expect(liveInterval(60_000, 'live')).toBe(LIVE_FALLBACK_POLL_MS);
    expect(liveInterval(60_000, 'down')).toBe(60_000);
    expect(liveInterval(60_000, 'connecting')).toBe(60_000);
  });
});

/** A response body the test writes into, as the server's stream would arrive. */
function streamed(): { body: ReadableStream<Uint8Array>; push(text: string): void; end(): void } {
  let ctrl!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (ctrl = c) });
  const enc = new TextEncoder();
  return { body, push: (t) => ctrl.enqueue(enc.encode(t)), end: () => ctrl.close() };
}

describe('startLiveChannel', () => {
  const realFetch = global.fetch;
  // jsdom has no streams nor TextDecoder; the browser (and Node) have both.
  beforeAll(() => {
    Object.assign(globalThis, { TextDecoder });
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('goes live, refetches what an event names, and resumes after its last id when dropped', async () => {
    resetTestEnvironment();
    sessionStorage.setItem('access_token', makeJwt(86400));
    const streams = [streamed(), streamed()];
    const calls: RequestInit[] = [];
    global.fetch = jest.fn((_url: unknown, init?: RequestInit) => {
      calls.push(init ?? {});
      const s = streams[calls.length - 1]!;
      return Promise.resolve({ ok: true, status: 200, body: s.body } as unknown as Response);
    }) as typeof fetch;
    const qc = new QueryClient();
    const invalidate = jest.spyOn(qc, 'invalidateQueries');
    jest.useFakeTimers();
    const stop = startLiveChannel(qc);
    await jest.advanceTimersByTimeAsync(0);
    streams[0]!.push('retry: 2000\n\nid: 10\nevent: ready\ndata: {"last":10}\n\n');
    await jest.advanceTimersByTimeAsync(0);
    expect(useLiveStore.getState().state).toBe('live');
    streams[0]!.push(
      'id: 11\nevent: change\ndata: {"id":11,"person":5,"kind":"message","payload":{}}\n\n',
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(invalidate).toHaveBeenCalledTimes(1);
    streams[0]!.end();
    await jest.advanceTimersByTimeAsync(0);
    expect(useLiveStore.getState().state).toBe('down');
    await jest.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(2);
    expect((calls[1]!.headers as Record<string, string>)['Last-Event-ID']).toBe('11');
    stop();
    jest.useRealTimers();
    expect(useLiveStore.getState().state).toBe('off');
  });
});

describe('reconnecting after a drop', () => {
  test('waits between half and all of the backoff, at random, so a whole instance’s kiosks do not return at once', () => {
    expect(jittered(2000, () => 0)).toBe(1000);
    expect(jittered(2000, () => 0.5)).toBe(1500);
    expect(jittered(2000, () => 0.999)).toBe(1999);
    const pauses = new Set(Array.from({ length: 50 }, () => jittered(2000)));
    expect(pauses.size).toBeGreaterThan(10);
    for (const pause of pauses) {
      expect(pause).toBeGreaterThanOrEqual(1000);
      expect(pause).toBeLessThanOrEqual(2000);
    }
  });
});
