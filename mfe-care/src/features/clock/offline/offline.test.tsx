import { act, screen, waitFor, within } from '@testing-library/react';
import { queryClient, REACHABILITY_PROBE_MS, staleSince, startReachability } from '@care/shared';
import {
  makeTokens,
  renderScreen,
  resetTestEnvironment,
  USERS,
  type FakeAdapter,
  TOKEN_REFRESH_PATH,
} from '@care/shared/testing';
import { onlineManager } from '@tanstack/react-query';
import { servePerson } from '../../../test/care-fixtures';
import { TEXTS } from '../../../texts';
import { DOSE_STATUS_MUTATION_KEY } from '../../../lib/doses/mark-dose';
import { CLOCK_REFETCH_MS } from '../api/refresh';
import { ClockScreen } from '../components/clock-screen';
import { registerClockOfflineActions, resetClockOfflineActions } from './offline-actions';

const T = TEXTS.clock;
const ME = { ...USERS.user, id: 7, display_name: 'Margaret Johnson' };
// Tuesday 10 March 2026, 10:30:45 in New York.
const NOW = Date.parse('2026-03-10T14:30:45Z');
const NOTICE = T.notUpdatedSince('10:30 am');

const DUE = {
  medication_id: 3,
  medication_name: 'Vitamin D',
  dose: '1000 IU',
  instructions: '',
  local_date: '2026-03-10',
  local_time: '10:30',
  due_at: '2026-03-10T14:30:00Z',
  status: 'due',
  marked_at: null,
  marked_by: null,
  note: null,
};
const MESSAGE = {
  id: 21,
  sender_id: null,
  sender_name: null,
  recipient_id: 7,
  subject: 'Love from Emily',
  body: 'I will come by at four.',
  acknowledged: false,
  acknowledged_at: null,
  created_at: '2026-03-10T13:00:00Z',
};

let api: FakeAdapter;

function serveDay(): void {
  servePerson(api);
  api.on('get', '/users/7/doses/', { status: 200, data: [DUE] });
  api.on('get', '/messages/7/all/', { status: 200, data: [MESSAGE] });
  for (const path of [
    '/users/7/appointments/',
    '/users/7/picturebook/',
    '/users/7/emergency-contacts/',
  ])
    api.on('get', path, { status: 200, data: [] });
  api.on('get', '/health', { status: 200, data: { status: 'ok' } });
}

/** The API goes away: every call gets no answer. */
function apiAway(): void {
  api.on('get', /.*/, { status: 0, networkError: true });
  api.on('post', /.*/, { status: 0, networkError: true });
}

function renderKioskClock() {
  return renderScreen(ClockScreen, {
    route: '/clock/7',
    user: ME,
    kiosk: true,
    advanceTimers: jest.advanceTimersByTime,
  });
}

beforeEach(() => {
  api = resetTestEnvironment();
  api.on('post', TOKEN_REFRESH_PATH, () => ({ status: 200, data: makeTokens() }));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.useFakeTimers({ now: NOW });
  startReachability();
  resetClockOfflineActions();
  Object.assign(window, { innerWidth: 1024, innerHeight: 600 });
});

afterEach(() => {
  jest.useRealTimers();
  Object.assign(window, { innerWidth: 1024, innerHeight: 768 });
});

describe('staleSince: "Not updated since" only when a refresh is failing and the day is old', () => {
  const t = NOW;
  it.each([
    ['current and failing', [t - 30_000], true, null],
    ['old but refreshing fine', [t - 10 * 60_000], false, null],
    [
      'old and failing: the oldest answer’s time',
      [t - 2 * 60_000, t - 5 * 60_000],
      true,
      t - 5 * 60_000,
    ],
    ['exactly one interval old', [t - CLOCK_REFETCH_MS], true, null],
    ['nothing on screen', [], true, null],
  ])('%s', (_what, times, failing, expected) => {
    expect(staleSince(times, failing, t, CLOCK_REFETCH_MS)).toBe(expected);
  });
});

test('the day stays on screen with "Not updated since" while the API is away, and the notice goes once it is back', async () => {
  serveDay();
  renderKioskClock();
  const tile = await screen.findByRole('region', { name: T.messages.title });
  await within(tile).findByText(/Love from Emily/);

  apiAway();
  // The minute's refetch finds the API away: the kiosk is offline, the clock keeps ticking, nothing signs out.
  await act(() => jest.advanceTimersByTimeAsync(CLOCK_REFETCH_MS + 30_000));
  expect(onlineManager.isOnline()).toBe(false);
  expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  expect(within(tile).getByText(/Love from Emily/)).toBeInTheDocument();
  expect(screen.getByTestId('clock-time')).toHaveTextContent('10:32 am');

  serveDay();
  await act(() => jest.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS));
  await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
  expect(onlineManager.isOnline()).toBe(true);
});

test('Taken and OK pressed with the API away show at once and are sent once each, in order, when it is back', async () => {
  serveDay();
  const { user } = renderKioskClock();
  // A kiosk device (decided before the clock's module loads) declares its offline actions.
  registerClockOfflineActions();
  const medicines = await screen.findByRole('region', { name: T.medicines.title });
  const takeButton = await within(medicines).findByRole('button', {
    name: 'Taken: Vitamin D 1000 IU, 10:30 am',
  });
  apiAway();
  await user.click(takeButton);
  await within(medicines).findByText(/Taken at 10:30 am/);
  const messages = screen.getByRole('region', { name: T.messages.title });
  await user.click(
    within(messages).getByRole('button', { name: 'OK, I have read it: Love from Emily' }),
  );
  await waitFor(() => expect(within(messages).queryByText(/Love from Emily/)).toBeNull());
  await act(() => jest.advanceTimersByTimeAsync(5_000));
  expect(onlineManager.isOnline()).toBe(false);
  // No error is shown: the actions wait.
  expect(screen.queryByText(T.medicines.saveFailed)).not.toBeInTheDocument();
  expect(screen.queryByText(T.messages.saveFailed)).not.toBeInTheDocument();

  serveDay();
  const sent: string[] = [];
  api.on('post', '/users/7/medications/3/status/', () => {
    sent.push('dose');
    return { status: 200, data: { ...DUE, status: 'taken' } };
  });
  api.on('post', '/messages/21/acknowledge/', () => {
    sent.push('ack');
    return { status: 200, data: {} };
  });
  await act(() => jest.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS + 5_000));
  expect(sent).toEqual(['dose', 'ack']);
  await act(() => jest.advanceTimersByTimeAsync(3 * CLOCK_REFETCH_MS));
  expect(sent).toEqual(['dose', 'ack']);
});

test('a mark queued by the release before (its person as `patientId`) is still sent for that person', async () => {
  serveDay();
  renderKioskClock();
  registerClockOfflineActions();
  const sent: string[] = [];
  api.on('post', '/users/7/medications/3/status/', () => {
    sent.push('dose of 7');
    return { status: 200, data: { ...DUE, status: 'taken' } };
  });
  const replay = queryClient.getMutationDefaults(DOSE_STATUS_MUTATION_KEY).mutationFn;
  const stored = { patientId: '7', medicationId: 3, dueAt: DUE.due_at, status: 'taken' };
  await act(async () => {
    await replay?.(stored, undefined as never);
  });
  expect(sent).toEqual(['dose of 7']);
});

test('outside a kiosk device nothing is queued: a Taken the API cannot take says it did not save', async () => {
  serveDay();
  const { user } = renderScreen(ClockScreen, {
    route: '/clock/7',
    user: ME,
    advanceTimers: jest.advanceTimersByTime,
  });
  registerClockOfflineActions();
  const take = await screen.findByRole('button', { name: 'Taken: Vitamin D 1000 IU, 10:30 am' });
  api.on('post', '/users/7/medications/3/status/', { status: 503, data: {} });
  await user.click(take);
  expect(await screen.findByText(T.medicines.saveFailed)).toBeInTheDocument();
  expect(api.calls('post', '/users/7/medications/3/status/')).toHaveLength(1);
});
