import { createParcel } from '@care/shared';
import { AddToCalendarScreen } from './components/add-to-calendar-screen';

/** The exposed module `mfe_care/AddToCalendarScreen` (shared/src/manifests/mfe-care.ts). */
export default createParcel('mfe_care/AddToCalendarScreen', AddToCalendarScreen);
