export type * from './session-types';
export {
  useSessionStore,
  resetSessionStore,
  CURRENT_USER_PATH,
  LOGIN_API_PATH,
  LOGOUT_API_PATH,
} from './session-store';
export { setSessionNavigator, type SessionNavigate } from './session-navigator';
export { isAdminUser } from '../lib/admin-rule';
