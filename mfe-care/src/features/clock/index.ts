import { createParcel } from '@care/shared';
import { ClockScreen } from './components/clock-screen';

/** The exposed module `mfe_care/ClockScreen` (shared/src/manifests/mfe-care.ts). */
export default createParcel('mfe_care/ClockScreen', ClockScreen);
