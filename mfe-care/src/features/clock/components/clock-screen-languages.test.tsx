import { act, screen, within } from '@testing-library/react';
import { setLocale } from '@care/shared';
import {
  renderScreen,
  resetTestEnvironment,
  makeTokens,
  USERS,
  type FakeAdapter,
  TOKEN_REFRESH_PATH,
} from '@care/shared/testing';
import { servePerson } from '../../../test/care-fixtures';
import type { Dose } from '../api/get-doses';
import { resetClockOfflineActions } from '../offline/offline-actions';
import { ClockScreen } from './clock-screen';

// The kiosk's clock page in the person's language (docs/languages.md): its catalog, its plurals, its dates.

const ME = { ...USERS.user, id: 7, display_name: 'Margaret Johnson' };

// Tuesday 10 March 2026, 10:30:45 in New York (the demo person's zone in the fixtures).
const NOW = Date.parse('2026-03-10T14:30:45Z');

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

/** Three missed morning doses, one due now, one tonight: on a 1024×600 kiosk two show, "+1 not taken". */
const DOSES: Dose[] = [
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
  dose({ medication_id: 3, local_time: '10:30', due_at: '2026-03-10T14:30:00Z', status: 'due' }),
  dose({ medication_id: 4, local_time: '21:00', due_at: '2026-03-11T01:00:00Z' }),
];

function appointment(id: number, title: string, start: string) {
  return {
    id,
    user_id: 7,
    title,
    description: '',
    location: '',
    provider_name: '',
    start_time: start,
    end_time: null,
    status: 'scheduled',
    reminder_minutes: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

let api: FakeAdapter;

function serveDay(): void {
  servePerson(api);
  api.on('get', '/users/7/doses/', { status: 200, data: DOSES });
  api.on('get', '/users/7/appointments/', {
    status: 200,
    data: [
      appointment(1, 'Hairdresser', '2026-03-10T19:00:00Z'),
      appointment(3, 'Diabetes check-up', '2026-03-12T18:00:00Z'),
    ],
  });
  api.on('get', '/messages/7/all/', { status: 200, data: [] });
  api.on('get', '/users/7/picturebook/', { status: 200, data: [] });
  api.on('get', '/users/7/emergency-contacts/', { status: 200, data: [] });
}

/** The kiosk at 1024×600 (where the medicines tile shows two doses and "+N"), or the page on a larger screen. */
function renderClock(kiosk = true) {
  Object.assign(window, { innerWidth: 1024, innerHeight: kiosk ? 600 : 768 });
  return renderScreen(ClockScreen, {
    route: '/clock/7',
    user: ME,
    kiosk,
    advanceTimers: jest.advanceTimersByTime,
  });
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  api = resetTestEnvironment();
  api.on('post', TOKEN_REFRESH_PATH, () => ({ status: 200, data: makeTokens() }));
  jest.useFakeTimers({ now: NOW });
});

afterEach(async () => {
  jest.useRealTimers();
  Object.assign(window, { innerWidth: 1024, innerHeight: 768 });
  resetClockOfflineActions();
  await setLocale('en');
});

test('in Polish: the tiles’ titles, “Nieprzyjęte” with the time as Polish clocks show it, and “+1 nieprzyjęte”', async () => {
  await setLocale('pl');
  serveDay();
  renderClock();
  expect(screen.getByRole('heading', { level: 1, name: 'Zegar' })).toBeInTheDocument();
  const tile = await screen.findByRole('region', { name: 'Leki na dziś' });
  await within(tile).findByText('Aspirin 1 tablet');
  expect(
    within(tile)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual([
    'Aspirin 1 tabletNieprzyjęte — 7:00Przyjęto',
    'Bisoprolol 1 tabletNieprzyjęte — 7:30Przyjęto',
  ]);
  // The plural the screen reader hears: "z 3 kolejnych leków" (many), in the tile's "+N".
  const more = within(tile).getByRole('button', { name: '+1 nieprzyjęte z 3 kolejnych leków' });
  expect(more).toHaveTextContent(/^\+1 nieprzyjęte/);
  expect(screen.getByRole('region', { name: 'Dziś' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Wiadomości' })).toBeInTheDocument();
});

test('in Spanish on the kiosk: the titles and “+1 sin tomar”', async () => {
  await setLocale('es');
  serveDay();
  renderClock();
  expect(screen.getByRole('heading', { level: 1, name: 'Reloj' })).toBeInTheDocument();
  const medicines = await screen.findByRole('region', { name: 'Medicinas de hoy' });
  await within(medicines).findByText('Aspirin 1 tablet');
  expect(
    within(medicines).getByRole('button', { name: '+1 sin tomar de otros 3 medicinas' }),
  ).toBeInTheDocument();
});

test('in Spanish: an appointment’s time, and the next one’s weekday and month in Spanish', async () => {
  await setLocale('es');
  serveDay();
  renderClock(false);
  const today = await screen.findByRole('region', { name: 'Hoy' });
  expect(await within(today).findByText('Hairdresser')).toBeInTheDocument();
  expect(within(today).getByText('15:00')).toBeInTheDocument();
  // Once the hairdresser has begun and ended, none are left today: the next one, on Thursday.
  act(() => jest.advanceTimersByTime(5 * 3_600_000));
  expect(await within(today).findByText('No hay más citas hoy.')).toBeInTheDocument();
  expect(
    within(today).getByText(/Siguiente: jueves 12 de marzo, 14:00 — Diabetes check-up/),
  ).toBeInTheDocument();
});

test('in Welsh on the kiosk: the clock page’s own words and “+1 heb gymryd”', async () => {
  await setLocale('cy');
  serveDay();
  renderClock();
  expect(screen.getByRole('heading', { level: 1, name: 'Cloc' })).toBeInTheDocument();
  const medicines = await screen.findByRole('region', { name: 'Moddion heddiw' });
  await within(medicines).findByText('Aspirin 1 tablet');
  expect(within(medicines).getAllByText(/^Heb gymryd — 7:[03]0$/)).toHaveLength(2);
  expect(
    within(medicines).getByRole('button', {
      name: '+1 heb gymryd o 3 arall: moddion',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Negeseuon' })).toBeInTheDocument();
});

test('in Welsh: the next appointment’s day in Welsh', async () => {
  await setLocale('cy');
  serveDay();
  renderClock(false);
  const today = await screen.findByRole('region', { name: 'Heddiw' });
  expect(await within(today).findByText('Hairdresser')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(5 * 3_600_000));
  expect(await within(today).findByText('Dim mwy o apwyntiadau heddiw.')).toBeInTheDocument();
  expect(within(today).getByText(/Nesaf: Dydd Iau 12 Mawrth, 14:00/)).toBeInTheDocument();
});
