import { createGlobalStyle } from 'styled-components';
import { kioskTheme } from './theme';

/**
 * Injected once, by the host (or a remote's standalone harness), inside `AppThemeProvider`.
 * Parcels do not inject it again: styled-components is a singleton, so one copy serves all roots.
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    font-size: ${({ theme }) => theme.font.rootSize};
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  /* Keyboard users always see where they are; mouse clicks do not leave a ring. */
  :focus {
    outline: none;
  }
  :focus-visible {
    outline: ${({ theme }) => theme.focusRingWidth}px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* Set by the kiosk start-up (spec 4.3) before any theme is known: large type and targets at once. */
  body.kiosk {
    font-size: ${kioskTheme.font.size.md};
    user-select: none;
    -webkit-tap-highlight-color: transparent;
  }
  body.kiosk button,
  body.kiosk [role='button'],
  body.kiosk [role='switch'],
  body.kiosk [role='menuitem'] {
    min-height: ${kioskTheme.targetSize}px;
    min-width: ${kioskTheme.targetSize}px;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
