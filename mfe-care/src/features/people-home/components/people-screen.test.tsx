import { act, screen, waitFor, within } from '@testing-library/react';
import { CALM_STATE_TEXTS, queryClient, setLocale } from '@care/shared';
import { axeViolations, deferredReply, renderScreen, USERS } from '@care/shared/testing';
import type { FakeAdapter, RecordedRequest } from '@care/shared/testing';
import { TEXTS } from '../../../texts';
import { appointment, careSetup, dose, pinNow } from '../../../test/care-fixtures';
import { PeopleScreen } from './people-screen';

const P = TEXTS.people;
let api: FakeAdapter;

const HAROLD = {
  id: 8,
  display_name: 'Harold Smith',
  first_name: 'Harold',
  time_zone: 'America/New_York',
  unread_messages: 2,
  kiosk: 'silent' as const,
  kiosk_last_seen_at: '2026-11-22T13:10:00.000Z',
};

// 12:00 in New York on Sunday 22 November 2026.
beforeEach(() => {
  pinNow('2026-11-22T17:00:00Z');
  api = careSetup();
  api.on('get', '/users/me/people/', { status: 200, data: [HAROLD] });
  api.on('get', '/users/8/doses/', {
    status: 200,
    data: [
      dose({ due_at: '2026-11-22T23:00:00Z', local_time: '18:00', status: 'upcoming' }),
      dose({ status: 'taken', marked_at: '2026-11-22T13:05:00Z' }),
      dose({
        medication_id: 2,
        medication_name: 'Amlodipine',
        dose: '5 mg',
        due_at: '2026-11-22T14:00:00Z',
        local_time: '09:00',
        status: 'missed',
      }),
      dose({
        medication_id: 3,
        medication_name: 'Donepezil',
        dose: '10 mg',
        due_at: '2026-11-22T16:45:00Z',
        local_time: '11:45',
        status: 'due',
      }),
    ],
  });
  api.on('get', '/users/8/appointments/', {
    status: 200,
    data: [
      appointment({
        id: 1,
        title: 'Old visit',
        start_time: '2026-11-20T15:00:00Z',
        end_time: null,
      }),
      appointment({
        id: 2,
        title: 'Daughter visits',
        location: 'Home',
        start_time: '2026-11-22T21:00:00Z',
        end_time: '2026-11-22T22:00:00Z',
      }),
    ],
  });
});
afterEach(() => {
  jest.useRealTimers();
});

const render = () => renderScreen(PeopleScreen, { route: '/people', user: USERS.caregiver });

/** The API takes every message sent. */
const acceptSends = () =>
  api.on('post', '/messages/send/', (req: RecordedRequest) => ({
    status: 201,
    data: { id: 1, ...(req.body as object) },
  }));

test('each person: today’s medicines in colour and words, next appointment, unread messages, kiosk, pages', async () => {
  const { container, navigate, user } = render();
  const card = await screen.findByRole('region', { name: 'Harold Smith' });
  const doses = within(card).getByRole('group', { name: P.dosesHeading });
  expect(
    await within(doses).findByText('1 missed, 1 due now, 1 taken, 1 upcoming'),
  ).toBeInTheDocument();
  const rows = within(doses)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  // In the order of the day, each with its status in words.
  expect(rows).toEqual([
    '8:00 am Metformin (500 mg)✓Taken',
    '9:00 am Amlodipine (5 mg)✗Missed',
    '11:45 am Donepezil (10 mg)!Due now',
    '6:00 pm Metformin (500 mg)○Upcoming',
  ]);
  const next = within(card).getByRole('group', { name: P.nextAppointment });
  expect(await within(next).findByText(/Daughter visits, Home/)).toHaveTextContent(
    'Today, 4:00 pm — Daughter visits, Home',
  );
  expect(within(card).getByText('2 unread messages')).toBeInTheDocument();
  expect(within(card).getByText('Kiosk: silent since Today, 8:10 am')).toBeInTheDocument();

  const pages = within(card).getByRole('navigation', { name: 'Pages for Harold Smith' });
  expect(
    within(pages)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual([
    '/clock/8',
    '/calendar/8',
    '/users/8/food',
    '/users/8/health-profile',
    '/picturebook/8',
  ]);
  await user.click(within(pages).getByRole('link', { name: P.pages.calendar }));
  expect(navigate).toHaveBeenCalledWith('/calendar/8');
  expect(await axeViolations(container)).toEqual([]);
}, 30_000);

test('the cards show once each part of their day has answered, so nothing arrives later above another part', async () => {
  const doses = deferredReply();
  api.on('get', '/users/8/doses/', doses.responder);
  render();
  // The list and the appointments have answered; today's medicines have not: no card yet, the page says it loads.
  await waitFor(() => expect(api.calls('get', '/users/8/appointments/')).toHaveLength(1));
  expect(screen.getByRole('status')).toHaveTextContent(TEXTS.common.loading);
  expect(screen.queryByRole('region', { name: 'Harold Smith' })).toBeNull();
  await act(() => doses.release({ status: 200, data: [dose({ status: 'upcoming' })] }));
  const card = await screen.findByRole('region', { name: 'Harold Smith' });
  // Every part at once: the medicines, the next appointment and the message form, with no spinner left.
  expect(within(card).getByText('1 upcoming')).toBeInTheDocument();
  expect(within(card).getByText(/Daughter visits, Home/)).toBeInTheDocument();
  expect(within(card).getByLabelText(P.message.label)).toBeInTheDocument();
  expect(screen.queryByText(TEXTS.common.loading)).toBeNull();
  // The cards read the day from the cache: one request each.
  expect(api.calls('get', '/users/8/doses/')).toHaveLength(1);
}, 30_000);

test('a person linked while a message is written: the cards on screen stay as they were; the new card follows its day', async () => {
  acceptSends();
  const { user } = render();
  const card = await screen.findByRole('region', { name: 'Harold Smith' });
  const form = within(card).getByRole('form', { name: P.message.heading('Harold Smith') });
  await user.type(within(form).getByLabelText(P.message.label), 'Lunch at one');
  await user.click(within(form).getByRole('button', { name: P.message.send }));
  expect(await within(form).findByText(P.message.sent('Harold Smith'))).toBeInTheDocument();
  await user.type(within(form).getByLabelText(P.message.label), 'And tea at four');

  // Another person is linked to this caregiver (the live channel refreshes the list); their day is on its way.
  const edith = {
    ...HAROLD,
    id: 9,
    display_name: 'Edith Jones',
    first_name: 'Edith',
    unread_messages: 0,
  };
  const edithDoses = deferredReply();
  api.on('get', '/users/me/people/', { status: 200, data: [HAROLD, edith] });
  api.on('get', '/users/9/doses/', edithDoses.responder);
  api.on('get', '/users/9/appointments/', { status: 200, data: [] });
  await act(() => queryClient.invalidateQueries());
  await waitFor(() => expect(api.calls('get', '/users/9/doses/')).toHaveLength(1));

  // Harold's card is the same card: what was written and the confirmation are still there, and no spinner.
  expect(screen.getByRole('region', { name: 'Harold Smith' })).toBe(card);
  expect(within(form).getByLabelText(P.message.label)).toHaveValue('And tea at four');
  expect(within(form).getByText(P.message.sent('Harold Smith'))).toBeInTheDocument();
  expect(screen.queryByText(TEXTS.common.loading)).toBeNull();
  expect(screen.queryByRole('region', { name: 'Edith Jones' })).toBeNull();

  await act(() => edithDoses.release({ status: 200, data: [] }));
  expect(await screen.findByRole('region', { name: 'Edith Jones' })).toBeInTheDocument();
  expect(within(form).getByLabelText(P.message.label)).toHaveValue('And tea at four');
}, 30_000);

test('"Send a message": a blank message is refused with focus on the field; a message is sent', async () => {
  acceptSends();
  const { user } = render();
  const card = await screen.findByRole('region', { name: 'Harold Smith' });
  const form = within(card).getByRole('form', { name: P.message.heading('Harold Smith') });
  const field = within(form).getByLabelText(P.message.label);
  await user.type(field, '   ');
  await user.click(within(form).getByRole('button', { name: P.message.send }));
  expect(await within(form).findByText(P.message.required)).toBeInTheDocument();
  expect(field).toHaveFocus();
  expect(api.calls('post', '/messages/send/')).toHaveLength(0);

  await user.clear(field);
  await user.type(field, 'Lunch at one, love Carla');
  await user.click(within(form).getByRole('button', { name: P.message.send }));
  expect(
    await screen.findByText(P.message.sent('Harold Smith'), {}, { timeout: 4000 }),
  ).toBeTruthy();
  expect(api.calls('post', '/messages/send/')[0]?.body).toEqual({
    recipient_id: 8,
    body: 'Lunch at one, love Carla',
  });
  expect(field).toHaveValue('');
}, 30_000);

test('a failed send keeps what was written and says so', async () => {
  api.on('post', '/messages/send/', { status: 500, data: { detail: 'db down' } });
  const { user } = render();
  const card = await screen.findByRole('region', { name: 'Harold Smith' });
  const field = within(card).getByLabelText(P.message.label);
  await user.type(field, 'See you soon');
  await user.click(within(card).getByRole('button', { name: P.message.send }));
  expect(await within(card).findByRole('alert')).toHaveTextContent(P.message.failed);
  expect(field).toHaveValue('See you soon');
}, 30_000);

test('no one linked: says so, with a way to the caregiver’s own clock', async () => {
  api.on('get', '/users/me/people/', { status: 200, data: [] });
  render();
  expect(await screen.findByText(P.none)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: P.ownClock })).toHaveAttribute(
    'href',
    `/clock/${USERS.caregiver.id}`,
  );
}, 30_000);

test('the list cannot load: the calm "could not load", no server text', async () => {
  api.on('get', '/users/me/people/', { status: 502, data: { detail: 'proxy error 0x1f' } });
  render();
  const state = await screen.findByRole(
    'status',
    { name: CALM_STATE_TEXTS.loadFailed.title },
    { timeout: 10_000 },
  );
  expect(state).not.toHaveTextContent('0x1f');
}, 30_000);

describe('in Polish (docs/languages.md)', () => {
  afterEach(() => setLocale('en'));

  test('the card’s words, a plural, and the times as Polish clocks show them', async () => {
    await setLocale('pl');
    render();
    const card = await screen.findByRole('region', { name: 'Harold Smith' });
    const doses = within(card).getByRole('group', { name: 'Dzisiejsze leki' });
    await within(doses).findByText(/Amlodipine/);
    expect(
      within(doses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '8:00 Metformin (500 mg)✓Przyjęta',
      '9:00 Amlodipine (5 mg)✗Opuszczona',
      '11:45 Donepezil (10 mg)!Teraz',
      '18:00 Metformin (500 mg)○Nadchodząca',
    ]);
    const next = within(card).getByRole('group', { name: 'Następna wizyta' });
    expect(await within(next).findByText(/Daughter visits, Home/)).toHaveTextContent(
      'Dziś, 16:00 — Daughter visits, Home',
    );
    // Polish plurals: 2 is "few".
    expect(within(card).getByText('2 nieprzeczytane wiadomości')).toBeInTheDocument();
    expect(within(card).getByText('Ekran: brak sygnału od Dziś, 8:10')).toBeInTheDocument();
  });
});
