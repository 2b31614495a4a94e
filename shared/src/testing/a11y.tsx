// Accessibility and theme helpers for component tests.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import { AppThemeProvider } from '../ui/app-theme-provider';

export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: AppThemeProvider });
}

/**
 * Accessibility rules axe can judge without layout. Colour contrast needs computed colours jsdom does
 * not have; the palette's contrast is checked numerically in theme.test.ts instead.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
