/** What other modules use of the contacts (docs/architecture.md, "Inside the API"). */
export { listContacts } from './repository';
