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
  BACKGROUND_RETRY_FIRST_MS,
  BACKGROUND_RETRY_MAX_MS,
  backgroundRetryDelay,
  retryDelay,
} from './remote-parcel';
export type { RemoteModuleSource, RemoteParcelProps, RemoteRecovery } from './remote-parcel';
export { REMOTE_LOADER_TEXTS } from './remote-loader-texts';
