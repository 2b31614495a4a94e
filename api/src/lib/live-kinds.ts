/**
 * The live channel's vocabulary (docs/live-channel.md): every kind of change the API publishes. The browser's map
 * (shared/src/live/live-events.ts, `LIVE_KEY_PARTS`) has one entry per kind; api/test/live-kinds.test.ts checks
 * that the two lists are the same, since the API and the browser share no package.
 */
export const LIVE_KINDS = [
  'message',
  'dose',
  'appointment',
  /** A medication, or the person's missed-dose threshold (migration 17). */
  'medication',
  'picture',
  'kiosk',
  'call',
  /**
   * What a person's clock and names show changed: their time in words, time zone or names (migration 14), their
   * clock's 12/24 h (migration 16), the language their screens speak (migration 21).
   */
  'person',
  /** The rest of what is read per person (migration 17): the food log, emergency contacts, the health profile. */
  'meal',
  'contact',
  'health',
] as const;

export type LiveKind = (typeof LIVE_KINDS)[number];

const KINDS: ReadonlySet<string> = new Set(LIVE_KINDS);
/** Whether a kind read off the database (a notification, a row of `events`) is one of the vocabulary's. */
export const isLiveKind = (kind: unknown): kind is LiveKind =>
  typeof kind === 'string' && KINDS.has(kind);
