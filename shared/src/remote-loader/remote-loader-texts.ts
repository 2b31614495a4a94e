/** User-facing texts of the remote loader (one place, asserted by its tests). */
export const REMOTE_LOADER_TEXTS = {
  loading: 'Loading...',
  loadFailed: 'This part of the app could not be loaded.',
  /** A remote that no release could provide: the product's words, never the runtime's code, stack or URL. */
  unavailable: 'Please try again in a moment. If it keeps happening, check the connection.',
  retry: 'Retry',
  notInProfile: (remote: string, profile: string) =>
    `The ${remote} module is not part of the ${profile} profile of this device.`,
  timedOut: (id: string, ms: number) => `Loading ${id} timed out after ${ms} ms.`,
  notAParcel: (id: string) => `${id} did not export single-spa parcel lifecycles.`,
} as const;

/**
 * An error whose message is written for the person (the loader's own texts above). Any other error (the federation
 * runtime's, with its codes and URLs) is shown as `unavailable` and only logged in full.
 */
export class RemoteLoaderError extends Error {
  override name = 'RemoteLoaderError';
}

/** What the error state says about `error`. */
export function personMessage(error: unknown): string {
  return error instanceof RemoteLoaderError ? error.message : REMOTE_LOADER_TEXTS.unavailable;
}
