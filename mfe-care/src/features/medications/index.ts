import { createParcel } from '@care/shared';
import { MedicationsScreen } from './components/medications-screen';

/** The exposed module `mfe_care/MedicationsScreen` (shared/src/manifests/mfe-care.ts). */
export default createParcel('mfe_care/MedicationsScreen', MedicationsScreen);
