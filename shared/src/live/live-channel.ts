import type { QueryClient } from '@tanstack/react-query';
import { apiBaseUrl } from '../api/http-client';
import { refreshAccessToken } from '../api/token-refresh';
import { expiresWithin, isValidToken } from '../lib/token';
import { readAccessToken, readRefreshToken } from '../lib/token-storage';
import { applyChange } from './live-events';
import type { LiveChange } from './live-events';
import { useLiveStore } from './live-store';

/** The API's live channel (Server-Sent Events). */
const LIVE_PATH = '/events/';
/** A stream silent this long is taken for dead (the server sends a heartbeat every 25 s). */
const LIVE_SILENCE_MS = 60_000;
/** First pause before reconnecting after a failure; doubles up to LIVE_MAX_BACKOFF_MS. */
const LIVE_RETRY_MS = 2_000;
const LIVE_MAX_BACKOFF_MS = 60_000;

/**
 * A pause of between half and all of `ms`, at random: when an API instance stops, every kiosk on it loses its
 * stream in the same moment, and without this they would all come back in the same moment too (and again at
 * each doubling), a burst the instances that are left must accept at once.
 */
export function jittered(ms: number, random: () => number = Math.random): number {
  return Math.round(ms / 2 + (random() * ms) / 2);
}
/** A token this close to expiry is refreshed before the stream opens (it would end at once). */
const TOKEN_LEEWAY_MS = 30_000;

interface Frame {
  id: string | null;
  event: string;
  data: string;
}

/** Splits SSE text into frames; returns the frames and the unfinished rest. */
export function parseFrames(text: string): { frames: Frame[]; rest: string } {
  const frames: Frame[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const f: Frame = { id: null, event: 'message', data: '' };
    let hasData = false;
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') f.id = value;
      else if (field === 'event') f.event = value;
      else if (field === 'data') {
        f.data = hasData ? `${f.data}\n${value}` : value;
        hasData = true;
      }
    }
    if (hasData) frames.push(f);
  }
  return { frames, rest };
}

/**
 * Keeps the live channel open while signed in (host shell; kiosks included) and turns its events
 * into query invalidations. EventSource cannot send the bearer header, so the stream is read with
 * fetch (the one place outside the HTTP client that calls the API: axios cannot stream in a
 * browser). It reconnects with `Last-Event-ID` after a drop or a token expiry, so nothing is lost
 * within the server's window; after a `reset` (away longer) every query is refetched. While it
 * is down the store says so and the screens poll at their usual intervals.
 */
export function startLiveChannel(queryClient: QueryClient): () => void {
  const store = useLiveStore.getState();
  const life = { stopped: false };
  // A function, not the flag itself: it changes while `connect` awaits, which narrowing cannot see.
  const stopped = (): boolean => life.stopped;
  let lastId: string | null = null;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let backoff = LIVE_RETRY_MS;

  const token = async (): Promise<string | null> => {
    const access = readAccessToken();
    if (readRefreshToken() && expiresWithin(access, TOKEN_LEEWAY_MS)) return refreshAccessToken();
    return isValidToken(access) ? access : null;
  };

  const schedule = (ms: number): void => {
    if (stopped()) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, ms);
  };

  const handle = (f: Frame): 'again' | null => {
    if (f.id) lastId = String(Math.max(Number(f.id), Number(lastId ?? 0)));
    switch (f.event) {
      case 'ready':
        backoff = LIVE_RETRY_MS;
        useLiveStore.getState().setState('live');
        return null;
      case 'change':
        void applyChange(queryClient, JSON.parse(f.data) as LiveChange);
        return null;
      case 'reset':
        void queryClient.invalidateQueries();
        return null;
      case 'expired':
        return 'again';
      default:
        return null;
    }
  };

  const connect = async (): Promise<void> => {
    if (stopped()) return;
    const current = new AbortController();
    controller = current;
    const watchdog: { timer?: ReturnType<typeof setTimeout> } = {};
    const feed = (): void => {
      clearTimeout(watchdog.timer);
      watchdog.timer = setTimeout(() => current.abort(), LIVE_SILENCE_MS);
    };
    // Set by the reading loop (an `expired` frame): TypeScript cannot see it change in there.
    const outcome: { again: boolean } = { again: false };
    try {
      const bearer = await token();
      if (!bearer) throw new Error('no session for the live channel');
      if (useLiveStore.getState().state !== 'live') useLiveStore.getState().setState('connecting');
      feed();
      const res = await fetch(`${apiBaseUrl()}${LIVE_PATH}`, {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${bearer}`,
          ...(lastId ? { 'Last-Event-ID': lastId } : {}),
        },
        cache: 'no-store',
        credentials: 'omit',
        // A stream that stays open: it must not compete with the page's own code and data, and a page that has
        // loaded is loaded with it still open (docs/performance.md, phones).
        priority: 'low',
        signal: current.signal,
      });
      if (res.status === 401) {
        // The token was refused (revoked, rotated elsewhere): a fresh one, then straight back.
        await refreshAccessToken();
        throw new Error('live channel refused the token');
      }
      if (!res.ok || !res.body) throw new Error(`live channel answered ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        feed();
        const parsed = parseFrames(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        for (const f of parsed.frames) if (handle(f) === 'again') outcome.again = true;
        if (outcome.again) {
          current.abort();
          break;
        }
      }
    } catch {
      // Dropped, refused or unreachable: polling takes over until the channel is back.
    } finally {
      clearTimeout(watchdog.timer);
    }
    if (stopped()) return;
    if (outcome.again) {
      // The token expired on the server's clock: reconnect at once with a fresh one.
      void connect();
      return;
    }
    useLiveStore.getState().setState('down');
    schedule(jittered(backoff));
    backoff = Math.min(backoff * 2, LIVE_MAX_BACKOFF_MS);
  };

  store.setState('connecting');
  void connect();
  return () => {
    life.stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    controller?.abort();
    useLiveStore.getState().setState('off');
  };
}
