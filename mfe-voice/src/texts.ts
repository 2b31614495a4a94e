/** The user-facing texts of mfe-voice (one place, asserted by its tests). */
export const TEXTS = {
  notAvailable: 'This screen is not available yet.',
  titles: {
    callService: 'Call Service',
  },
} as const;
