/**
 * The kinds of change the API's live channel publishes (docs/live-channel.md): the browser's side of the vocabulary.
 * The API keeps the same list (api/src/lib/live-kinds.ts); the two packages share no code, so the API's tests
 * check that the lists are equal. No imports here: that test reads this file as it is.
 */
export const LIVE_KINDS = [
  'message',
  'dose',
  'appointment',
  'medication',
  'picture',
  'kiosk',
  'call',
  'person',
  'meal',
  'contact',
  'health',
] as const;

export type LiveKind = (typeof LIVE_KINDS)[number];
