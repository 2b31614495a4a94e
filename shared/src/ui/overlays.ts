// The Radix-based overlays in one chunk of their own: loaded on first use (overlay-loader.ts), never with a first
// screen. Nothing imports this file but the loader.
export { RadixDialog as Dialog } from './radix-dialog';
export { RadixMenu as Menu } from './radix-menu';
export { RadixTooltip as Tooltip } from './radix-tooltip';
