/** The user-facing texts of mfe-voice (one place, asserted by its tests). */
export const TEXTS = {
  notAvailable: 'This screen is not available yet.',
  standaloneTitle: 'mfe-voice (standalone)',
  titles: {
    callService: 'Call Service',
  },
} as const;
