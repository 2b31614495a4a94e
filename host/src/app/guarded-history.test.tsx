import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import type { NavigateFunction, NavigateOptions } from 'react-router-dom';
import { setLeaveGuard, useSessionStore } from '@care/shared';
import { resetStores } from '@care/shared/testing';
import { createGuardedHistory } from './guarded-history';

const router: { navigate: NavigateFunction | null } = { navigate: null };
const navigate = (to: string, options?: NavigateOptions) => void router.navigate?.(to, options);
function Where() {
  const location = useLocation();
  const routerNavigate = useNavigate();
  useLayoutEffect(() => {
    router.navigate = routerNavigate;
  });
  return <p data-testid="where">{location.pathname + location.search}</p>;
}
const where = () => screen.getByTestId('where').textContent;

/** A guard on `path` that remembers what it was asked: `leave` of its last question. */
function guardOn(path: string) {
  const asked: (() => void)[] = [];
  const remove = setLeaveGuard({ path, ask: (leave) => asked.push(leave) });
  return { asked, remove };
}

let removeGuard: (() => void) | null = null;
beforeEach(() => {
  resetStores();
  window.history.replaceState(null, '', '/user-management/5');
  useSessionStore.setState({ authReady: true, isAuthenticated: true, userId: 1, isAdmin: true });
  render(
    <HistoryRouter history={createGuardedHistory()}>
      <Where />
    </HistoryRouter>,
  );
});
afterEach(() => {
  removeGuard?.();
  removeGuard = null;
});

test('without a guard every navigation goes at once', () => {
  act(() => navigate('/admin-dashboard'));
  expect(where()).toBe('/admin-dashboard');
});

test('a push to another path asks the guard first; "leave" then goes', () => {
  const guard = guardOn('/user-management/5');
  removeGuard = guard.remove;
  act(() => navigate('/user-management'));
  expect(where()).toBe('/user-management/5');
  expect(window.location.pathname).toBe('/user-management/5');
  expect(guard.asked).toHaveLength(1);
  act(() => guard.asked[0]?.());
  expect(where()).toBe('/user-management');
});

test('a replace to another path asks too; a change of the query alone does not', () => {
  const guard = guardOn('/user-management/5');
  removeGuard = guard.remove;
  act(() => navigate('/auth/login', { replace: true }));
  expect(where()).toBe('/user-management/5');
  expect(guard.asked).toHaveLength(1);
  act(() => navigate('?tab=2'));
  expect(where()).toBe('/user-management/5?tab=2');
  expect(guard.asked).toHaveLength(1);
});

test('a session that has ended leaves without asking (the redirect to login)', () => {
  const guard = guardOn('/user-management/5');
  removeGuard = guard.remove;
  useSessionStore.setState({ isAuthenticated: false, userId: null });
  act(() => navigate('/auth/login', { replace: true }));
  expect(where()).toBe('/auth/login');
  expect(guard.asked).toHaveLength(0);
});

test('the browser’s Back is undone and asked; "leave" takes the step again', async () => {
  act(() => navigate('/user-management'));
  act(() => navigate('/user-management/5'));
  const guard = guardOn('/user-management/5');
  removeGuard = guard.remove;
  act(() => window.history.back());
  // The step is taken back (the address returns to the screen's) before the question.
  await waitFor(() => expect(guard.asked).toHaveLength(1));
  expect(window.location.pathname).toBe('/user-management/5');
  expect(where()).toBe('/user-management/5');
  act(() => guard.asked[0]?.());
  await waitFor(() => expect(where()).toBe('/user-management'));
  expect(window.location.pathname).toBe('/user-management');
  expect(guard.asked).toHaveLength(1);
});
