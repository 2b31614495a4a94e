import { leaveGuardFor, setLeaveGuard } from './leave-guard';
import { resetTestEnvironment, signInForTest, USERS } from '../testing';

beforeEach(() => {
  resetTestEnvironment();
  signInForTest(USERS.superuser);
});

const guard = (path: string) => ({ path, ask: jest.fn() });

test('no guard: nothing holds the page', () => {
  expect(leaveGuardFor('/admin-dashboard')).toBeNull();
  expect(leaveGuardFor(null)).toBeNull();
});

test('a guard holds every way off its path, an unknown step in history too, until it is removed', () => {
  const edit = guard('/user-management/5');
  const remove = setLeaveGuard(edit);
  expect(leaveGuardFor('/user-management')).toBe(edit);
  expect(leaveGuardFor(null)).toBe(edit);
  // Its own path with another query (a filter, a tab) is not leaving.
  expect(leaveGuardFor('/user-management/5')).toBeNull();
  remove();
  expect(leaveGuardFor('/user-management')).toBeNull();
});

test('with two guards on the page the first asks; removing one leaves the other', () => {
  const first = guard('/user-management/5');
  const second = guard('/user-management/5');
  const removeFirst = setLeaveGuard(first);
  const removeSecond = setLeaveGuard(second);
  expect(leaveGuardFor('/admin-dashboard')).toBe(first);
  removeFirst();
  expect(leaveGuardFor('/admin-dashboard')).toBe(second);
  removeSecond();
});

test('a session that has ended leaves without asking', () => {
  const remove = setLeaveGuard(guard('/user-management/5'));
  resetTestEnvironment();
  expect(leaveGuardFor('/auth/login')).toBeNull();
  remove();
});
