export * from './call';
