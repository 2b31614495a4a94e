import {
  CLOCK_FACE_KEY,
  clockFaceAtOffset,
  clockParts,
  clockWordsOf,
  clockFaceInZone,
  decideKiosk,
  DOCUMENT_CLOCK_CLASS,
  DOCUMENT_CLOCK_ID,
  DOCUMENT_CLOCK_STYLE_ID,
  isClockPath,
  KIOSK_CLOCK_SIZES,
  kioskTheme,
  offsetForDocumentClock,
  parseClockFace,
  usableTimeZone,
} from '@care/shared/document-clock';
import type { ClockFaceSettings, ClockFaceText, KioskEnv } from '@care/shared/document-clock';

/**
 * The document's clock (docs/performance.md): on a kiosk device, the page paints the clock face before any bundle has loaded,
 * so that the person sees the time as soon as the document arrives. This file is bundled at build time and inlined
 * into the host's index.html (config/document-clock.cjs); it runs during parsing, and the bundles start after the
 * clock's first frame (start-bundles.ts).
 *
 * It writes the face with plain arithmetic in the zone's offset the last session saved (`clockFaceAtOffset`; on a
 * first start, the device's own offset): the page's first Intl use would cost more than the rest of its first frame.
 * Only a face saved without an offset, or one whose span has ended, is written through Intl.
 *
 * It draws an overlay over the whole screen with the geometry of the React clock screen's top part (mfe-care's
 * clock-screen.tsx and clock-face.tsx: the same grid, paddings, type sizes and theme), and ticks each second until
 * the React clock takes over (`removeDocumentClock`, on the React clock's first commit in the person's zone): the
 * same pixels before and after, nothing moves.
 *
 * A person whose clock shows the time in words (the saved face's `words`) gets the words face: the words, large, and
 * the digits under them, smaller, as mfe-care's ClockWords draws them; the 12/24 h and the zone are the saved ones too.
 * The words (the time in words, the sentence, the date) are in the saved face's language (`lang`, English when absent),
 * as the React clock wrote them.
 */

const { colors, font, space } = kioskTheme;

/** The overlay's style: the React clock page's layout (KioskPage, Face, Digits, Side, DayRow, Sentence, FullDate). */
export function documentClockCss(): string {
  const id = `#${DOCUMENT_CLOCK_ID}`;
  // The body's margin is the global style's from the start: the page under the overlay does not move when it loads.
  return `html.${DOCUMENT_CLOCK_CLASS}{font-size:${font.rootSize}}
html.${DOCUMENT_CLOCK_CLASS} body{margin:0}
${id}{position:fixed;inset:0;z-index:2147483000;box-sizing:border-box;display:grid;grid-template-rows:auto auto minmax(0,1fr);gap:${space(1)};padding:${space(0.5)} ${space(2)} ${space(1)};margin:0;overflow:hidden;background:${colors.background};color:${colors.text};font-family:${font.family};font-size:${KIOSK_CLOCK_SIZES.page};line-height:1.2;-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:100%;user-select:none}
${id} *{box-sizing:border-box}
${id} .dc-face{display:flex;align-items:center;justify-content:center;gap:${space(2)};font-variant-numeric:tabular-nums;line-height:1}
${id} time{display:block;font-weight:700;letter-spacing:-0.02em;font-size:${KIOSK_CLOCK_SIZES.digits}}
${id} .dc-side{display:flex;flex-direction:column;gap:0.15em;font-size:${KIOSK_CLOCK_SIZES.side};font-weight:700}
${id} .dc-seconds{color:${colors.textMuted};min-width:2ch}
${id} .dc-row{display:flex;flex-wrap:nowrap;align-items:center;justify-content:space-between;gap:${space(1)} ${space(2)}}
${id} .dc-row>:first-child{flex:1 1 auto;min-width:0}
${id} p{margin:0;line-height:1.2}
${id} .dc-sentence{font-size:${KIOSK_CLOCK_SIZES.sentence};font-weight:700}
${id} .dc-date{font-size:${KIOSK_CLOCK_SIZES.fullDate}}
${id} .dc-words{font-weight:700;line-height:1.1;text-align:center;text-wrap:balance;font-size:min(11vh,6.2vw)}
${id} time.dc-small{letter-spacing:normal;text-align:center;font-variant-numeric:tabular-nums;line-height:1.1;font-size:min(9vh,5vw)}`;
}

/** What the document needs from the browser; tests pass their own. */
export interface DocumentClockEnv {
  document: Document;
  kiosk: KioskEnv;
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
}

/**
 * How the face is written at an instant: with the offset when one serves, else through Intl in the zone; with the
 * time in words (`words`: "It's half past nine in the morning") when the saved face has them.
 */
function faceWriter(
  saved: ClockFaceSettings | null,
): (at: number) => ClockFaceText & { words: string } {
  const hour12 = saved?.hour12 ?? true;
  // The clock's languages are inline (shared/src/time/kiosk-words.ts): nothing can load before this paints.
  const words = clockWordsOf(saved?.lang ?? 'en');
  let zone: string | null = null;
  return (at) => {
    const minutes = offsetForDocumentClock(saved, at);
    if (minutes !== null) {
      const wall = new Date(at + minutes * 60_000);
      const time = saved?.words ? words.time(wall.getUTCHours(), wall.getUTCMinutes()) : '';
      return { ...clockFaceAtOffset(at, minutes, hour12, words), words: time };
    }
    // The zone the last session saved, else the device's (a first start); looked up once, on first need.
    zone ??= usableTimeZone(saved?.timeZone);
    let time = '';
    if (saved?.words) {
      // The wall clock's hour and minute, read from its 24-hour digits through Intl (no offset to count from).
      const [hour = 0, minute = 0] = clockParts(at, zone, false).time.split(':').map(Number);
      time = words.time(hour, minute);
    }
    return { ...clockFaceInZone(at, zone, hour12, words), words: time };
  };
}

/** Whether this page paints the document's clock: a kiosk device opening its clock (the root or a clock page). */
function paintsDocumentClock(env: KioskEnv): boolean {
  return decideKiosk(env).kioskDevice && (env.pathname === '/' || isClockPath(env.pathname));
}

/** Paints the clock when this page is a kiosk's clock; returns the overlay, or null. */
export function paintDocumentClock(env: DocumentClockEnv): HTMLElement | null {
  if (!paintsDocumentClock(env.kiosk)) return null;
  const saved = parseClockFace(env.kiosk.getLocal(CLOCK_FACE_KEY));
  const doc = env.document;
  const faceAt = faceWriter(saved);
  const style = doc.createElement('style');
  style.id = DOCUMENT_CLOCK_STYLE_ID;
  style.textContent = documentClockCss();
  doc.head.appendChild(style);
  doc.documentElement.classList.add(DOCUMENT_CLOCK_CLASS);

  const element = (tag: string, className: string, parent: HTMLElement): HTMLElement => {
    const child = doc.createElement(tag);
    if (className) child.className = className;
    parent.appendChild(child);
    return child;
  };
  const overlay = doc.createElement('div');
  overlay.id = DOCUMENT_CLOCK_ID;
  // A landmark of its own: while a remote is late the overlay is all the person sees, and all a screen reader finds.
  overlay.setAttribute('role', 'region');
  overlay.setAttribute('aria-label', 'Clock');
  // The words face (mfe-care's ClockWords): the words, then the digits with am/pm, no seconds; else LargeDigits.
  const wordsFace = saved?.words === true;
  const face = element('div', wordsFace ? '' : 'dc-face', overlay);
  const words = wordsFace ? element('p', 'dc-words', face) : null;
  const time = element('time', wordsFace ? 'dc-small' : '', face);
  // The words face has no seconds beside its digits: its side stays off the page.
  const side = element('div', 'dc-side', wordsFace ? doc.createElement('div') : face);
  side.setAttribute('aria-hidden', 'true');
  const seconds = element('span', 'dc-seconds', side);
  const period = element('span', '', side);
  const day = element('div', '', element('div', '', element('div', 'dc-row', overlay)));
  const sentence = element('p', 'dc-sentence', day);
  const fullDate = element('p', 'dc-date', day);
  doc.body.appendChild(overlay);

  const set = (node: HTMLElement, text: string): void => {
    if (node.textContent !== text) node.textContent = text;
  };
  const render = (at: number): void => {
    const face = faceAt(at);
    if (words) set(words, face.words);
    set(time, words ? `${face.time} ${face.period}` : face.time);
    set(seconds, face.seconds);
    set(period, face.period);
    set(sentence, face.sentence);
    set(fullDate, face.fullDate);
  };
  // Each second on the wall clock's second, as the React clock ticks; it stops once the overlay is removed.
  const tick = (): void => {
    if (!overlay.isConnected) return;
    const at = env.now();
    render(at);
    env.setTimeout(tick, 1000 - (at % 1000));
  };
  tick();
  return overlay;
}
