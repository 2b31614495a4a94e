/**
 * The one place the page reloads itself (the kiosk's "Try again", its reconnect, the quiet-hours reload).
 * An object so that tests replace `run` (jsdom cannot reload).
 */
export const pageReload = {
  run(): void {
    window.location.reload();
  },
};
