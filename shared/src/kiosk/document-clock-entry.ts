// What the document's clock (host/src/document-clock, inlined into index.html at build time) needs from shared:
// the clock face's rules and the kiosk decision, without the rest of shared (its first paint runs before any
// bundle). Only the host's build imports this entry (`@care/shared/document-clock`).
export * from './clock-face';
export * from './document-clock-face';
export {
  DOCUMENT_CLOCK_CLASS,
  DOCUMENT_CLOCK_ID,
  DOCUMENT_CLOCK_STYLE_ID,
  removeDocumentClock,
} from './document-clock';
export { currentKioskEnv, decideKiosk, isClockPath, type KioskEnv } from './kiosk-mode';
export { kioskTheme } from '../ui/theme';
export { clockWordsOf } from '../time/kiosk-words';
