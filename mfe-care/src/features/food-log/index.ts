import { createParcel } from '@care/shared';
import { FoodLogScreen } from './components/food-log-screen';

/** The exposed module `mfe_care/FoodLogScreen` (shared/src/manifests/mfe-care.ts). */
export default createParcel('mfe_care/FoodLogScreen', FoodLogScreen);
