import {
  NavigationType,
  parsePath,
  UNSAFE_createBrowserHistory as createBrowserHistory,
} from 'react-router-dom';
import type { To } from 'react-router-dom';
import { leaveGuardFor } from '@care/shared/host';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The browser history the host's router runs on, with the leave guards of `@care/shared` (session/leave-guard.ts)
 * in it: a push or replace to another path, and a step back or forward, first ask the guard of a screen with
 * unsaved work (docs/product.md 2.11). Here and not in a data router's `useBlocker`: the declarative router is kept
 * for its size (docs/performance.md), and every in-app navigation — the navbar's, a screen's `navigate`, the
 * browser's buttons — passes through this one object.
 *
 * A held step in history is undone at once (the address goes back to the screen's) and asked after; "Leave" takes
 * the same step again. react-router's own history numbers its entries (`idx`), which gives the step's size.
 */
export function createGuardedHistory(): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true });
  const push = history.push.bind(history);
  const replace = history.replace.bind(history);
  const listen = history.listen.bind(history);
  const pathOf = (to: To): string => {
    const { pathname } = typeof to === 'string' ? parsePath(to) : to;
    return pathname === undefined || pathname === '' ? history.location.pathname : pathname;
  };
  // The step taken back while a guard asks (its pop is not the router's), and the step "Leave" takes again.
  let undoing: (() => void) | null = null;
  let passing = false;
  return Object.assign(history, {
    push: (to: To, state?: unknown) => {
      const guard = leaveGuardFor(pathOf(to));
      if (guard) guard.ask(() => push(to, state));
      else push(to, state);
    },
    replace: (to: To, state?: unknown) => {
      const guard = leaveGuardFor(pathOf(to));
      if (guard) guard.ask(() => replace(to, state));
      else replace(to, state);
    },
    listen: (listener: Parameters<BrowserHistory['listen']>[0]) =>
      listen((update) => {
        if (update.action !== NavigationType.Pop) return listener(update);
        if (undoing) {
          const ask = undoing;
          undoing = null;
          return ask();
        }
        const { delta } = update;
        const guard = passing || !delta ? null : leaveGuardFor(update.location.pathname);
        passing = false;
        if (!guard || !delta) return listener(update);
        undoing = () =>
          guard.ask(() => {
            passing = true;
            history.go(delta);
          });
        history.go(-delta);
        return undefined;
      }),
  });
}
