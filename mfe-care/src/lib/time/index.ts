export * from './zoned';
export * from './calendar-grid';
export * from './words';
