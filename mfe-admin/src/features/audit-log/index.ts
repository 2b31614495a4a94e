import { createParcel } from '@care/shared';
import { AuditLogScreen } from './components/audit-log-screen';

/** The exposed module `mfe_admin/AuditLogScreen` (shared/src/manifests/mfe-admin.ts). */
export default createParcel('mfe_admin/AuditLogScreen', AuditLogScreen);
