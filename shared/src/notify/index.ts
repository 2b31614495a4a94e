// Snackbars (spec 9): `notify()` from anywhere, one `SnackbarViewport` rendered by the host.
export * from './snackbar-constants';
export {
  closeSnackbar,
  notify,
  selectVisibleSnackbars,
  useSnackbarStore,
  type NotifyOptions,
  type Snackbar,
  type SnackbarState,
} from './snackbar-store';
export { SNACKBAR_TEXTS, SnackbarItem } from './snackbar-viewport';
