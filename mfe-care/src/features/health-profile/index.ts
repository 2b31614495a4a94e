import { createParcel } from '@care/shared';
import { HealthProfileScreen } from './components/health-profile-screen';

/** The exposed module `mfe_care/HealthProfileScreen` (shared/src/manifests/mfe-care.ts). */
export default createParcel('mfe_care/HealthProfileScreen', HealthProfileScreen);
