// `@care/shared/host`: the host's wiring, for the host alone. Remotes run inside what it starts: they read the
// session, the cache and the stores through `@care/shared`, and never configure the API, start timers or channels,
// load remotes or render the document's providers. ESLint keeps this entry out of every other package.
//
// Not a federation singleton of its own, and it need not be: only the host's build bundles this file, and its
// modules are the same modules (one webpack runtime, one module cache) as those of the `@care/shared` the host
// provides to every remote, so a timer started here and a store a remote reads are one and the same.
export { configureApi } from './api/http-client';
export { startTokenRefreshTimer } from './api/token-refresh';
export { startHeartbeat } from './api/heartbeat';
export {
  applyDeployedConfig,
  initFederation,
  preloadRemoteModule,
  type RemotesProfile,
} from './remote-loader/federation';
export { fetchRemotesConfig, loadRemotesConfig } from './remote-loader/remotes-config';
export { reportRemoteEvent, startRemoteEventReports } from './remote-loader/report-remote-event';
export { RemoteModuleSourceContext, type RemoteModuleSource } from './remote-loader/remote-parcel';
export { retryDelay, type RemoteRecovery } from './remote-loader/remote-error-boundary';
export { syncKioskModeFlag } from './kiosk/kiosk-mode';
export { getOrCreateDeviceId } from './kiosk/device-id';
export { runKioskPairing, type KioskPairingView } from './kiosk/kiosk-pairing';
export { startKioskPing } from './kiosk/kiosk-ping';
export { LAST_SYNC_KEY, startLastSyncRecorder } from './kiosk/last-sync';
export { startLiveChannel } from './live/live-channel';
export { InPageLanguage, SharedProviders } from './parcel/remote-root';
export { readStoredUser } from './lib/identity-storage';
export { AppThemeProvider } from './ui/app-theme-provider';
export { GlobalStyle } from './ui/global-style';
export { SnackbarViewport } from './notify/snackbar-viewport';
export { leaveGuardFor } from './session/leave-guard';
