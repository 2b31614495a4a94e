import { createParcel } from '@care/shared';
import { NotificationSettingsScreen } from '../../features/notification-settings/components/notification-settings-screen';

export default createParcel(NotificationSettingsScreen);
