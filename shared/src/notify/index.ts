// Snackbars (spec 9): `notify()` from anywhere, one `SnackbarViewport` rendered by the host.
export * from './snackbar-constants';
export { notify, selectVisibleSnackbars, useSnackbarStore } from './snackbar-store';
