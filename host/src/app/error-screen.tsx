import { Component, useLayoutEffect } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorFallback, Page, removeDocumentClock } from '@care/shared';

/** Spec 2.2: 'Something went wrong.', the error text, the component stack and Retry (a page reload). */
function reloadPage(): void {
  window.location.reload();
}

export interface ErrorScreenProps {
  error: unknown;
  componentStack?: string | null;
  /** Default: reload the page (spec 2.2). */
  onRetry?: () => void;
}

export function ErrorScreen({ error, componentStack, onRetry = reloadPage }: ErrorScreenProps) {
  // A kiosk's document clock must not hide what went wrong.
  useLayoutEffect(removeDocumentClock, []);
  return (
    <Page>
      <ErrorFallback error={error} componentStack={componentStack} onRetry={onRetry} />
    </Page>
  );
}

interface State {
  error: unknown;
  componentStack: string | null;
  failed: boolean;
}

/** Catches render errors of the shell's content, keeping the component stack for the error screen. */
export class AppErrorBoundary extends Component<
  { children: ReactNode; onRetry?: () => void },
  State
> {
  override state: State = { error: null, componentStack: null, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error);
    this.setState({ componentStack: info.componentStack ?? null });
  }

  override render(): ReactNode {
    if (this.state.failed)
      return (
        <ErrorScreen
          error={this.state.error}
          componentStack={this.state.componentStack}
          onRetry={this.props.onRetry}
        />
      );
    return this.props.children;
  }
}
