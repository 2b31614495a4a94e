import type { RemoteName, ScreenModuleId, ScreenParams } from '../manifests';
import type { NavigateFn } from './navigation';

/**
 * The props contract of every exposed module. Screens need nothing here: their props are derived from the
 * routes their manifest lines name (shared/src/manifests). A non-route parcel (dialog, service) declares its
 * props in `ParcelProps` below; a compile-time check keeps that list and the manifests' parcels equal.
 */

/** Props every screen parcel receives from the host. */
export interface ScreenProps<P extends object = Record<string, never>> {
  navigate: NavigateFn;
  /** Route parameters, raw from the URL (already decoded). */
  params: P;
  /** The location's query string, including the leading '?', or ''. */
  search: string;
}

export type UserScreenProps = ScreenProps<{ userId: string }>;

export interface UploadDialogProps {
  open: boolean;
  userId: string | number;
  canUpload: boolean;
  onClose: () => void;
  onUploaded?: () => void;
}

export interface GalleryDialogProps {
  open: boolean;
  userId: string | number;
  onClose: () => void;
  onChanged?: () => void;
}

/** Mounted once by the host (kiosk mode, or on first use): implements the call contract in `call/`. */
export interface CallServiceProps {
  kioskMode: boolean;
}

/** The props of each non-route parcel of the manifests. */
export interface ParcelProps {
  'mfe_picturebook/UploadDialog': UploadDialogProps;
  'mfe_picturebook/GalleryDialog': GalleryDialogProps;
  'mfe_voice/CallService': CallServiceProps;
}

/** Every exposed module with the props its parcel accepts. */
export type RemoteModules = { [Id in ScreenModuleId]: ScreenProps<ScreenParams<Id>> } & ParcelProps;

/** The deploy-time config the host reads at start (`remotes.json`, deployed beside it). */
export interface RemotesConfig {
  /** Base URL of the backend API, ending in /api. */
  apiBaseUrl: string;
  /** Where each remote's entry is deployed. */
  remotes: Record<RemoteName, string>;
  /** Which remotes each profile loads. A kiosk loads only the clock (care) and voice. */
  profiles: { site: RemoteName[]; kiosk: RemoteName[] };
  /** Optional: the local voice gateway (host:port) for the Voice SDK. */
  voiceGateway?: string;
}
