import { createParcel } from '@care/shared';
import { AppointmentsScreen } from './components/appointments-screen';

/** The exposed module `mfe_care/AppointmentsScreen` (shared/src/manifests/mfe-care.ts). */
export default createParcel('mfe_care/AppointmentsScreen', AppointmentsScreen);
