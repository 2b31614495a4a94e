import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { AppThemeProvider } from './app-theme-provider';
import { GlobalStyle } from './global-style';
import { kioskTheme, theme } from './theme';
import type { AppTheme } from './theme';
import { resetUiStore, useUiStore } from './ui-store';

const ThemeName = styled.span.attrs(({ theme }) => ({ children: theme.name }))``;

afterEach(() => resetUiStore());

/**
 * Under Jest, styled-components resolves to its server build (package.json "main"), which injects no
 * <style> into jsdom; so the global CSS is collected the way server rendering does.
 */
function globalCss(appTheme: AppTheme): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={appTheme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('AppThemeProvider', () => {
  it('provides the site theme, and the kiosk theme while the UI store says kiosk', () => {
    render(
      <AppThemeProvider>
        <ThemeName data-testid="theme" />
      </AppThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('site');

    act(() => useUiStore.getState().setKiosk(true));
    expect(screen.getByTestId('theme')).toHaveTextContent('kiosk');

    act(() => useUiStore.getState().setKiosk(false));
    expect(screen.getByTestId('theme')).toHaveTextContent('site');
  });

  it('starts outside kiosk mode and resets', () => {
    useUiStore.getState().setKiosk(true);
    resetUiStore();
    expect(useUiStore.getState().kiosk).toBe(false);
  });
});

describe('GlobalStyle', () => {
  it('injects box-sizing, the system font, a visible focus ring, kiosk body styles and reduced motion', () => {
    const css = globalCss(theme);
    expect(css).toContain('box-sizing:border-box');
    expect(css).toContain('font-family:system-ui');
    expect(css).toContain(':focus-visible{outline:3px solid #174ea6;');
    expect(css).toContain('body.kiosk{font-size:1.125rem;');
    expect(css).toMatch(/body\.kiosk button[^{]*\{min-height:64px;min-width:64px;\}/);
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
  });

  it('follows the kiosk theme: white 4 px focus ring, black page', () => {
    const css = globalCss(kioskTheme);
    expect(css).toContain(':focus-visible{outline:4px solid #ffffff;');
    expect(css).toContain('background:#000000;');
  });
});
