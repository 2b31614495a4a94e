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

/**
 * One release of a remote as the registry names it in `remotes.json` (docs/deploying.md): its id, where its entry
 * is, and the shared modules (with the ranges) it was built to run with.
 */
export interface ReleaseRef {
  /** `<version>-<hash>`, the release's folder under releases/<remote>/. */
  id: string;
  /** The URL of its remoteEntry.js. */
  entry: string;
  /** Shared singleton → the semver range the release requires of what the host provides (from mf-manifest.json). */
  requires: Record<string, string>;
}

/** The registry's word on one remote: what is deployed, and the releases known good before it, newest first. */
export interface DeployedRelease extends ReleaseRef {
  fallbacks: ReleaseRef[];
}

/**
 * The deploy-time config the host reads at start and re-reads to learn of a deploy (`/remotes.json`, deployed
 * beside it and written by the registry's deploy and rollback commands; docs/deploying.md). Only `apiBaseUrl`,
 * `remotes` and `profiles` are needed: a hand-written file with just those works, and unknown keys are ignored.
 */
export interface RemotesConfig {
  /** Base URL of the backend API, ending in /api. */
  apiBaseUrl: string;
  /** Where each remote's entry is deployed (the pointer the registry switches). */
  remotes: Partial<Record<RemoteName, string>>;
  /** Which remotes each profile loads. A kiosk loads only the clock (care) and voice. */
  profiles: { site: RemoteName[]; kiosk: RemoteName[] };
  /** Optional: the local voice gateway (host:port) for the Voice SDK. */
  voiceGateway?: string;
  /** Written by the registry: per remote, the deployed release and the known-good ones to fall back to. */
  releases?: Partial<Record<RemoteName, DeployedRelease>>;
  /** Written by the registry: releases that passed deploy's checks and that an admin may try on one browser. */
  candidates?: Partial<Record<RemoteName, ReleaseRef[]>>;
  /** How often an open page asks (a conditional request) whether this file changed; 60 when absent. */
  updateCheckSeconds?: number;
}
