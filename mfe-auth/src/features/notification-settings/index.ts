import { createParcel } from '@care/shared';
import { NotificationSettingsScreen } from './components/notification-settings-screen';

/** The exposed module `mfe_auth/NotificationSettingsScreen` (shared/src/manifests/mfe-auth.ts). */
export default createParcel('mfe_auth/NotificationSettingsScreen', NotificationSettingsScreen);
