// The inline script's entry (config/document-clock.cjs bundles it into index.html): the live browser.
import { currentKioskEnv, removeDocumentClock } from '@care/shared/document-clock';
import { paintDocumentClock } from './document-clock';
import { startBundles } from './start-bundles';

let painted = false;
try {
  painted =
    paintDocumentClock({
      document,
      kiosk: currentKioskEnv(),
      now: Date.now,
      setTimeout: (run, ms) => window.setTimeout(run, ms),
    }) !== null;
} catch {
  // A browser this script cannot paint in (Intl or storage refused): nothing half-drawn stays; the React clock
  // comes as before.
  removeDocumentClock();
}
// The app starts in every case; after the clock's first frame when the document painted one.
startBundles(
  {
    document,
    requestAnimationFrame: (run) => window.requestAnimationFrame(run),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
  },
  painted,
);
