export { parseFrames, LIVE_PATH } from './live-channel';
export { applyChange, staleAfter, LIVE_KEY_PARTS } from './live-events';
export type { LiveChange } from './live-events';
export { useLiveStore, useLiveInterval, liveInterval, LIVE_FALLBACK_POLL_MS } from './live-store';
export type { LiveState } from './live-store';
