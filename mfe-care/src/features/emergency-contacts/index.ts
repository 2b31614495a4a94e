import { createParcel } from '@care/shared';
import { EmergencyContactsScreen } from './components/emergency-contacts-screen';

/** The exposed module `mfe_care/EmergencyContactsScreen` (shared/src/manifests/mfe-care.ts). */
export default createParcel('mfe_care/EmergencyContactsScreen', EmergencyContactsScreen);
