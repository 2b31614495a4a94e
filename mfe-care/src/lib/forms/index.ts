export * from './unreadable';
export * from './zoned-input';
export * from './rules';
export * from './server-fields';
