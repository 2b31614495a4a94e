import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { kioskTheme, theme } from './theme';
import { useUiStore } from './ui-store';

/** Provides the site or kiosk theme, following `useUiStore().kiosk`. Each parcel root re-provides it. */
export function AppThemeProvider({ children }: { children?: ReactNode }) {
  const kiosk = useUiStore((state) => state.kiosk);
  return <ThemeProvider theme={kiosk ? kioskTheme : theme}>{children}</ThemeProvider>;
}
