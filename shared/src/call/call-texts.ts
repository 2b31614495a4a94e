/** Spec 8 texts the call contract itself shows (mfe-voice has the rest), character for character. */
export const CALL_TEXTS = {
  noPhoneNumber: 'No phone number provided.',
  unableToStart: 'Unable to start call connection',
  /** The Voice SDK's own words for a second call (spec 5: a call is refused if one is active). */
  callAlreadyActive: 'A Call is already active',
} as const;
