/**
 * How the host's page starts its bundles (docs/performance.md). The head lists them as preloads (`<link rel="preload"
 * as="script" data-start>`, written at build time), so their downloads begin while the document is parsed; this
 * inserts them as scripts, in order, from the inline script at the end of the body.
 *
 * A kiosk page that painted the document's clock starts them once the browser has shown that clock: a deferred
 * script runs before the page's first frame whenever it has arrived by then (always on a warm start), and the host's
 * entry (the federation runtime, starting every shared download) would hold the clock back by its whole run. Any
 * other page starts them at once, in the order they are listed, as a deferred script would.
 */

/** Marks the head's preloads that are the page's bundles (the only ones this starts; config/webpack.cjs writes it). */
const START_ATTRIBUTE = 'data-start';

/**
 * The longest wait for the first frame. A page opened hidden gets no animation frames until it is shown; its
 * bundles do not wait for that.
 */
export const FIRST_FRAME_WAIT_MS = 250;

export interface StartEnv {
  document: Document;
  requestAnimationFrame: (run: () => void) => unknown;
  setTimeout: (run: () => void, ms: number) => unknown;
}

/** The page's bundles, in the order the build listed them. */
export function bundleUrls(doc: Document): string[] {
  return Array.from(
    doc.head.querySelectorAll<HTMLLinkElement>(
      `link[rel="preload"][as="script"][${START_ATTRIBUTE}]`,
    ),
    (link) => link.getAttribute('href') ?? '',
  ).filter((href) => href !== '');
}

function insertScripts(doc: Document): void {
  for (const src of bundleUrls(doc)) {
    const script = doc.createElement('script');
    script.src = src;
    // Inserted scripts run as soon as each arrives; these keep their order, as deferred scripts do.
    script.async = false;
    doc.head.appendChild(script);
  }
}

/**
 * Starts the page's bundles: at once, or, when `afterFirstFrame`, in the task after the next frame (a frame's
 * animation callbacks run before it is painted; the task after them runs once it has been), or after
 * `FIRST_FRAME_WAIT_MS` if no frame comes first. They are started once.
 */
export function startBundles(env: StartEnv, afterFirstFrame: boolean): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    insertScripts(env.document);
  };
  if (!afterFirstFrame) {
    start();
    return;
  }
  env.requestAnimationFrame(() => env.setTimeout(start, 0));
  env.setTimeout(start, FIRST_FRAME_WAIT_MS);
}
