/** User-facing texts of the remote loader (one place, asserted by its tests). */
export const REMOTE_LOADER_TEXTS = {
  loading: 'Loading...',
  loadFailed: 'This part of the app could not be loaded.',
  retry: 'Retry',
  notInProfile: (remote: string, profile: string) =>
    `The ${remote} module is not part of the ${profile} profile of this device.`,
  timedOut: (id: string, ms: number) => `Loading ${id} timed out after ${ms} ms.`,
  notAParcel: (id: string) => `${id} did not export single-spa parcel lifecycles.`,
} as const;
