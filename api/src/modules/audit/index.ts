/** What other modules use of the audit log (docs/architecture.md, "Inside the API"). */
export { audit, auditKioskFailure } from './audit';
export { insertAudit, listAuditPage } from './repository';
export type { AuditRow } from './repository';
