import { screen, waitFor, within } from '@testing-library/react';
import { CALM_STATE_TEXTS } from '@care/shared';
import { axeViolations, renderScreen, USERS } from '@care/shared/testing';
import type { FakeAdapter, RecordedRequest } from '@care/shared/testing';
import { TEXTS } from '../../../texts';
import { appointment, careSetup, dose, meal, pinNow } from '../../../test/care-fixtures';
import { CalendarScreen } from './calendar-screen';

const C = TEXTS.calendar;
let api: FakeAdapter;
// 12:00 in New York on Sunday 22 November 2026.
beforeEach(() => {
  pinNow('2026-11-22T17:00:00Z');
  api = careSetup();
  api.on('get', '/users/8/appointments/', {
    status: 200,
    data: [appointment({ start_time: '2026-11-23T15:00:00Z', end_time: '2026-11-23T15:30:00Z' })],
  });
  api.on('get', '/users/8/meals/', {
    status: 200,
    data: [meal({ eaten_at: '2026-11-22T13:30:00Z' })],
  });
  api.on('get', '/users/8/doses/', {
    status: 200,
    data: [
      dose({ status: 'taken', marked_at: '2026-11-22T13:05:00Z' }),
      dose({ due_at: '2026-11-22T23:00:00Z', local_time: '18:00', status: 'upcoming' }),
      dose({ due_at: '2026-11-21T13:00:00Z', local_date: '2026-11-21', status: 'missed' }),
    ],
  });
});
afterEach(() => {
  jest.useRealTimers();
});

const cell = (name: RegExp) => screen.getByRole('gridcell', { name });

test('a month of whole weeks; each day named in full with what it holds; today marked', async () => {
  const { container } = renderScreen(CalendarScreen, {
    route: '/calendar/8',
    user: USERS.caregiver,
  });
  const grid = await screen.findByRole('grid', { name: C.gridLabel('November 2026') });
  expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
  const today = cell(/^Sunday 22 November 2026/);
  expect(today).toHaveAccessibleName(
    'Sunday 22 November 2026, today: 2 doses (1 taken, 1 upcoming), 1 meal',
  );
  expect(today).toHaveAttribute('aria-current', 'date');
  expect(today).toHaveAttribute('tabindex', '0');
  expect(cell(/^Saturday 21 November 2026/)).toHaveAccessibleName(
    'Saturday 21 November 2026: 1 dose (1 missed)',
  );
  expect(cell(/^Monday 23 November 2026/)).toHaveAccessibleName(
    'Monday 23 November 2026: 1 appointment',
  );
  // The dose statuses at a glance: colour, a symbol of its own shape and the word, never colour alone.
  expect(today).toHaveTextContent('✓ 1 taken');
  expect(today).toHaveTextContent('○ 1 upcoming');
  expect(cell(/^Saturday 21 November 2026/)).toHaveTextContent('✗ 1 missed');
  expect(api.calls('get', '/users/8/doses/')[0]?.params).toMatchObject({
    from: '2026-10-26',
    to: '2026-12-06',
  });
  expect(await axeViolations(container)).toEqual([]);
});

/** Every style rule (those inside @media too, which jsdom does not apply) that styles an element. */
function rulesOf(element: Element): CSSStyleRule[] {
  const found: CSSStyleRule[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if ('cssRules' in rule && !('selectorText' in rule))
        visit((rule as CSSGroupingRule).cssRules);
      else if ('selectorText' in rule && element.matches((rule as CSSStyleRule).selectorText)) {
        found.push(rule as CSSStyleRule);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return found;
}
const styled = (element: Element, property: string) =>
  rulesOf(element).map((rule) => rule.style.getPropertyValue(property));
/** The selector's specificity as one number (the grid's selectors are classes, elements and attributes). */
const specificity = (selector: string) =>
  (selector.match(/#[\w-]+/g)?.length ?? 0) * 10_000 +
  (selector.match(/\.[\w-]+|\[[^\]]+\]|:(?!:)[\w-]+/g)?.length ?? 0) * 100 +
  (selector.match(/(^|[\s>+~])[a-z]+/gi)?.length ?? 0);
/** The value that wins for an element (media rules included, as on a phone), or '' when none sets it. */
function winning(element: Element, property: string): string {
  const set = rulesOf(element)
    .map((rule, order) => ({ rule, order, value: rule.style.getPropertyValue(property) }))
    .filter(({ value }) => value !== '')
    .sort(
      (a, b) =>
        specificity(a.rule.selectorText) - specificity(b.rule.selectorText) || a.order - b.order,
    );
  return set.at(-1)?.value ?? '';
}

test('a phone’s month cell breaks lines between words only: a long title ends in “…”, “Today” stays whole', async () => {
  api.on('get', '/users/8/appointments/', {
    status: 200,
    data: [
      appointment({
        title: 'Physiotherapy with the community team',
        start_time: '2026-11-22T15:00:00Z',
        end_time: '2026-11-22T16:00:00Z',
      }),
    ],
  });
  const { container } = renderScreen(CalendarScreen, {
    route: '/calendar/8',
    user: USERS.caregiver,
  });
  const grid = await screen.findByRole('grid', { name: C.gridLabel('November 2026') });
  const today = cell(/^Sunday 22 November 2026/);
  const title = within(today).getByText(/Physiotherapy with the community team/);
  // No rule of the grid, at any width, lets a word break inside itself.
  for (const element of [grid, ...Array.from(grid.querySelectorAll('*'))]) {
    expect(winning(element, 'overflow-wrap')).not.toMatch(/anywhere|break-word/);
    expect(winning(element, 'word-break')).not.toMatch(/break-all|break-word/);
    expect(winning(element, 'hyphens')).not.toBe('auto');
  }
  // On a phone the title is one line under its time, cut with an ellipsis, never mid-word.
  const phone = rulesOf(title).filter((rule) => rule.parentRule instanceof CSSMediaRule);
  expect(phone.map((rule) => rule.style.getPropertyValue('text-overflow'))).toContain('ellipsis');
  expect(phone.map((rule) => rule.style.getPropertyValue('white-space'))).toContain('nowrap');
  expect(styled(title.parentElement as Element, 'text-overflow')).toContain('ellipsis');
  // "Today" is never broken.
  const mark = within(today).getByText(C.todayMark);
  expect(styled(mark, 'white-space')).toContain('nowrap');
  expect(await axeViolations(container)).toEqual([]);
});

test('arrow keys move between days (roving tabindex), Page Down to the next month; Enter opens the day', async () => {
  const { user } = renderScreen(CalendarScreen, { route: '/calendar/8', user: USERS.caregiver });
  await screen.findByRole('grid');
  await user.tab(); // the view buttons and the navigation come first
  cell(/^Sunday 22 November 2026/).focus();
  await user.keyboard('{ArrowRight}');
  expect(cell(/^Monday 23 November 2026/)).toHaveFocus();
  expect(cell(/^Sunday 22 November 2026/)).toHaveAttribute('tabindex', '-1');
  await user.keyboard('{ArrowUp}');
  expect(cell(/^Monday 16 November 2026/)).toHaveFocus();
  await user.keyboard('{PageDown}');
  expect(
    await screen.findByRole('grid', { name: C.gridLabel('December 2026') }),
  ).toBeInTheDocument();
  expect(cell(/^Wednesday 16 December 2026/)).toHaveFocus();
  await user.keyboard('{PageUp}{ArrowDown}{Enter}');
  expect(screen.getByRole('heading', { name: 'Monday 23 November 2026' })).toBeInTheDocument();
  expect(screen.getByText('Diabetes check-up')).toBeInTheDocument();
});

test('the day view: doses to mark, appointments and meals', async () => {
  pinNow('2026-11-22T22:30:00Z'); // 17:30: the 18:00 dose may be marked taken
  api.on('post', '/users/8/medications/1/status/', (req: RecordedRequest) => ({
    status: 200,
    data: dose({ ...(req.body as object), status: 'taken' }),
  }));
  const { user, container } = renderScreen(CalendarScreen, {
    route: '/calendar/8',
    user: USERS.caregiver,
  });
  await user.click(await screen.findByRole('button', { name: C.views.day }));
  expect(screen.getByRole('button', { name: C.views.day })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('heading', { name: 'Sunday 22 November 2026' })).toBeInTheDocument();
  const doses = screen.getByRole('region', { name: C.dosesHeading });
  expect(within(doses).getByText('Taken at 22 Nov, 08:05')).toBeInTheDocument();
  // Tomorrow's doses cannot be taken yet: only skipped.
  await user.click(within(doses).getByRole('button', { name: 'Taken: Metformin at 18:00' }));
  expect(api.calls('post', '/users/8/medications/1/status/')[0]?.body).toEqual({
    due_at: '2026-11-22T23:00:00Z',
    status: 'taken',
  });
  expect(screen.getByRole('region', { name: C.mealsHeading })).toHaveTextContent(
    '08:30 Breakfast: Porridge',
  );
  expect(await axeViolations(container)).toEqual([]);
});

test('a caregiver adds an appointment on the day shown; it is in the day at once, and the focus comes back', async () => {
  const A = TEXTS.appointments;
  const saved: object[] = [];
  api.on('post', '/users/8/appointments/', (req: RecordedRequest) => {
    saved.push(appointment({ id: 31, ...(req.body as object) }));
    return { status: 201, data: saved.at(-1) };
  });
  api.on('get', '/users/8/appointments/', () => ({ status: 200, data: [...saved] }));
  const { user, container } = renderScreen(CalendarScreen, {
    route: '/calendar/8',
    user: USERS.caregiver,
  });
  await user.click(await screen.findByRole('button', { name: C.views.day }));
  const appointments = screen.getByRole('region', { name: C.appointmentsHeading });
  expect(within(appointments).getByText(C.noAppointments)).toBeInTheDocument();
  await user.click(within(appointments).getByRole('button', { name: C.addAppointment }));
  const form = within(appointments).getByRole('form', { name: A.newTitle });
  // The form opens on the day being looked at.
  expect(within(form).getByLabelText(A.date)).toHaveValue('2026-11-22');
  await user.click(within(form).getByRole('button', { name: TEXTS.common.save }));
  expect(within(form).getByLabelText(A.title)).toHaveFocus();
  expect(api.calls('post', '/users/8/appointments/')).toHaveLength(0);
  await user.type(within(form).getByLabelText(A.title), 'Daughter visits');
  await user.type(within(form).getByLabelText(A.start), '16:00');
  await user.click(within(form).getByRole('button', { name: TEXTS.common.save }));
  expect(api.calls('post', '/users/8/appointments/')[0]?.body).toMatchObject({
    title: 'Daughter visits',
    start_time: '2026-11-22T21:00:00.000Z',
  });
  expect(await within(appointments).findByText('Daughter visits')).toBeInTheDocument();
  expect(within(appointments).getByRole('status')).toHaveTextContent(
    C.appointmentAdded('Daughter visits'),
  );
  expect(within(appointments).queryByRole('form')).not.toBeInTheDocument();
  const again = await screen.findByRole('button', { name: C.addAppointment });
  await waitFor(() => expect(again).toHaveFocus());
  expect(await axeViolations(container)).toEqual([]);
});

test('the week view, and its navigation', async () => {
  const { user } = renderScreen(CalendarScreen, {
    route: '/calendar/8',
    user: USERS.clinicalAdmin,
  });
  await user.click(await screen.findByRole('button', { name: C.views.week }));
  const grid = screen.getByRole('grid', { name: C.weekLabel('Monday 16 November 2026') });
  expect(within(grid).getAllByRole('gridcell')).toHaveLength(7);
  await user.click(screen.getByRole('button', { name: C.next.week }));
  expect(
    screen.getByRole('grid', { name: C.weekLabel('Monday 23 November 2026') }),
  ).toBeInTheDocument();
  expect(cell(/^Monday 23 November 2026/)).toHaveTextContent('10:00 Diabetes check-up');
});

describe('whose plan it is, with links between the person’s pages', () => {
  const pagesOf = async () =>
    screen.findByRole('navigation', { name: TEXTS.common.personPages('Margaret Johnson') });

  test('a caregiver: the calendar (current) and the food log; not the admin-area pages', async () => {
    renderScreen(CalendarScreen, { route: '/calendar/8', user: USERS.caregiver });
    const pages = await pagesOf();
    expect(screen.getByText('Margaret Johnson', { selector: 'p' })).toBeInTheDocument();
    expect(within(pages).getByText(TEXTS.common.pages.calendar)).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/users/8/food']);
  });

  test('a clinical admin: also appointments and medications', async () => {
    renderScreen(CalendarScreen, { route: '/calendar/8', user: USERS.clinicalAdmin });
    const pages = await pagesOf();
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/users/8/appointments', '/users/8/medications', '/users/8/food']);
  });
});

test('a failed load is one calm "could not load", not "Nothing planned" on every day; it recovers', async () => {
  api.on('get', '/users/8/doses/', { status: 503, data: { detail: 'upstream timeout at db-2' } });
  const { user } = renderScreen(CalendarScreen, { route: '/calendar/8', user: USERS.caregiver });
  const state = await screen.findByRole(
    'status',
    { name: CALM_STATE_TEXTS.loadFailed.title },
    { timeout: 8000 },
  );
  expect(state).not.toHaveTextContent('db-2');
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  expect(screen.queryByText(C.nothing)).not.toBeInTheDocument();
  api.on('get', '/users/8/doses/', { status: 200, data: [dose({ status: 'taken' })] });
  await user.click(screen.getByRole('button', { name: CALM_STATE_TEXTS.retryNow }));
  expect(await screen.findByRole('grid')).toBeInTheDocument();
}, 20_000);

test.each(['/calendar/abc', '/calendar/0'])(
  '%s: a bad id is "not found" at once, never a spinner',
  (route) => {
    renderScreen(CalendarScreen, { route, user: USERS.caregiver });
    expect(
      screen.getByRole('status', { name: CALM_STATE_TEXTS.notFound.title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  },
);
