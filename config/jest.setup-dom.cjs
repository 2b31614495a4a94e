require('@testing-library/jest-dom');
// jsdom has no canvas: axe-core's icon-ligature check asks for a 2D context and, given none, skips that check.
// Without this, jsdom prints "Not implemented: HTMLCanvasElement.prototype.getContext" for every axe run.
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = () => null;
}
