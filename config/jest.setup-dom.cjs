require('@testing-library/jest-dom');
// Dialogs, menus and tooltips load their implementation on first use (shared/src/ui/overlay-loader.ts). Loaded
// before each test file's tests, they render at once, as on a page where they have loaded.
globalThis.beforeAll(() => require('../shared/src/ui/overlay-loader').preloadOverlays());
// jsdom has no canvas: axe-core's icon-ligature check asks for a 2D context and, given none, skips that check.
// Without this, jsdom prints "Not implemented: HTMLCanvasElement.prototype.getContext" for every axe run.
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = () => null;
}
