require('@testing-library/jest-dom');
// Dialogs, menus and tooltips load their implementation on first use (shared/src/ui/overlay-loader.ts). Loaded
// before each test file's tests, they render at once, as on a page where they have loaded.
globalThis.beforeAll(() => require('../shared/src/ui/overlay-loader').preloadOverlays());
