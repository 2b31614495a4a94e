/**
 * The live channel's vocabulary (docs/live-channel.md): every kind of change the API publishes. The browser's map
 * (shared/src/live/live-events.ts, `LIVE_KEY_PARTS`) has one entry per kind; api/test/live-kinds.test.ts checks
 * that the two lists are the same, since the API and the browser share no package.
 */
export const LIVE_KINDS = [
  'message',
  'dose',
  'appointment',
  'medication',
  'picture',
  'kiosk',
  'call',
  /**
   * What a person's clock and names show changed: their time in words, time zone or names (migration 14), their
   * clock's 12/24 h (migration 16).
   */
  'person',
] as const;

export type LiveKind = (typeof LIVE_KINDS)[number];
