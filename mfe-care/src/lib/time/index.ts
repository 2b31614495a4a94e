// Zoned time for the care screens: day parts, local dates and midnights in a person's IANA zone, calendar
// grids, formats. Small pure functions on date-fns + @date-fns/tz and Intl; each has its tests beside it.
export * from './day-part';
export * from './zoned';
export * from './format';
export * from './use-now';
export * from './calendar-grid';
export * from './words';
