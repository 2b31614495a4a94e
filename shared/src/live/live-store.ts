import { create } from 'zustand';

/**
 * The live channel's state. `live`: the stream is open and events arrive, so polling slows down;
 * anything else: the screens poll at their usual intervals.
 */
export type LiveState = 'off' | 'connecting' | 'live' | 'down';

interface LiveStore {
  state: LiveState;
  setState(state: LiveState): void;
}

export const useLiveStore = create<LiveStore>()((set) => ({
  state: 'off',
  setState: (state) => set({ state }),
}));

/** While the channel is live, a screen's polling is only a safety net: every 15 minutes. */
export const LIVE_FALLBACK_POLL_MS = 15 * 60_000;

/** The polling interval of a query whose data the live channel announces. */
export function liveInterval(normalMs: number, state: LiveState): number {
  return state === 'live' ? Math.max(normalMs, LIVE_FALLBACK_POLL_MS) : normalMs;
}

/** Hook form: re-renders (and so reschedules the query's timer) when the channel goes up or down. */
export function useLiveInterval(normalMs: number): number {
  return liveInterval(
    normalMs,
    useLiveStore((s) => s.state),
  );
}
