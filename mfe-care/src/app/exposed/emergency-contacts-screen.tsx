import { createParcel } from '@care/shared';
import { EmergencyContactsScreen } from '../../features/emergency-contacts/components/emergency-contacts-screen';

export default createParcel(EmergencyContactsScreen);
