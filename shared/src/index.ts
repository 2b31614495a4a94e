// The public entry of @care/shared: everything another package may use is exported from here.
// Each area owns its own barrel; keep this file a list of them.
export * from './manifests';
export * from './contracts';
export * from './routes';
export * from './api';
export * from './data';
export * from './session';
export * from './kiosk';
export * from './ui';
export * from './notify';
export * from './call';
export * from './remote-loader';
export * from './parcel';
export * from './live';
export * from './time';
export * from './i18n';
