import { createParcel } from '@care/shared';
import { CalendarScreen } from './components/calendar-screen';

/** The exposed module `mfe_care/CalendarScreen` (shared/src/manifests/mfe-care.ts). */
export default createParcel('mfe_care/CalendarScreen', CalendarScreen);
