import { Component, Fragment } from 'react';
import type { ReactNode } from 'react';
import { logger } from '../lib/logger';
import type { RemoteModuleId } from '../manifests';
import { Alert, Button } from '../ui';
import { personMessage, REMOTE_LOADER_TEXTS } from './remote-loader-texts';

/** A background (service) parcel's first retry after a failure; each next one waits twice as long… */
export const BACKGROUND_RETRY_FIRST_MS = 2000;
/** …up to this, and it keeps trying (a kiosk runs for days; the remote may be back after a deploy). */
export const BACKGROUND_RETRY_MAX_MS = 60000;

/** Exponential backoff: `firstMs` after a first failure, twice as long after each next one, at most `maxMs`. */
export function retryDelay(failures: number, firstMs: number, maxMs: number): number {
  return Math.min(firstMs * 2 ** Math.max(0, failures - 1), maxMs);
}

/** The wait before a background parcel's retry after its `failures`-th failure (1, 2, …). */
export function backgroundRetryDelay(failures: number): number {
  return retryDelay(failures, BACKGROUND_RETRY_FIRST_MS, BACKGROUND_RETRY_MAX_MS);
}

/**
 * A screen that must not wait for a hand when its module cannot load (a kiosk): instead of the error state with
 * Retry it shows `fallback` and loads again by itself after `retryDelay(failures)` ms, until the module loads.
 */
export interface RemoteRecovery {
  /** The wait before the retry after the `failures`-th failure (1, 2, …). */
  retryDelay: (failures: number) => number;
  /** Shown after a failure, while waiting and while the retried load runs. */
  fallback: ReactNode;
}

interface BoundaryProps {
  id: RemoteModuleId;
  onError: (id: RemoteModuleId) => void;
  /** No error state: log the failure and retry by itself with backoff. */
  background: boolean;
  /** No error state either: show its fallback and retry by itself with its backoff. */
  recovery: RemoteRecovery | undefined;
  /** What to render; `retrying` once a failure was caught and a retry is under way. */
  children: (retrying: boolean) => ReactNode;
}

interface BoundaryState {
  error: Error | null;
  attempt: number;
}

/** The error state of a screen's remote: what went wrong, and Retry (no page reload). */
function RemoteLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert severity="error" title={REMOTE_LOADER_TEXTS.loadFailed}>
      <p>{message}</p>
      <Button type="button" onClick={onRetry}>
        {REMOTE_LOADER_TEXTS.retry}
      </Button>
    </Alert>
  );
}

/**
 * Catches a remote's failed load or mount. A screen shows the error state with Retry; a background service
 * logs and retries by itself with backoff; a screen with `recovery` shows its fallback and retries likewise.
 * Each retry renders the children afresh (a new `attempt` key).
 */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, attempt: 0 };
  /** Background mode: failures since the boundary was created, and the pending retry. */
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    // Evicting here, after the commit, and not in the load's catch: React 19 renders once more after an
    // error, and an earlier eviction would start a second load (docs/architecture.md, "Parcels" #5).
    this.props.onError(this.props.id);
    const { background, recovery } = this.props;
    if (!background && !recovery) {
      // The person sees the product's words; the runtime's own (codes, URLs) go to the log only.
      logger.warn(`${this.props.id} could not be shown`, error);
      return;
    }
    this.failures += 1;
    const delay = recovery
      ? recovery.retryDelay(this.failures)
      : backgroundRetryDelay(this.failures);
    logger.warn(
      `${this.props.id} failed${background ? ' in the background' : ''}; retrying in ${delay} ms`,
      error,
    );
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(this.retry, delay);
  }

  override componentWillUnmount(): void {
    clearTimeout(this.retryTimer);
  }

  private readonly retry = (): void => {
    this.setState((current) => ({ error: null, attempt: current.attempt + 1 }));
  };

  override render(): ReactNode {
    const { error, attempt } = this.state;
    if (error && this.props.background) return null;
    if (error && this.props.recovery) return this.props.recovery.fallback;
    if (error) return <RemoteLoadFailed message={personMessage(error)} onRetry={this.retry} />;
    return <Fragment key={attempt}>{this.props.children(this.failures > 0)}</Fragment>;
  }
}
