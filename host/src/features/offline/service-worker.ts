/** The offline shell's service worker, emitted beside index.html by the host's production build. */
export const SERVICE_WORKER_URL = '/service-worker.js';
/** After the first screen: registering (and precaching) must not compete with the first load. */
export const SERVICE_WORKER_DELAY_MS = 5_000;

/**
 * Issue 15: a kiosk device registers the offline shell (docs/kiosk-resilience.md) once its first screen is
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
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL)
        .catch((error: unknown) => console.warn('The offline shell could not be installed', error));
    }, SERVICE_WORKER_DELAY_MS);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
