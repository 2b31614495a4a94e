import { act, screen, waitFor, within } from '@testing-library/react';
import { CLOCK_FACE_KEY, personQueryOptions, queryClient, setLocale } from '@care/shared';
import {
  axeViolations,
  registerFakeCallImplementation,
  renderScreen,
  resetTestEnvironment,
  makeTokens,
  USERS,
  type FakeAdapter,
  TOKEN_REFRESH_PATH,
} from '@care/shared/testing';
import { contact, MARGARET as PERSON, servePerson } from '../../../test/care-fixtures';
import { TEXTS } from '../../../texts';
import type { Dose } from '../api/get-doses';
import { resetClockOfflineActions } from '../offline/offline-actions';
import { ALL_TODAY_CLOSE_MS } from './all-today-dialog';
import { ClockScreen } from './clock-screen';
import { doseKey, hiddenNotTaken, visibleDoses } from './medicines-tile';

const T = TEXTS.clock;
const ME = { ...USERS.user, id: 7, display_name: 'Margaret Johnson' };

function dose(
  overrides: Partial<Dose> & Pick<Dose, 'medication_id' | 'local_time' | 'due_at'>,
): Dose {
  return {
    medication_name: 'Metformin',
    dose: '500 mg',
    instructions: '',
    local_date: '2026-03-10',
    status: 'upcoming',
    marked_at: null,
    marked_by: null,
    note: null,
    ...overrides,
  };
}

// Tuesday 10 March 2026, 10:30:45 in New York (UTC-4 since the DST change on 8 March).
const NOW = Date.parse('2026-03-10T14:30:45Z');

const DOSES: Dose[] = [
  dose({
    medication_id: 1,
    local_time: '08:00',
    due_at: '2026-03-10T12:00:00Z',
    status: 'taken',
    marked_at: '2026-03-10T12:05:00Z',
  }),
  dose({
    medication_id: 2,
    medication_name: 'Lisinopril',
    dose: '10 mg',
    local_time: '09:00',
    due_at: '2026-03-10T13:00:00Z',
    status: 'missed',
  }),
  dose({
    medication_id: 3,
    medication_name: 'Vitamin D',
    dose: '1000 IU',
    local_time: '10:30',
    due_at: '2026-03-10T14:30:00Z',
    status: 'due',
  }),
  dose({
    medication_id: 4,
    medication_name: 'Donepezil',
    dose: '5 mg',
    local_time: '21:00',
    due_at: '2026-03-11T01:00:00Z',
    status: 'upcoming',
  }),
];

const MESSAGES = [
  {
    id: 21,
    sender_id: null,
    sender_name: null,
    recipient_id: 7,
    subject: 'Love from Emily',
    body: 'I will come by at four with the children.',
    acknowledged: false,
    acknowledged_at: null,
    created_at: '2026-03-10T13:00:00Z',
  },
  {
    id: 22,
    sender_id: 3,
    sender_name: 'Dr. Jordan Lee',
    recipient_id: 7,
    subject: 'Lab results',
    body: 'Your blood sugar results look better.',
    acknowledged: false,
    acknowledged_at: null,
    created_at: '2026-03-09T13:00:00Z',
  },
  {
    id: 23,
    sender_id: 3,
    sender_name: 'Dr. Jordan Lee',
    recipient_id: 7,
    subject: 'Welcome',
    body: 'Welcome.',
    acknowledged: true,
    acknowledged_at: '2026-03-01T13:00:00Z',
    created_at: '2026-03-01T13:00:00Z',
  },
];

function appointment(id: number, title: string, start: string, status = 'scheduled') {
  return {
    id,
    user_id: 7,
    title,
    description: '',
    location: 'Riverside Clinic',
    provider_name: '',
    start_time: start,
    end_time: null,
    status,
    reminder_minutes: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

const PICTURES = [1, 2].map((id) => ({
  id,
  user_id: 7,
  image_url: `/api/users/7/picturebook/${id}/decrypted/`,
  comment: id === 1 ? 'Summer at the lake' : 'Our house',
  mime: 'image/png',
  size: 10,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}));

let api: FakeAdapter;

function serveDay(): void {
  servePerson(api);
  api.on('get', '/users/7/doses/', { status: 200, data: DOSES });
  api.on('get', '/users/7/appointments/', {
    status: 200,
    data: [
      appointment(1, 'Hairdresser', '2026-03-10T19:00:00Z'),
      appointment(2, 'Podiatrist', '2026-03-10T17:00:00Z', 'cancelled'),
      appointment(3, 'Diabetes check-up', '2026-03-12T18:00:00Z'),
    ],
  });
  api.on('get', '/messages/7/all/', { status: 200, data: MESSAGES });
  api.on('get', '/users/7/picturebook/', { status: 200, data: PICTURES });
  api.on('get', /^\/users\/7\/picturebook\/\d+\/decrypted\/$/, (request) => ({
    status: 200,
    data: new Blob([request.path], { type: 'image/png' }),
  }));
  api.on('get', '/users/7/emergency-contacts/', {
    status: 200,
    data: [
      contact(1, 'Emily Johnson', 'Daughter', '(555) 123-4567'),
      contact(2, 'Robert Johnson', 'Son', '555 987 6543'),
      contact(3, 'Carol Nguyen', 'Caregiver', '555-222-3333'),
    ],
  });
}

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

function kioskWindow(width: number, height: number): void {
  Object.assign(window, { innerWidth: width, innerHeight: height });
}

function renderClock(options: { kiosk?: boolean; user?: typeof ME; route?: string } = {}) {
  return renderScreen(ClockScreen, {
    route: options.route ?? '/clock/7',
    user: options.user ?? ME,
    kiosk: options.kiosk ?? false,
    advanceTimers: jest.advanceTimersByTime,
  });
}

// jsdom does not lay out or scroll: the list's opening at a section is seen through this.
const scrollIntoView = jest.fn();

beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
  api = resetTestEnvironment();
  // Hours pass in some tests (and the kiosk keeps its tokens elsewhere): a refresh gets fresh tokens.
  api.on('post', TOKEN_REFRESH_PATH, () => ({ status: 200, data: makeTokens() }));
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
  Object.assign(window, { innerWidth: 1024, innerHeight: 768 });
  // A kiosk's clock declared its offline actions (clock-day.tsx): the page's one query client keeps them.
  resetClockOfflineActions();
});

test('the time, the day part and the full date in the person’s zone, the seconds ticking', async () => {
  serveDay();
  renderClock();
  await waitFor(() => expect(screen.getByTestId('clock-time')).toHaveTextContent('10:30 am'));
  expect(screen.getByText("Now it's Tuesday morning")).toBeInTheDocument();
  expect(screen.getByText('Tuesday 10 March 2026')).toBeInTheDocument();
  expect(screen.getByTestId('clock-seconds')).toHaveTextContent('45');
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByTestId('clock-seconds')).toHaveTextContent('46');
  expect(screen.getByRole('heading', { level: 1, name: 'Clock' })).toBeInTheDocument();
});

test('a kiosk whose person is still loading shows the time in the zone its last session saved (the document clock’s)', async () => {
  localStorage.setItem(
    CLOCK_FACE_KEY,
    JSON.stringify({ v: 1, timeZone: 'Asia/Tokyo', hour12: true }),
  );
  // The person's profile has not answered yet.
  api.on('get', '/users/profile/7/', () => new Promise(() => undefined));
  renderClock({ kiosk: true });
  // 14:30 UTC is 11:30 pm in Tokyo: never the device's zone first, so nothing under the document clock moves.
  await waitFor(() => expect(screen.getByTestId('clock-time')).toHaveTextContent('11:30 pm'));
});

test('today’s medicines in time order: Taken where it is time, missed ones plainly, taken ones ticked', async () => {
  serveDay();
  renderClock();
  const tile = await screen.findByRole('region', { name: T.medicines.title });
  await within(tile).findByText('Not taken — 9:00 am');
  expect(
    within(tile).getByRole('button', { name: 'Taken: Lisinopril 10 mg, 9:00 am' }),
  ).toBeInTheDocument();
  expect(
    within(tile).getByRole('button', { name: 'Taken: Vitamin D 1000 IU, 10:30 am' }),
  ).toBeInTheDocument();
  // The evening tablets cannot be marked in the morning.
  expect(within(tile).getByText('Later, at 9:00 pm')).toBeInTheDocument();
  expect(within(tile).queryByRole('button', { name: /Donepezil/ })).not.toBeInTheDocument();
  expect(within(tile).getByText(/Taken at 8:05 am/)).toBeInTheDocument();
  const names = within(tile)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(names[0]).toContain('Metformin');
  expect(names[3]).toContain('Donepezil');
});

test('Taken posts the dose’s status and the dose stays taken when the day is fetched again', async () => {
  serveDay();
  kioskWindow(1024, 600);
  api.on('post', '/users/7/medications/3/status/', (request) => {
    api.on('get', '/users/7/doses/', {
      status: 200,
      data: DOSES.map((d) =>
        d.medication_id === 3 ? { ...d, status: 'taken', marked_at: '2026-03-10T14:31:00Z' } : d,
      ),
    });
    return { status: 200, data: { ...DOSES[2], ...(request.body as object), status: 'taken' } };
  });
  const { user } = renderClock({ kiosk: true });
  await user.click(
    await screen.findByRole('button', { name: 'Taken: Vitamin D 1000 IU, 10:30 am' }),
  );
  expect(api.calls('post', '/users/7/medications/3/status/')[0]?.body).toEqual({
    due_at: '2026-03-10T14:30:00Z',
    status: 'taken',
  });
  // It stays, ticked with the time it was marked. The missed one before it stays too, never behind "+2" while
  // a later dose is shown (docs/product.md 2.15 – 2.16): the evening's, "Next", waits in the list.
  const tile = screen.getByRole('region', { name: T.medicines.title });
  await waitFor(() => expect(tile).toHaveTextContent('Taken at 10:31 am'));
  const rows = within(tile).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'Lisinopril 10 mgNot taken — 9:00 amTaken',
    'Vitamin D 1000 IU✓ Taken at 10:31 am',
  ]);
  expect(within(tile).getByRole('button', { name: '+2 more medicines' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Vitamin D/ })).not.toBeInTheDocument();
});

test('a refused Taken puts the button back and says so plainly', async () => {
  serveDay();
  api.on('post', '/users/7/medications/3/status/', { status: 500, data: {} });
  const { user } = renderClock();
  await user.click(
    await screen.findByRole('button', { name: 'Taken: Vitamin D 1000 IU, 10:30 am' }),
  );
  expect(await screen.findByText(T.medicines.saveFailed)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Taken: Vitamin D 1000 IU, 10:30 am' })).toBeEnabled();
});

test('messages are acknowledged one by one or all at once', async () => {
  serveDay();
  api.on('post', '/messages/21/acknowledge/', { status: 200, data: {} });
  api.on('post', '/messages/7/acknowledge_all/', { status: 200, data: { acknowledged: 1 } });
  const { user } = renderClock();
  const tile = await screen.findByRole('region', { name: T.messages.title });
  expect(await within(tile).findByText('Love from Emily')).toBeInTheDocument();
  expect(within(tile).getByText('From Dr. Jordan Lee')).toBeInTheDocument();
  expect(within(tile).queryByText('Welcome.')).not.toBeInTheDocument();

  await user.click(
    within(tile).getByRole('button', { name: 'OK, I have read it: Love from Emily' }),
  );
  expect(api.calls('post', '/messages/21/acknowledge/')).toHaveLength(1);
  await waitFor(() => expect(within(tile).queryByText('Love from Emily')).not.toBeInTheDocument());

  api.once('get', '/messages/7/all/', {
    status: 200,
    data: MESSAGES.map((m) => (m.id === 21 ? { ...m, acknowledged: true } : m)),
  });
  await user.click(
    within(tile).getByRole('button', { name: 'OK, I have read it: From Dr. Jordan Lee' }),
  );
  expect(await within(tile).findByText(T.messages.none)).toBeInTheDocument();
});

test('"All read" acknowledges every message with one call', async () => {
  serveDay();
  api.on('post', '/messages/7/acknowledge_all/', { status: 200, data: { acknowledged: 2 } });
  const { user } = renderClock();
  const tile = await screen.findByRole('region', { name: T.messages.title });
  await user.click(
    await within(tile).findByRole('button', { name: T.messages.acknowledgeAllLabel }),
  );
  expect(api.calls('post', '/messages/7/acknowledge_all/')).toHaveLength(1);
  expect(await within(tile).findByText(T.messages.none)).toBeInTheDocument();
});

test('on a small kiosk a message shows who it is from; Read opens the whole of it, OK there acknowledges it', async () => {
  serveDay();
  kioskWindow(1024, 600);
  api.on('post', '/messages/22/acknowledge/', { status: 200, data: {} });
  const { user } = renderClock({ kiosk: true });
  // The oldest unread message first: the doctor's of yesterday before Emily's of today.
  await user.click(await screen.findByRole('button', { name: 'Read: From Dr. Jordan Lee' }));
  const dialog = screen.getByRole('dialog', { name: 'From Dr. Jordan Lee' });
  expect(within(dialog).getByText('Your blood sugar results look better.')).toBeInTheDocument();
  // No "All read" on the kiosk; Close and OK at the two ends.
  expect(within(dialog).queryByRole('button', { name: /All read/ })).not.toBeInTheDocument();
  const buttons = within(dialog).getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual([T.messages.close, T.messages.acknowledge]);
  await user.click(within(dialog).getByRole('button', { name: /^OK/ }));
  expect(api.calls('post', '/messages/22/acknowledge/')).toHaveLength(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('today’s remaining appointments; cancelled ones are left out; with none left, the next one', async () => {
  serveDay();
  renderClock();
  const tile = await screen.findByRole('region', { name: T.today.title });
  expect(await within(tile).findByText('Hairdresser')).toBeInTheDocument();
  expect(within(tile).getByText('3:00 pm')).toBeInTheDocument();
  expect(within(tile).queryByText('Podiatrist')).not.toBeInTheDocument();
  // At 3:30 pm the hairdresser has started; once it has ended (no end time: at its start) none are left.
  act(() => jest.advanceTimersByTime(5 * 3_600_000));
  expect(await within(tile).findByText(T.today.none)).toBeInTheDocument();
  expect(
    within(tile).getByText(/Next: Thursday 12 March, 2:00 pm — Diabetes check-up/),
  ).toBeInTheDocument();
});

test('at local midnight the date changes and the new day’s doses and data are fetched', async () => {
  jest.setSystemTime(Date.parse('2026-03-11T03:59:58Z')); // 23:59:58 in New York
  serveDay();
  renderClock();
  expect(await screen.findByText('Tuesday 10 March 2026')).toBeInTheDocument();
  await waitFor(() => expect(api.calls('get', '/users/7/doses/')).toHaveLength(1));
  expect(api.calls('get', '/users/7/doses/')[0]?.params).toEqual({
    from: '2026-03-10',
    to: '2026-03-10',
  });
  const appointmentCalls = api.calls('get', '/users/7/appointments/').length;
  act(() => jest.advanceTimersByTime(2000));
  expect(await screen.findByText('Wednesday 11 March 2026')).toBeInTheDocument();
  expect(screen.getByText("Now it's Wednesday night")).toBeInTheDocument();
  await waitFor(() =>
    expect(api.calls('get', '/users/7/doses/').at(-1)?.params).toEqual({
      from: '2026-03-11',
      to: '2026-03-11',
    }),
  );
  await waitFor(() =>
    expect(api.calls('get', '/users/7/appointments/').length).toBeGreaterThan(appointmentCalls),
  );
});

test('doses and messages are fetched again every minute', async () => {
  serveDay();
  renderClock();
  await waitFor(() => expect(api.calls('get', '/users/7/doses/')).toHaveLength(1));
  await waitFor(() => expect(api.calls('get', '/messages/7/all/')).toHaveLength(1));
  act(() => jest.advanceTimersByTime(60_000));
  await waitFor(() => expect(api.calls('get', '/users/7/doses/')).toHaveLength(2));
  await waitFor(() => expect(api.calls('get', '/messages/7/all/')).toHaveLength(2));
});

test('outside kiosk mode: call links dial digits only, and links to the person’s pages', async () => {
  serveDay();
  const { user, navigate } = renderClock();
  const calls = await screen.findByRole('navigation', { name: T.calls.title });
  expect(await within(calls).findByRole('link', { name: /Call Emily/ })).toHaveAttribute(
    'href',
    'tel:5551234567',
  );
  expect(within(calls).getByRole('link', { name: /Call Robert/ })).toHaveAttribute(
    'href',
    'tel:5559876543',
  );
  const links = screen.getByRole('navigation', { name: T.links });
  expect(within(links).getByRole('link', { name: 'Health Profile' })).toHaveAttribute(
    'href',
    '/users/7/health-profile',
  );
  expect(within(links).getByRole('link', { name: 'Picture Book' })).toHaveAttribute(
    'href',
    '/picturebook/7',
  );
  expect(within(links).getByRole('link', { name: 'Food Log' })).toHaveAttribute(
    'href',
    '/users/7/food',
  );
  expect(within(links).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
    'href',
    '/calendar/7',
  );
  await user.click(within(links).getByRole('link', { name: 'Calendar' }));
  expect(navigate).toHaveBeenCalledWith('/calendar/7');
});

test('on the kiosk: no links away, call buttons place a browser call, long lists say how many more', async () => {
  serveDay();
  kioskWindow(1024, 600);
  const voice = registerFakeCallImplementation();
  const { user } = renderClock({ kiosk: true });
  const calls = await screen.findByRole('navigation', { name: T.calls.title });
  const buttons = await within(calls).findAllByRole('button', { name: /^Call/ });
  // 1024×600: the two nearest contacts, by their names (the day's sentence keeps to one line); a screen reader
  // and voice control still know each as "Call Emily".
  expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-label')])).toEqual([
    ['Emily', 'Call Emily'],
    ['Robert', 'Call Robert'],
  ]);
  // The others are one tap away.
  expect(within(calls).getByRole('button', { name: '+1 more person to call' })).toBeInTheDocument();
  expect(within(calls).queryByRole('link')).not.toBeInTheDocument();
  await user.click(within(calls).getByRole('button', { name: /Call Emily/ }));
  expect(voice.placeCall).toHaveBeenCalledWith({
    to: '5551234567',
    kind: 'call',
    party: { name: 'Emily Johnson', number: '5551234567', identity: null },
  });
  expect(screen.queryByRole('navigation', { name: T.links })).not.toBeInTheDocument();
  const medicines = screen.getByRole('region', { name: T.medicines.title });
  expect(
    await within(medicines).findByRole('button', { name: '+2 more medicines' }),
  ).toBeInTheDocument();
});

test('a caregiver sees the person’s name in the heading', async () => {
  serveDay();
  renderClock({ user: USERS.caregiver });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Clock — Margaret Johnson' }),
  ).toBeInTheDocument();
});

test('a refusal is said plainly; an address without a user number fetches nothing', async () => {
  api.on('get', '/users/profile/7/', { status: 403, data: { detail: 'Forbidden' } });
  renderClock({ user: USERS.caregiver });
  expect(await screen.findByText(T.accessDenied)).toBeInTheDocument();
  expect(screen.getByTestId('clock-time')).toBeInTheDocument();
});

test('a user number that is not a number: a clear message and no requests', async () => {
  renderClock({ route: '/clock/null' });
  expect(screen.getByRole('alert')).toHaveTextContent(T.invalidUser);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(api.requests).toHaveLength(0);
});

test('a picture from the picture book, with its caption; another one five minutes later', async () => {
  serveDay();
  renderClock();
  const tile = await screen.findByRole('region', { name: T.picture.title });
  const first = await within(tile).findByRole('img');
  const firstAlt = first.getAttribute('alt');
  expect(['Summer at the lake', 'Our house']).toContain(firstAlt);
  act(() => jest.advanceTimersByTime(5 * 60_000));
  await waitFor(() => {
    const images = within(tile).getAllByRole('img');
    expect(images.at(-1)?.getAttribute('alt')).not.toBe(firstAlt);
  });
});

test('a 1024×600 kiosk shows a picture too, its caption only as the alt text', async () => {
  serveDay();
  kioskWindow(1024, 600);
  renderClock({ kiosk: true });
  const tile = await screen.findByRole('region', { name: T.picture.title });
  const image = await within(tile).findByRole('img');
  const alt = image.getAttribute('alt') ?? '';
  expect(['Summer at the lake', 'Our house']).toContain(alt);
  // No caption line under it (no room at 600 px); on a larger kiosk there is one.
  expect(within(tile).queryByText(alt)).not.toBeInTheDocument();
});

test('a 1280×800 kiosk shows the picture with its caption', async () => {
  serveDay();
  kioskWindow(1280, 800);
  renderClock({ kiosk: true });
  const tile = await screen.findByRole('region', { name: T.picture.title });
  const alt = (await within(tile).findByRole('img')).getAttribute('alt') ?? '';
  expect(within(tile).getByText(alt)).toBeInTheDocument();
});

test('no accessibility violations', async () => {
  serveDay();
  const { container } = renderClock();
  await screen.findByText('Love from Emily');
  jest.useRealTimers();
  expect(await axeViolations(container)).toEqual([]);
});

test('the person’s zone falls back to the device’s when unknown, without failing', async () => {
  servePerson(api, { ...PERSON, time_zone: 'Not/AZone' });
  renderClock();
  await waitFor(() => expect(api.calls('get', '/users/profile/7/')).toHaveLength(1));
  expect(screen.getByTestId('clock-time').textContent).toMatch(/^\d{1,2}:\d{2}/);
  expect(PERSON.time_zone).toBe('America/New_York');
});

describe('the kiosk answers its person’s questions', () => {
  test('the next dose stands out in words (“Next”), not by colour alone', async () => {
    serveDay();
    renderClock();
    const tile = await screen.findByRole('region', { name: T.medicines.title });
    await within(tile).findByText('Next: 10:30 am');
    expect(within(tile).getAllByText(/^Next/)).toHaveLength(1);
    const row = within(tile).getByText('Next: 10:30 am').closest('li');
    expect(row).toHaveTextContent('Vitamin D 1000 IU');
  });

  test('a dose marked from the tile never leaves it at once, and no missed dose hides behind a later one, whatever the day and the room', () => {
    const statuses = ['taken', 'missed', 'due', 'upcoming', 'skipped'] as const;
    const base = Date.parse('2026-03-10T10:00:00Z');
    /** docs/product.md 2.15 – 2.16: every missed dose "+N" hides comes after every dose the tile shows. */
    const expectNoMissedBehindLater = (day: Dose[], shown: Dose[], where: object): void => {
      const lastShown = Math.max(...shown.map((d) => day.indexOf(d)));
      const behind = day.filter(
        (d, i) => d.status === 'missed' && !shown.includes(d) && i < lastShown,
      );
      expect({ ...where, behind }).toEqual({ ...where, behind: [] });
    };
    let crowded = 0;
    for (let n = 1; n <= 7; n += 1) {
      for (let capacity = 2; capacity <= 4; capacity += 1) {
        for (let seed = 0; seed < 40; seed += 1) {
          // A day of n doses: the first ones marked or missed, the later ones to come (as a day goes).
          const firstToCome = seed % (n + 1);
          const day = Array.from({ length: n }, (_, i) =>
            dose({
              medication_id: i + 1,
              local_time: `${10 + i}:00`,
              due_at: new Date(base + i * 3_600_000).toISOString(),
              status:
                i < firstToCome
                  ? statuses[(seed + i) % 2 === 0 ? 0 : (seed + i) % 3 === 0 ? 4 : 1]
                  : i === firstToCome
                    ? 'due'
                    : 'upcoming',
            }),
          );
          const visible = visibleDoses(day, capacity);
          expectNoMissedBehindLater(day, visible, { n, capacity, seed });
          for (const shown of visible) {
            if (shown.status === 'taken' || shown.status === 'skipped') continue;
            const after = day.map((d) => (d === shown ? { ...d, status: 'taken' as const } : d));
            const afterShown = visibleDoses(after, capacity, doseKey(shown));
            const stays = afterShown.some((d) => d.medication_id === shown.medication_id);
            const where = { n, capacity, seed, id: shown.medication_id };
            expect({ ...where, stays }).toEqual({ ...where, stays: true });
            expectNoMissedBehindLater(after, afterShown, where);
          }
          // The next dose is in view, unless the missed ones before it fill the tile.
          const next = day.find((d) => d.status === 'due' || d.status === 'upcoming');
          const missed = day.filter((d) => d.status === 'missed').length;
          if (next && missed < capacity) expect(visible).toContain(next);
          if (next && !visible.includes(next)) {
            crowded += 1;
            expect(visible.every((d) => d.status === 'missed')).toBe(true);
          }
        }
      }
    }
    // The rule was put to the test: some days had more missed doses than room.
    expect(crowded).toBeGreaterThan(0);
  });

  test('four missed morning doses and the day to come on a two-dose tile: the earliest missed ones, and “+5” says 2 are not taken', () => {
    // New York is UTC-4 on this day: 8:00 am is 12:00 UTC.
    const times = [
      ['08:00', '12:00'],
      ['08:10', '12:10'],
      ['08:20', '12:20'],
      ['08:30', '12:30'],
      ['13:00', '17:00'],
      ['17:00', '21:00'],
      ['20:00', '24:00'],
    ];
    const day = times.map(([local = '', utc = ''], i) =>
      dose({
        medication_id: i + 1,
        local_time: local,
        due_at: new Date(
          Date.parse('2026-03-10T00:00:00Z') + minutesOf(utc) * 60_000,
        ).toISOString(),
        status: i < 4 ? 'missed' : 'upcoming',
      }),
    );
    const shown = visibleDoses(day, 2);
    expect(shown.map((d) => d.local_time)).toEqual(['08:00', '08:10']);
    expect(hiddenNotTaken(day, shown)).toBe(2);
    // The first one marked from the tile stays, ticked; the next missed one comes into view beside it.
    const [first] = day;
    const after = day.map((d) => (d === first ? { ...d, status: 'taken' as const } : d));
    const afterShown = visibleDoses(after, 2, doseKey(day[0] as Dose));
    expect(afterShown.map((d) => [d.local_time, d.status])).toEqual([
      ['08:00', 'taken'],
      ['08:10', 'missed'],
    ]);
    expect(hiddenNotTaken(after, afterShown)).toBe(2);
    // Marked elsewhere (not from this tile), the missed ones take its place.
    expect(visibleDoses(after, 2).map((d) => d.local_time)).toEqual(['08:10', '08:20']);
  });

  test('in the evening, a missed morning dose is shown beside the last one taken, not hidden behind it', () => {
    const day = [
      dose({
        medication_id: 1,
        local_time: '08:00',
        due_at: '2026-03-10T12:00:00Z',
        status: 'missed',
      }),
      dose({
        medication_id: 2,
        local_time: '13:00',
        due_at: '2026-03-10T17:00:00Z',
        status: 'taken',
      }),
      dose({
        medication_id: 3,
        local_time: '18:00',
        due_at: '2026-03-10T22:00:00Z',
        status: 'taken',
      }),
      dose({
        medication_id: 4,
        local_time: '21:00',
        due_at: '2026-03-11T01:00:00Z',
        status: 'taken',
      }),
    ];
    expect(visibleDoses(day, 2).map((d) => d.local_time)).toEqual(['08:00', '21:00']);
  });

  test('on a 1024×600 kiosk, missed doses that do not fit: the tile shows the earliest, its “+N” says how many are not taken', async () => {
    const missedDay: Dose[] = [
      ...['07:00', '07:30', '08:00'].map((time, i) =>
        dose({
          medication_id: 10 + i,
          medication_name: ['Aspirin', 'Bisoprolol', 'Calcium'][i] ?? '',
          dose: '1 tablet',
          local_time: time,
          due_at: `2026-03-10T1${1 + Math.floor(i / 2)}:${i === 1 ? '30' : '00'}:00Z`,
          status: 'missed',
        }),
      ),
      ...DOSES.slice(2),
    ];
    serveDay();
    api.on('get', '/users/7/doses/', { status: 200, data: missedDay });
    kioskWindow(1024, 600);
    const { user } = renderClock({ kiosk: true });
    const tile = await screen.findByRole('region', { name: T.medicines.title });
    await within(tile).findByText('Aspirin 1 tablet');
    expect(
      within(tile)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Aspirin 1 tabletNot taken — 7:00 amTaken',
      'Bisoprolol 1 tabletNot taken — 7:30 amTaken',
    ]);
    // In words on the screen, and the whole count for screen readers.
    const more = within(tile).getByRole('button', { name: '+1 not taken of 3 more medicines' });
    expect(more).toHaveTextContent(/^\+1 not taken/);
    await user.click(more);
    const dialog = await screen.findByRole('dialog', { name: T.all.title });
    expect(
      within(within(dialog).getByRole('region', { name: T.medicines.title })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(5);
  });

  test('messages: the oldest unread first', async () => {
    serveDay();
    renderClock();
    const tile = await screen.findByRole('region', { name: T.messages.title });
    await within(tile).findByText('Love from Emily');
    const items = within(tile).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('From Dr. Jordan Lee');
    expect(items[1]).toHaveTextContent('Love from Emily');
  });

  test.each([
    ['a caregiver', USERS.caregiver],
    ['an admin', USERS.admin],
  ])(
    '%s looking at the clock page sees the messages, with no OK, Read or All read',
    async (_, viewer) => {
      serveDay();
      renderClock({ user: viewer });
      const tile = await screen.findByRole('region', { name: T.messages.title });
      expect(
        await within(tile).findByText('I will come by at four with the children.'),
      ).toBeVisible();
      expect(within(tile).queryByRole('button')).not.toBeInTheDocument();
    },
  );

  test('the kiosk has no one-tap “All read”, and OK is apart from Read', async () => {
    serveDay();
    kioskWindow(1280, 800);
    renderClock({ kiosk: true });
    const tile = await screen.findByRole('region', { name: T.messages.title });
    await within(tile).findByRole('button', { name: /^Read/ });
    expect(within(tile).queryByRole('button', { name: /All read/ })).not.toBeInTheDocument();
    const item = within(tile).getAllByRole('listitem')[0] as HTMLElement;
    const actions = within(item).getAllByRole('button');
    expect(actions.map((b) => b.textContent)).toEqual([T.messages.read, T.messages.acknowledge]);
    // Not adjacent: the row spreads them to its two ends.
    expect(getComputedStyle(actions[0]?.parentElement as HTMLElement).justifyContent).toBe(
      'space-between',
    );
  });

  test('“and 2 more” opens everything of today on the whole screen; Close, Escape and a quiet minute close it', async () => {
    serveDay();
    kioskWindow(1024, 600);
    const voice = registerFakeCallImplementation();
    const { user } = renderClock({ kiosk: true });
    const more = await screen.findByRole('button', { name: '+2 more medicines' });
    await user.click(more);
    const dialog = await screen.findByRole('dialog', { name: T.all.title });
    const medicines = within(dialog).getByRole('region', { name: T.medicines.title });
    // Focus starts on the medicines' heading (the "+2" was theirs), never on a Taken button a stray tap
    // could press.
    await waitFor(() =>
      expect(within(medicines).getByRole('heading', { name: T.medicines.title })).toHaveFocus(),
    );
    expect(within(medicines).getAllByRole('listitem')).toHaveLength(4);
    expect(medicines).toHaveTextContent('Taken at 8:05 am');
    expect(medicines).toHaveTextContent('Next: 10:30 am');
    const today = within(dialog).getByRole('region', { name: T.today.title });
    expect(today).toHaveTextContent('Hairdresser');
    const messages = within(dialog).getByRole('region', { name: T.messages.title });
    expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
    // Every contact can be called, the third one too.
    const calls = within(dialog).getByRole('region', { name: T.calls.title });
    expect(within(calls).getAllByRole('button', { name: /^Call/ })).toHaveLength(3);
    await user.click(within(calls).getByRole('button', { name: /Call Carol/ }));
    expect(voice.placeCall).toHaveBeenCalledWith(
      expect.objectContaining({ to: '5552223333', kind: 'call' }),
    );

    // Escape closes it, and focus goes back to the button that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(more).toHaveFocus();

    // Close closes it.
    await user.click(more);
    await user.click(
      within(await screen.findByRole('dialog', { name: T.all.title })).getByRole('button', {
        name: T.all.close,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Left alone, it closes itself after a minute (not before).
    await user.click(more);
    await screen.findByRole('dialog', { name: T.all.title });
    act(() => jest.advanceTimersByTime(ALL_TODAY_CLOSE_MS - 1000));
    expect(screen.getByRole('dialog', { name: T.all.title })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test.each([
    ['the calls’ “+1”', '+1 more person to call', T.calls.title],
    ['the messages’ “+1”', '+1 more message', T.messages.title],
    ['the medicines’ “+2”', '+2 more medicines', T.medicines.title],
  ])(
    '%s opens the same list at its own section: scrolled to, its heading focused; closed, focus goes back',
    async (_, button, section) => {
      serveDay();
      kioskWindow(1024, 600);
      const { user } = renderClock({ kiosk: true });
      const more = await screen.findByRole('button', { name: button });
      await user.click(more);
      const dialog = await screen.findByRole('dialog', { name: T.all.title });
      const region = within(dialog).getByRole('region', { name: section });
      await waitFor(() =>
        expect(within(region).getByRole('heading', { name: section })).toHaveFocus(),
      );
      // Scrolled to that section only (to the top of the list's own body, under its sticky Close).
      expect(scrollIntoView.mock.contexts).toEqual([region]);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
      expect(within(dialog).getByRole('button', { name: /Call Carol/ })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(more).toHaveFocus();
    },
  );

  test('on a 1024×600 kiosk each message shows its first line beside who sent it, on one line', async () => {
    serveDay();
    api.on('get', '/messages/7/all/', {
      status: 200,
      data: [
        {
          ...MESSAGES[1],
          body: '\nLunch on Sunday at the Riverside café, if the weather holds\nEmily will bring the photo album.',
        },
      ],
    });
    kioskWindow(1024, 600);
    renderClock({ kiosk: true });
    const tile = await screen.findByRole('region', { name: T.messages.title });
    const [item] = await within(tile).findAllByRole('listitem');
    if (item === undefined) throw new Error('no message shown');
    expect(within(item).getByText('From Dr. Jordan Lee')).toBeInTheDocument();
    const line = within(item).getByText(
      'Lunch on Sunday at the Riverside café, if the weather holds',
    );
    // One line; a long one ends in "…" (Read shows the whole of it).
    expect(getComputedStyle(line)).toMatchObject({
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      overflow: 'hidden',
    });
    expect(item).not.toHaveTextContent('photo album');
  });

  test('the time in words, when her clinician chose it: the words first, the digits smaller', async () => {
    serveDay();
    servePerson(api, { ...PERSON, time_in_words: true });
    kioskWindow(1024, 600);
    renderClock({ kiosk: true });
    expect(await screen.findByTestId('clock-words')).toHaveTextContent(
      "It's half past ten in the morning",
    );
    expect(screen.getByTestId('clock-time')).toHaveTextContent('10:30 am');
    act(() => jest.advanceTimersByTime(7 * 60_000));
    expect(screen.getByTestId('clock-words')).toHaveTextContent(
      "It's twenty-three minutes to eleven in the morning",
    );
  });

  test('a kiosk started from its last day asks for her again: the words chosen while it was off show', async () => {
    serveDay();
    servePerson(api, { ...PERSON, time_in_words: true });
    kioskWindow(1024, 600);
    // Her profile as the kiosk's stored day restores it: fetched a moment ago, before the setting changed.
    queryClient.setQueryData(personQueryOptions(ME.id, 7).queryKey, {
      ...PERSON,
      time_in_words: false,
    });
    renderClock({ kiosk: true });
    expect(await screen.findByTestId('clock-words')).toHaveTextContent(
      "It's half past ten in the morning",
    );
  });

  test('in her language: the words, the sentence and the date, saved with the face for the document’s clock', async () => {
    serveDay();
    servePerson(api, { ...PERSON, time_in_words: true, language: 'pl' });
    kioskWindow(1024, 600);
    // The host shows her kiosk in her account's language (docs/languages.md): the clock speaks the page's.
    await setLocale('pl');
    try {
      renderClock({ kiosk: true });
      expect(
        await screen.findByText('Jest wpół do jedenastej przed południem'),
      ).toBeInTheDocument();
      expect(screen.getByText('Teraz jest wtorek przed południem')).toBeInTheDocument();
      expect(screen.getByText('wtorek, 10 marca 2026')).toBeInTheDocument();
      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem(CLOCK_FACE_KEY) ?? '{}')).toMatchObject({
          lang: 'pl',
          words: true,
        }),
      );
    } finally {
      await setLocale('en');
    }
  });

  test('without the setting, the large digits as before', async () => {
    serveDay();
    renderClock();
    await waitFor(() => expect(screen.getByTestId('clock-time')).toHaveTextContent('10:30 am'));
    expect(screen.queryByTestId('clock-words')).not.toBeInTheDocument();
  });
});

describe('24-hour digits, when her clinician chose them (docs/product.md 4.3)', () => {
  // 14:30:45 UTC: 2:30 pm in London, so 12-hour and 24-hour digits differ.
  const LONDON = { ...PERSON, time_zone: 'Europe/London' };
  const digits = () => screen.getByTestId('clock-time').textContent.replace(/\s+/g, ' ').trim();
  const savedFace = () => JSON.parse(localStorage.getItem(CLOCK_FACE_KEY) ?? '{}') as object;

  test('the large digits read 14:30, with no am/pm beside them; the face is saved for the document clock', async () => {
    serveDay();
    servePerson(api, { ...LONDON, clock_24h: true });
    kioskWindow(1024, 600);
    renderClock({ kiosk: true });
    await waitFor(() => expect(digits()).toBe('14:30'));
    expect(screen.getByTestId('clock-seconds')).toHaveTextContent('45');
    expect(screen.queryByText('pm')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(savedFace()).toMatchObject({ timeZone: 'Europe/London', hour12: false, words: false }),
    );
  });

  test('the words face’s small digits follow too', async () => {
    serveDay();
    servePerson(api, { ...LONDON, clock_24h: true, time_in_words: true });
    kioskWindow(1024, 600);
    renderClock({ kiosk: true });
    expect(await screen.findByTestId('clock-words')).toHaveTextContent(
      "It's half past two in the afternoon",
    );
    expect(digits()).toBe('14:30');
    await waitFor(() => expect(savedFace()).toMatchObject({ hour12: false, words: true }));
  });

  test('without the setting, 12-hour digits with am/pm, saved as such', async () => {
    serveDay();
    servePerson(api, LONDON);
    kioskWindow(1024, 600);
    renderClock({ kiosk: true });
    await waitFor(() => expect(digits()).toBe('2:30 pm'));
    await waitFor(() => expect(savedFace()).toMatchObject({ hour12: true }));
  });

  test('while she is still loading, a kiosk shows the 12/24 h its last session saved', async () => {
    localStorage.setItem(
      CLOCK_FACE_KEY,
      JSON.stringify({ v: 1, timeZone: 'Asia/Tokyo', hour12: false }),
    );
    api.on('get', '/users/profile/7/', () => new Promise(() => undefined));
    renderClock({ kiosk: true });
    // 14:30 UTC is 23:30 in Tokyo.
    await waitFor(() => expect(digits()).toBe('23:30'));
  });
});
