import { readStorage, writeStorage } from '../lib/storage';
import {
  CLOCK_FACE_KEY,
  parseClockFace,
  serializeClockFace,
  type ClockFaceSettings,
} from './clock-face';

/**
 * The document's clock (issue 24): on a kiosk device the host's `index.html` paints the clock face itself, as an
 * overlay with the React clock's geometry, before any bundle has loaded. It stays until the React clock screen
 * commits what it displays (then the two are the same pixels) or until the page shows something other than the
 * clock; whoever takes over removes it through this module.
 */
export const DOCUMENT_CLOCK_ID = 'document-clock';
/** Its style element's id. */
export const DOCUMENT_CLOCK_STYLE_ID = 'document-clock-style';
/** On the root element while it shows: the kiosk theme's root size, so that its rem are the React clock's. */
export const DOCUMENT_CLOCK_CLASS = 'document-clock-shows';

/** Removes the document's clock and its style (a no-op when there is none); its ticking stops with it. */
export function removeDocumentClock(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(DOCUMENT_CLOCK_ID)?.remove();
  document.getElementById(DOCUMENT_CLOCK_STYLE_ID)?.remove();
  document.documentElement.classList.remove(DOCUMENT_CLOCK_CLASS);
}

/** The settings the last session on this device saved, or null. */
export function readClockFace(): ClockFaceSettings | null {
  return parseClockFace(readStorage('local', CLOCK_FACE_KEY));
}

/**
 * Saves what the React clock displays with, for the next start's document clock. Written only when it changed;
 * fields another version (or another feature) added to the saved object are kept.
 */
export function saveClockFace(settings: ClockFaceSettings): void {
  const raw = readStorage('local', CLOCK_FACE_KEY);
  const saved = parseClockFace(raw);
  if (
    saved?.timeZone === settings.timeZone &&
    saved.hour12 === settings.hour12 &&
    saved.words === (settings.words === true)
  )
    return;
  let extra: Record<string, unknown> = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      extra = value as Record<string, unknown>;
  } catch {
    // Not JSON: nothing worth keeping.
  }
  writeStorage('local', CLOCK_FACE_KEY, serializeClockFace(settings, extra));
}
