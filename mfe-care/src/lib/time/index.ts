export * from './zoned';
export * from './calendar-grid';
