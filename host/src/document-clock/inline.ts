// The inline script's entry (config/document-clock.cjs bundles it into index.html): the live browser.
import { currentKioskEnv, removeDocumentClock } from '@care/shared/document-clock';
import { paintDocumentClock } from './document-clock';

try {
  paintDocumentClock({
    document,
    kiosk: currentKioskEnv(),
    now: Date.now,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
  });
} catch {
  // A browser this script cannot paint in (Intl or storage refused): nothing half-drawn stays; the React clock
  // comes as before.
  removeDocumentClock();
}
