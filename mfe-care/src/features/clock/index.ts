import { createParcel } from '@care/shared';
import { ClockScreen } from './components/clock-screen';
import { registerClockOfflineActions } from './offline/offline-actions';

// A kiosk device's queued Taken and OK (docs/kiosk-resilience.md) are sent as soon as the clock's module is there.
registerClockOfflineActions();

/** The exposed module `mfe_care/ClockScreen` (shared/src/manifests/mfe-care.ts). */
export default createParcel('mfe_care/ClockScreen', ClockScreen);
