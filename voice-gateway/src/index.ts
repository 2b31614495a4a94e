// The gateway as a library: tests and scripts start it in-process.
export { startGateway, SIGNAL_PATH } from './gateway';
export type { GatewayOptions, GatewayStatus, RunningGateway, SessionStatus } from './gateway';
export { loadConfig, secretSource, DEFAULT_PORT, SECRET_FILE } from './config';
export {
  clientOnlyDirectory,
  staticDirectory,
  webhookDirectory,
  providerSignature,
  readTwiml,
  CLIENT_PREFIX,
} from './directory';
export type { DialOutcome, Directory, DirectoryEntry, Twiml } from './directory';
export { SERVICE_NUMBERS } from './calls/call-manager';
export type { CallRecord, CallTarget, EndReason } from './calls/call-record';
export { GATEWAY_ERRORS } from './sdk-errors';
export { createLogger } from './log';
export { readMuLawWav } from './media/wav';
