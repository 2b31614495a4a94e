/** Texts of a parcel's error fallback (spec 2.2 error screen, minus the page reload). */
export const PARCEL_TEXTS = {
  somethingWentWrong: 'Something went wrong.',
  retry: 'Retry',
} as const;
