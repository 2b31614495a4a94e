export * from './route-builder';
