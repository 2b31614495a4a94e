import type { AppTheme } from './theme';

// Types `props.theme` in every styled component of every package that imports @care/shared
// (the ui barrel re-exports this file's types so the augmentation reaches their programs).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface that only extends
  export interface DefaultTheme extends AppTheme {}
}
