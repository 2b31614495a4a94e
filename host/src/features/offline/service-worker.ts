/** The offline shell's service worker, emitted beside index.html by the host's production build. */
export const SERVICE_WORKER_URL = '/service-worker.js';
/** After the first screen: registering (and precaching) must not compete with the first load. */
export const SERVICE_WORKER_DELAY_MS = 5_000;

/**
 * A kiosk device registers the offline shell (docs/kiosk-resilience.md) once its first screen is
 * up; browsers on the site, development servers and tests do not. A failure only means the kiosk has no
 * offline shell yet: it is said in the console and tried again on the next start.
 */
export function registerKioskServiceWorker(
  kioskDevice: boolean,
  environment: string | undefined = process.env.NODE_ENV,
): void {
  if (!kioskDevice || environment !== 'production' || !('serviceWorker' in navigator)) return;
  const register = (): void => {
    setTimeout(() => {
      const firstInstall = navigator.serviceWorker.controller === null;
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL)
        .then(() => {
          if (firstInstall) warmWhenControlled();
        })
        .catch((error: unknown) => console.warn('The offline shell could not be installed', error));
    }, SERVICE_WORKER_DELAY_MS);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Scripts of this start that the worker's runtime caches keep: remote entries and content-hashed chunks. */
export function scriptsToWarm(resources: readonly string[], origin: string): string[] {
  return resources.filter((url) => {
    const { pathname, origin: from } = new URL(url, origin);
    return (
      from !== origin &&
      (pathname.endsWith('/remoteEntry.js') || /\.[0-9a-f]{8}\.js$/.test(pathname))
    );
  });
}

/**
 * The first start with the worker loaded its remotes before the worker was there to see them: once it
 * controls the page, they are asked for once more through it (and so kept), with the remotes config, so
 * that the very next start can already be an offline one.
 */
function warmWhenControlled(): void {
  const warm = (): void => {
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    const urls = ['/remotes.json', ...scriptsToWarm(loaded, window.location.origin)];
    for (const url of urls)
      void fetch(url, { mode: 'cors', credentials: 'omit' }).catch(() => undefined);
  };
  if (navigator.serviceWorker.controller) warm();
  else navigator.serviceWorker.addEventListener('controllerchange', warm, { once: true });
}
