/** What other modules use of the medication doses (docs/architecture.md, "Inside the API"). */
export { doseStatus, localToday, scheduledDoses } from './schedule';
export type { MarkedStatus } from './schedule';
