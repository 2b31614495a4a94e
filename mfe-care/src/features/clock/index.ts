import { createParcel } from '@care/shared';
import { ClockScreen } from './components/clock-screen';

/**
 * The exposed module `mfe_care/ClockScreen` (shared/src/manifests/mfe-care.ts). A kiosk device's queued Taken and
 * OK (docs/kiosk-resilience.md) are declared, and sent, once the clock page has the chunk it loads after its first
 * commit (components/clock-screen.tsx).
 */
export default createParcel('mfe_care/ClockScreen', ClockScreen);
