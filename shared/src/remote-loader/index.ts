export {
  activeProfile,
  HOST_FEDERATION_NAME,
  initFederation,
  isRemoteActive,
  loadRemoteModule,
  loadRemotesConfig,
  preloadRemoteModule,
} from './federation';
export type { RemotesProfile } from './federation';
export {
  federationModuleSource,
  RemoteModuleSourceContext,
  RemoteParcel,
  REMOTE_LOAD_TIMEOUT_MS,
} from './remote-parcel';
export type { RemoteModuleSource, RemoteParcelProps } from './remote-parcel';
export {
  BACKGROUND_RETRY_FIRST_MS,
  BACKGROUND_RETRY_MAX_MS,
  backgroundRetryDelay,
  retryDelay,
} from './remote-error-boundary';
export type { RemoteRecovery } from './remote-error-boundary';
export { REMOTE_LOADER_TEXTS } from './remote-loader-texts';
