export * from './get-doses';
export * from './mark-dose';
export * from './adherence';
export * from './dose-status-badge';
export * from './dose-row';
