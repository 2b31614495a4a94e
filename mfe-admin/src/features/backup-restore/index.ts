import { createParcel } from '@care/shared';
import { BackupRestoreScreen } from './components/backup-restore-screen';

/** The exposed module `mfe_admin/BackupRestoreScreen` (shared/src/manifests/mfe-admin.ts). */
export default createParcel('mfe_admin/BackupRestoreScreen', BackupRestoreScreen);
