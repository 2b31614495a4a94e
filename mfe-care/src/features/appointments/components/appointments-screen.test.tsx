import { screen, within } from '@testing-library/react';
import { axeViolations, renderScreen, USERS } from '@care/shared/testing';
import type { FakeAdapter } from '@care/shared/testing';
import { TEXTS } from '../../../texts';
import { appointment, careSetup } from '../../../test/care-fixtures';
import { AppointmentsScreen } from './appointments-screen';

const T = TEXTS.appointments;
const LIST = '/users/8/appointments/';
let api: FakeAdapter;
beforeEach(() => {
  api = careSetup();
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('the list', () => {
  test('upcoming first (soonest on top), past ones folded away; times on the person’s clock', async () => {
    api.on('get', LIST, {
      status: 200,
      data: [
        appointment({ id: 1, title: 'Last week', start_time: inDays(-7), end_time: null }),
        appointment({ id: 2, title: 'In ten days', start_time: inDays(10), end_time: null }),
        appointment({ id: 3, title: 'Tomorrow', start_time: inDays(1), end_time: null }),
      ],
    });
    const { container } = renderScreen(AppointmentsScreen, {
      route: '/users/8/appointments',
      user: USERS.clinicalAdmin,
    });
    const upcoming = await screen.findByRole('heading', { name: T.upcoming });
    const card = upcoming.parentElement as HTMLElement;
    const links = within(card).getAllByRole('link');
    expect(links.map((l) => l.querySelector('strong')?.textContent)).toEqual([
      'Tomorrow',
      'In ten days',
      'Last week',
    ]);
    const past = screen.getByText(T.past(1));
    expect(past.closest('details')).not.toHaveAttribute('open');
    expect(
      screen.getByText(
        TEXTS.common.zoneNote('Margaret Johnson', 'America/New_York', 'Eastern Standard Time'),
      ),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('opens one appointment through the host', async () => {
    api.on('get', LIST, { status: 200, data: [appointment({ id: 5, start_time: inDays(2) })] });
    const { user, navigate } = renderScreen(AppointmentsScreen, {
      route: '/users/8/appointments',
      user: USERS.clinicalAdmin,
    });
    await user.click(await screen.findByRole('link', { name: /Diabetes check-up/ }));
    expect(navigate).toHaveBeenCalledWith('/users/8/appointments/5');
  });

  test('says so when the list cannot be loaded', async () => {
    api.on('get', LIST, { status: 0, networkError: true });
    renderScreen(AppointmentsScreen, { route: '/users/8/appointments', user: USERS.admin });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'We could not reach the server.',
    );
  });
});

describe('a new appointment', () => {
  async function openForm() {
    api.on('get', LIST, { status: 200, data: [] });
    const view = renderScreen(AppointmentsScreen, {
      route: '/users/8/appointments',
      user: USERS.clinicalAdmin,
    });
    await view.user.click(await screen.findByRole('button', { name: T.add }));
    return view;
  }

  test('reads the date and times on the person’s clock, and sends instants', async () => {
    api.on('post', LIST, (req) => ({
      status: 201,
      data: appointment({ id: 9, ...(req.body as object) }),
    }));
    const { user, navigate } = await openForm();
    await user.type(screen.getByLabelText(T.title), 'Hearing test');
    await user.type(screen.getByLabelText(T.date), '2026-12-03');
    await user.type(screen.getByLabelText(T.start), '10:00');
    await user.type(screen.getByLabelText(T.end), '10:30');
    await user.type(screen.getByLabelText(T.withWhom), 'Dr. Shah');
    // The zone is named beside the inputs: it is not the browser's.
    expect(screen.getByLabelText(T.start)).toHaveAccessibleDescription(
      TEXTS.common.zoneHint('America/New_York', 'Eastern Standard Time'),
    );
    await user.click(screen.getByRole('button', { name: TEXTS.common.save }));
    expect(navigate).toHaveBeenCalledWith('/users/8/appointments/9');
    expect(api.calls('post', LIST)[0]?.body).toEqual({
      title: 'Hearing test',
      start_time: '2026-12-03T15:00:00.000Z',
      end_time: '2026-12-03T15:30:00.000Z',
      location: '',
      provider_name: 'Dr. Shah',
      description: '',
      reminder_minutes: 60,
    });
  });

  test('refuses bad input beside each field and sends nothing', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText(T.title), '   ');
    await user.type(screen.getByLabelText(T.date), '2026-12-03');
    await user.type(screen.getByLabelText(T.start), '10:00');
    await user.type(screen.getByLabelText(T.end), '09:30');
    await user.click(screen.getByLabelText(T.notes));
    await user.paste('x'.repeat(10_000));
    await user.click(screen.getByRole('button', { name: TEXTS.common.save }));
    expect(screen.getByLabelText(T.title)).toHaveAccessibleDescription(T.titleRequired);
    expect(screen.getByLabelText(T.title)).toHaveFocus();
    expect(screen.getByLabelText(T.end)).toHaveAccessibleDescription(
      expect.stringContaining(T.endBeforeStart) as string,
    );
    expect(screen.getByLabelText(T.notes)).toHaveAccessibleDescription(
      TEXTS.common.notesTooLong(5000, 10_000),
    );
    expect(api.calls('post', LIST)).toHaveLength(0);
  });

  test('a date the browser could not read is refused, not saved as blank', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText(T.title), 'Check-up');
    await user.type(screen.getByLabelText(T.date), '2026-12-03');
    await user.type(screen.getByLabelText(T.start), '10:00');
    // What Chrome does with 31/02: the value stays empty and validity.badInput is set.
    const end = screen.getByLabelText(T.end);
    Object.defineProperty(end, 'validity', { value: { badInput: true } });
    await user.click(end);
    await user.tab();
    await user.click(screen.getByRole('button', { name: TEXTS.common.save }));
    expect(end).toHaveAccessibleDescription(
      expect.stringContaining(TEXTS.common.timeUnreal) as string,
    );
    expect(api.calls('post', LIST)).toHaveLength(0);
  });

  test('shows the server’s refusal beside its field', async () => {
    api.on('post', LIST, {
      status: 400,
      data: { detail: 'Enter a title.', fields: { title: 'Enter a title.' } },
    });
    const { user } = await openForm();
    await user.type(screen.getByLabelText(T.title), 'X');
    await user.type(screen.getByLabelText(T.date), '2026-12-03');
    await user.type(screen.getByLabelText(T.start), '10:00');
    await user.click(screen.getByRole('button', { name: TEXTS.common.save }));
    expect(await screen.findByLabelText(T.title)).toHaveAccessibleDescription('Enter a title.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('one appointment', () => {
  const open = () => {
    api.on('get', LIST, {
      status: 200,
      data: [appointment({ id: 4, description: 'Bring the glucose diary' })],
    });
    return renderScreen(AppointmentsScreen, {
      route: '/users/8/appointments/4',
      user: USERS.clinicalAdmin,
    });
  };

  test('shows what, when, where and with whom; e-mails it and shows where it went', async () => {
    api.on('post', '/appointments/4/send-email/', {
      status: 200,
      data: { detail: 'Appointment e-mail sent.', to: 'user@care.test' },
    });
    const { user, container } = open();
    expect(await screen.findByRole('heading', { name: 'Diabetes check-up' })).toBeInTheDocument();
    expect(screen.getByText('Thursday 3 December 2026, 10:00–10:30')).toBeInTheDocument();
    expect(screen.getByText('Riverside Clinic')).toBeInTheDocument();
    expect(screen.getByText('1 hour before')).toBeInTheDocument();
    expect(screen.getByText('Bring the glucose diary')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: T.sendEmail }));
    expect(await screen.findByRole('status')).toHaveTextContent(T.sent('user@care.test'));
  });

  test('deletes only after confirmation, then goes back to the list', async () => {
    api.on('delete', '/users/8/appointments/4/', { status: 204, data: null });
    const { user, navigate } = open();
    await user.click(await screen.findByRole('button', { name: TEXTS.common.delete }));
    const dialog = screen.getByRole('dialog', { name: T.deleteConfirmTitle });
    expect(api.calls('delete', '/users/8/appointments/4/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: TEXTS.common.delete }));
    expect(api.calls('delete', '/users/8/appointments/4/')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/users/8/appointments');
  });

  test('edits it in place, on the person’s clock', async () => {
    api.on('patch', '/users/8/appointments/4/', (req) => ({
      status: 200,
      data: appointment({ id: 4, ...(req.body as object) }),
    }));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: TEXTS.common.edit }));
    const start = screen.getByLabelText(T.start);
    expect(start).toHaveValue('10:00');
    await user.clear(start);
    await user.type(start, '09:15');
    await user.click(screen.getByRole('button', { name: TEXTS.common.save }));
    expect(api.calls('patch', '/users/8/appointments/4/')[0]?.body).toMatchObject({
      start_time: '2026-12-03T14:15:00.000Z',
      end_time: '2026-12-03T15:30:00.000Z',
    });
  });

  test('an unknown id says it was not found', async () => {
    api.on('get', LIST, { status: 200, data: [] });
    renderScreen(AppointmentsScreen, { route: '/users/8/appointments/77', user: USERS.admin });
    expect(await screen.findByText(T.notFound)).toBeInTheDocument();
  });
});
