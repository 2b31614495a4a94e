import { createParcel } from '@care/shared';
import { PeopleScreen } from './components/people-screen';

/** The exposed module `mfe_care/PeopleScreen` (shared/src/manifests/mfe-care.ts). */
export default createParcel('mfe_care/PeopleScreen', PeopleScreen);
