/** What other modules use of the users (docs/architecture.md, "Inside the API"). */
export {
  bindDevice,
  claimKioskSecret,
  findClashes,
  findUserByEmail,
  findUserById,
  insertUserWithFreeUsername,
  revokeSessions,
  USER_SEARCH_COLUMNS,
} from './repository';
export { currentUser, CurrentUser, currentUserFields, Gender, zoneOf } from './schemas';
export { GENERATED_DEVICE_ID, KIOSK_USERS_ONLY, normaliseEmail } from './service';
