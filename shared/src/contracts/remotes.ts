import type { NavigateFn } from './navigation';

/**
 * Every exposed module of every remote, with the props its parcel accepts.
 * A remote's federation config exposes exactly these keys (`./LoginScreen` for `mfe_auth/LoginScreen`).
 * Each exposed module default-exports single-spa-react lifecycles (see `createParcel`).
 */
export const REMOTE_NAMES = [
  'mfe_auth',
  'mfe_admin',
  'mfe_care',
  'mfe_picturebook',
  'mfe_voice',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Props every screen parcel receives from the host. */
export interface ScreenProps<P extends Record<string, string> = Record<string, never>> {
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

export interface RemoteModules {
  'mfe_auth/LoginScreen': ScreenProps;
  'mfe_auth/RegisterScreen': ScreenProps;
  'mfe_auth/PasswordResetScreen': ScreenProps;
  'mfe_auth/ProfileScreen': ScreenProps;
  'mfe_auth/ProfileEditScreen': ScreenProps;
  'mfe_auth/ChangePasswordScreen': ScreenProps;
  'mfe_auth/NotificationSettingsScreen': ScreenProps;
  'mfe_admin/AdminDashboardScreen': ScreenProps;
  'mfe_admin/UserManagementScreen': ScreenProps;
  'mfe_admin/UserEditScreen': UserScreenProps;
  'mfe_admin/BackupRestoreScreen': ScreenProps;
  'mfe_care/ClockScreen': UserScreenProps;
  'mfe_care/HealthProfileScreen': UserScreenProps;
  'mfe_care/EmergencyContactsScreen': UserScreenProps;
  'mfe_care/AppointmentsScreen': ScreenProps<{ userId: string; appointmentId?: string }>;
  'mfe_care/MedicationsScreen': ScreenProps<{ userId: string; medicationId?: string }>;
  'mfe_care/AddToCalendarScreen': ScreenProps<{ kind: 'appointment' | 'medication'; id: string }>;
  'mfe_care/FoodLogScreen': UserScreenProps;
  'mfe_care/CalendarScreen': UserScreenProps;
  'mfe_picturebook/PictureBookScreen': UserScreenProps;
  'mfe_picturebook/UploadDialog': UploadDialogProps;
  'mfe_picturebook/GalleryDialog': GalleryDialogProps;
  'mfe_voice/CallService': CallServiceProps;
}

export type RemoteModuleId = keyof RemoteModules;

/** The same ids as data, so builds and tests can check each remote exposes exactly its share. */
export const REMOTE_MODULE_IDS = [
  'mfe_auth/LoginScreen',
  'mfe_auth/RegisterScreen',
  'mfe_auth/PasswordResetScreen',
  'mfe_auth/ProfileScreen',
  'mfe_auth/ProfileEditScreen',
  'mfe_auth/ChangePasswordScreen',
  'mfe_auth/NotificationSettingsScreen',
  'mfe_admin/AdminDashboardScreen',
  'mfe_admin/UserManagementScreen',
  'mfe_admin/UserEditScreen',
  'mfe_admin/BackupRestoreScreen',
  'mfe_care/ClockScreen',
  'mfe_care/HealthProfileScreen',
  'mfe_care/EmergencyContactsScreen',
  'mfe_care/AppointmentsScreen',
  'mfe_care/MedicationsScreen',
  'mfe_care/AddToCalendarScreen',
  'mfe_care/FoodLogScreen',
  'mfe_care/CalendarScreen',
  'mfe_picturebook/PictureBookScreen',
  'mfe_picturebook/UploadDialog',
  'mfe_picturebook/GalleryDialog',
  'mfe_voice/CallService',
] as const satisfies readonly RemoteModuleId[];

// Fails to compile when an id of RemoteModules is missing from the list above.
type UnlistedModuleId = Exclude<RemoteModuleId, (typeof REMOTE_MODULE_IDS)[number]>;
export const ALL_MODULE_IDS_LISTED: [UnlistedModuleId] extends [never] ? true : never = true;

/** The module ids a remote must expose. */
export function moduleIdsOf(remote: RemoteName): RemoteModuleId[] {
  return REMOTE_MODULE_IDS.filter((id) => id.startsWith(`${remote}/`));
}

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** The `exposes` key of a module id: `mfe_care/ClockScreen` → `./ClockScreen`. */
export function exposeKeyOf(id: RemoteModuleId): string {
  return `./${id.slice(id.indexOf('/') + 1)}`;
}

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
