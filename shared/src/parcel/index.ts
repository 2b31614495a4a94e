// The parcel factory: how a remote turns a screen into single-spa lifecycles (docs/architecture.md).
export { ErrorFallback } from './error-fallback';
export { createParcel, type ParcelLifecycles } from './create-parcel';
