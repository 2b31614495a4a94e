/** What other modules use of the admin area's settings (docs/architecture.md, "Inside the API"). */
export { kioskSilentAfterMinutes } from './settings';
