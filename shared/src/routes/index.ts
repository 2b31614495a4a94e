export * from './route-builder';
export { clockPath, homePath } from './home-path';
