export {
  decideKiosk,
  isKioskEligible,
  isKioskOverride,
  isClockPath,
  applyKioskBodyClass,
  currentKioskEnv,
  type KioskEnv,
  type KioskDecision,
} from './kiosk-mode';
export { randomId, readDeviceId } from './device-id';
export {
  kioskBootstrap,
  kioskBootstrapFailure,
  KIOSK_BOOTSTRAP_CONFIG_PATH,
  KIOSK_LOGIN_PATH,
  type KioskBootstrapFailure,
} from './kiosk-bootstrap';
export {
  kioskPingPayload,
  kioskReport,
  type KioskPingOptions,
  type KioskPingPayload,
} from './kiosk-ping';
export { onSync, readLastSync, recordSync } from './last-sync';
export { pageReload } from './page-reload';
export {
  isApiReachable,
  isUnreachableError,
  startReachability,
  REACHABILITY_PROBE_MS,
} from './reachability';
export {
  registerOfflineActions,
  saveOfflineDay,
  hasOfflineDay,
  retryWhileUnreachable,
  OFFLINE_ACTIONS_SCOPE,
  OFFLINE_DAY_STORAGE_KEY,
  type OfflineAction,
} from './offline-day';
export { staleSince, useStaleSince } from './stale-since';
export {
  CLOCK_FACE_KEY,
  CLOCK_FACE_VERSION,
  CLOCK_LOCALE,
  clockFormatter,
  clockParts,
  dayPartOf,
  daySentence,
  deviceTimeZone,
  formatFullDate,
  hourOf,
  isKnownTimeZone,
  KIOSK_CLOCK_SIZES,
  nowSentence,
  parseClockFace,
  serializeClockFace,
  usableTimeZone,
  weekdayOf,
  type ClockFaceSettings,
  type ClockParts,
  type DayPart,
} from './clock-face';
export {
  DOCUMENT_CLOCK_CLASS,
  DOCUMENT_CLOCK_ID,
  DOCUMENT_CLOCK_STYLE_ID,
  readClockFace,
  removeDocumentClock,
  saveClockFace,
} from './document-clock';
