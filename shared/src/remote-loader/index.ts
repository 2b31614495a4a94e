export { RemoteParcel } from './remote-parcel';
export { REMOTE_LOADER_TEXTS } from './remote-loader-texts';
export { clearReleasePins, pinRelease, useReleaseStore } from './release-store';
