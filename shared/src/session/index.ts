export type * from './session-types';
export { useSessionStore } from './session-store';
export { useMe } from './use-me';
export { isAdminUser, roles } from '../lib/admin-rule';
export { hasSessionAccessToken, readStoredUserId } from '../lib/identity-storage';
