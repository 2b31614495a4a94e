import { Component, Fragment } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppThemeProvider } from '../ui/app-theme-provider';
import { ErrorFallback } from './error-fallback';
import { queryClient } from '../data/query-client';
import { useLocale, useTextsVersion } from '../i18n/use-locale';

interface ScreenErrorBoundaryProps {
  children?: ReactNode;
}

interface ScreenErrorBoundaryState {
  error: unknown;
  componentStack: string | null;
  failed: boolean;
  /** Bumped by Retry: a new key remounts the screen with fresh state, without a page reload. */
  attempt: number;
}

class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = {
    error: null,
    componentStack: null,
    failed: false,
    attempt: 0,
  };

  static getDerivedStateFromError(error: unknown): Partial<ScreenErrorBoundaryState> {
    return { error, failed: true };
  }

  // Only for the component stack (spec 2.2): React itself reports the error (createRoot's onCaughtError).
  override componentDidCatch(_error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? null });
  }

  private readonly retry = (): void => {
    this.setState((current) => ({
      error: null,
      componentStack: null,
      failed: false,
      attempt: current.attempt + 1,
    }));
  };

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <ErrorFallback
          error={this.state.error}
          componentStack={this.state.componentStack}
          onRetry={this.retry}
        />
      );
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

/** The contexts every React root of the page provides: the theme (site or kiosk) and the one query client. */
export function SharedProviders({ children }: { children?: ReactNode }) {
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppThemeProvider>
  );
}

/**
 * What every parcel root wraps its screen in: React context does not cross React roots, so each root
 * re-provides the theme and the (shared) query client, and catches its screen's errors. GlobalStyle is not
 * injected here: the host injects it once for the page.
 */
export function RemoteRoot({ children }: { children?: ReactNode }) {
  return (
    <SharedProviders>
      <ScreenErrorBoundary>
        <InPageLanguage>{children}</InPageLanguage>
      </ScreenErrorBoundary>
    </SharedProviders>
  );
}

/**
 * A React root's screen in the page's language (docs/languages.md): a new locale renders the screen afresh, as the
 * texts its components read changed under them; a late catalog (a lazy chunk's) renders it again in place.
 */
export function InPageLanguage({ children }: { children?: ReactNode }) {
  const locale = useLocale();
  useTextsVersion();
  return <Fragment key={locale}>{children}</Fragment>;
}
