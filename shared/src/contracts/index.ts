export * from './navigation';
export * from './remotes';
