export * from './unreadable';
export * from './zoned-input';
export * from './rules';
