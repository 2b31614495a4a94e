export * from './unreadable';
export * from './zoned-input';
export * from './rules';
export * from './zoned-fields';
export * from './form-buttons';
