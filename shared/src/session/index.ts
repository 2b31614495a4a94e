export type * from './session-types';
export { useSessionStore } from './session-store';
export { useMe } from './use-me';
export { setLeaveGuard, type LeaveGuard } from './leave-guard';
export { isAdminUser, roles } from '../lib/admin-rule';
export { hasSessionAccessToken, readStoredUserId } from '../lib/identity-storage';
export { hasAccessToken } from '../lib/token-storage';
export { readDraft, removeDraft, writeDraft } from '../lib/drafts';
