import { createParcel } from '@care/shared';
import { MessagesScreen } from './components/messages-screen';

/** The exposed module `mfe_admin/MessagesScreen` (shared/src/manifests/mfe-admin.ts). */
export default createParcel('mfe_admin/MessagesScreen', MessagesScreen);
