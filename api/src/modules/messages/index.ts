/** What other modules use of messages and support requests (docs/architecture.md, "Inside the API"). */
export { countUnacknowledged, listMessagePage } from './repository';
export type { AdminMessageRow } from './repository';
export { listSupportPage, setSupportStatus } from './support';
export type { AdminSupportRow } from './support';
