/** What other modules use of sign-in and sessions (docs/architecture.md, "Inside the API"). */
export { findSession, listSessions, revokeSession, sessionDevice } from './repository';
export type { SessionRow } from './repository';
export { clientOf, issueTokens } from './tokens';
