// The design system: two themes (site, kiosk) and accessible primitives on styled-components + Radix.
export type {} from './styled';
export * from './theme';
export { useUiStore } from './ui-store';
export * from './visually-hidden';
export * from './spinner';
export * from './button';
export * from './fields';
export * from './switch';
export * from './dialog';
export * from './menu';
export * from './tooltip';
export * from './alert';
export * from './layout';
export * from './text-link';
export * from './calm-state';
export { SNACKBAR_TEXTS } from './ui-texts';
