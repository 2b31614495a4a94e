import { readStorage, writeStorage } from '../lib/storage';
import {
  CLOCK_FACE_KEY,
  offsetCovers,
  parseClockFace,
  serializeClockFace,
  type ClockFaceSettings,
  type OffsetSpan,
} from './clock-face';

/**
 * The document's clock (docs/performance.md): on a kiosk device the host's `index.html` paints the clock face itself, as an
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
 * How old a saved offset span may grow before the React clock looks the zone up again: a kiosk reloads nightly, so
 * each start's document clock finds a span that covers it (the span reaches a week ahead, or to the zone's change).
 */
export const OFFSET_RECHECK_MS = 24 * 3_600_000;

/** Whether a saved span is fresh at `at`: it covers it and was found within the last day. */
function offsetFresh(span: OffsetSpan | undefined, at: number): span is OffsetSpan {
  return offsetCovers(span, at) && at - span.from < OFFSET_RECHECK_MS;
}

/**
 * The zone's offset span, with the code that finds it loaded now; none when that code cannot load (a kiosk offline
 * before it was ever cached): the face is saved without one, and the next start's document clock uses Intl.
 */
async function findOffsetSpan(at: number, zone: string): Promise<OffsetSpan | undefined> {
  try {
    return (await import('./clock-offset')).offsetSpan(at, zone);
  } catch {
    return undefined;
  }
}

/**
 * Saves what the React clock displays with, for the next start's document clock, with the zone's offset over the
 * coming days (found with Intl, which the React clock has paid for already; the code that finds it is loaded then).
 * Written only when something changed or the saved offset is a day old; fields another version (or another feature)
 * added are kept.
 */
export async function saveClockFace(
  settings: ClockFaceSettings,
  at: number = Date.now(),
): Promise<void> {
  const saved = parseClockFace(readStorage('local', CLOCK_FACE_KEY));
  const sameZone = saved?.timeZone === settings.timeZone && offsetFresh(saved.offset, at);
  if (
    sameZone &&
    saved.hour12 === settings.hour12 &&
    saved.words === (settings.words === true) &&
    (saved.lang ?? 'en') === (settings.lang ?? 'en')
  )
    return;
  const offset = sameZone ? saved.offset : await findOffsetSpan(at, settings.timeZone);
  // Read again: the import may have taken a moment.
  const raw = readStorage('local', CLOCK_FACE_KEY);
  let extra: Record<string, unknown> = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      extra = value as Record<string, unknown>;
  } catch {
    // Not JSON: nothing worth keeping.
  }
  // The offset is this function's to write: a span it could not find replaces the old one with none.
  delete extra.offset;
  writeStorage('local', CLOCK_FACE_KEY, serializeClockFace({ ...settings, offset }, extra));
}
