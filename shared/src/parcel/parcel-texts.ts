/** Texts of the error screen (spec 2.2): a parcel's fallback and the host's shell use the same. */
export const PARCEL_TEXTS = {
  somethingWentWrong: 'Something went wrong.',
  componentStack: 'Component stack',
  retry: 'Retry',
} as const;
