import { createParcel } from '@care/shared';
import { AppointmentsScreen } from '../../features/appointments/components/appointments-screen';

export default createParcel(AppointmentsScreen);
