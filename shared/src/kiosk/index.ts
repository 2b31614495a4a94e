export {
  decideKiosk,
  isKioskEligible,
  isClockPath,
  applyKioskBodyClass,
  type KioskEnv,
} from './kiosk-mode';
export { readDeviceId } from './device-id';
export { kioskBootstrap, kioskBootstrapFailure } from './kiosk-bootstrap';
export { readLastSync, recordSync } from './last-sync';
export { pageReload } from './page-reload';
export { isUnreachableError, startReachability, REACHABILITY_PROBE_MS } from './reachability';
export {
  registerOfflineActions,
  saveOfflineDay,
  hasOfflineDay,
  OFFLINE_DAY_STORAGE_KEY,
} from './offline-day';
export { staleSince, useStaleSince } from './stale-since';
export {
  CLOCK_FACE_KEY,
  clockParts,
  dayPartOf,
  deviceTimeZone,
  formatFullDate,
  isKnownTimeZone,
  KIOSK_CLOCK_SIZES,
  nowSentence,
  parseClockFace,
  serializeClockFace,
  usableTimeZone,
} from './clock-face';
export {
  DOCUMENT_CLOCK_CLASS,
  DOCUMENT_CLOCK_ID,
  DOCUMENT_CLOCK_STYLE_ID,
  readClockFace,
  removeDocumentClock,
  saveClockFace,
} from './document-clock';
