export * from './navigation';
export * from './remotes';
export type * from './current-user';
