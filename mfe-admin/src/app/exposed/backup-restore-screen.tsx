import { createParcel } from '@care/shared';
import { BackupRestoreScreen } from '../../features/backup-restore/components/backup-restore-screen';

export default createParcel(BackupRestoreScreen);
