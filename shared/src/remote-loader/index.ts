export {
  activeProfile,
  HOST_FEDERATION_NAME,
  isRemoteActive,
  loadRemoteModule,
} from './federation';
export { federationModuleSource, RemoteParcel, REMOTE_LOAD_TIMEOUT_MS } from './remote-parcel';
export type { RemoteParcelProps } from './remote-parcel';
export {
  BACKGROUND_RETRY_FIRST_MS,
  BACKGROUND_RETRY_MAX_MS,
  backgroundRetryDelay,
} from './remote-error-boundary';
export { REMOTE_LOADER_TEXTS } from './remote-loader-texts';
