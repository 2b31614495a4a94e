// The parcel factory: how a remote turns a screen into single-spa lifecycles (docs/architecture.md).
export { PARCEL_TEXTS } from './parcel-texts';
export { ErrorFallback, type ErrorFallbackProps } from './error-fallback';
export { RemoteRoot, ScreenErrorBoundary } from './remote-root';
export {
  createParcel,
  stripSingleSpaProps,
  SINGLE_SPA_PROP_NAMES,
  type ParcelLifecycles,
} from './create-parcel';
