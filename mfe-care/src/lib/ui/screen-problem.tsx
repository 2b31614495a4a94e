import { CALM_STATE_TEXTS, CalmState, homePath, TextLink, useSessionStore } from '@care/shared';
import type { CalmProblem, NavigateFn } from '@care/shared';

/**
 * The calm pattern (shared `CalmState`) as mfe-care's screens show it: "not found" and "not allowed" offer a
 * way to the viewer's own home page; "could not load" tries again by itself.
 */
export function ScreenProblem({
  problem,
  navigate,
  onRetry,
  message,
}: {
  problem: CalmProblem;
  navigate: NavigateFn | undefined;
  onRetry?: () => void;
  message?: string;
}) {
  const { userId, isAdmin, isCaregiver } = useSessionStore();
  const home =
    problem !== 'loadFailed' && navigate && userId !== null ? (
      <TextLink to={homePath(userId, isAdmin, isCaregiver)} navigate={navigate}>
        {CALM_STATE_TEXTS.home}
      </TextLink>
    ) : undefined;
  return (
    <CalmState
      problem={problem}
      {...(onRetry ? { onRetry } : {})}
      {...(home ? { action: home } : {})}
      {...(message !== undefined ? { message } : {})}
    />
  );
}
