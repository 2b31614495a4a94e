import { screen, within } from '@testing-library/react';
import { axeViolations, renderScreen, USERS } from '@care/shared/testing';
import type { FakeAdapter, RecordedRequest } from '@care/shared/testing';
import { TEXTS } from '../../../texts';
import { careSetup, dose, medication, pinNow } from '../../../test/care-fixtures';
import { MedicationsScreen } from './medications-screen';

const T = TEXTS.medications;
const LIST = '/users/8/medications/';
const DOSES = '/users/8/doses/';
const SETTINGS = '/users/8/dose-settings/';
let api: FakeAdapter;

// 12:00 in New York (the person's zone) on Sunday 22 November 2026.
beforeEach(() => {
  pinNow('2026-11-22T17:00:00Z');
  api = careSetup();
  api.on('get', SETTINGS, {
    status: 200,
    data: { missed_after_minutes: 60, is_default: true, default_minutes: 60 },
  });
});
afterEach(() => {
  jest.useRealTimers();
});

const TODAY = [
  dose({
    status: 'taken',
    marked_at: '2026-11-22T13:05:00Z',
    marked_by: { id: 3, display_name: 'Cleo Clinic' },
  }),
  dose({ due_at: '2026-11-22T23:00:00.000Z', local_time: '18:00', status: 'upcoming' }),
];

describe('the list', () => {
  test('current medications with today’s doses at a glance; the rest folded away', async () => {
    api.on('get', LIST, {
      status: 200,
      data: [medication(), medication({ id: 2, name: 'Amoxicillin', status: 'completed' })],
    });
    api.on('get', DOSES, { status: 200, data: TODAY });
    const { container } = renderScreen(MedicationsScreen, {
      route: '/users/8/medications',
      user: USERS.clinicalAdmin,
    });
    const item = (await screen.findByRole('link', { name: 'Metformin 500 mg' })).closest('li');
    expect(item).toHaveTextContent('Due at 08:00 and 18:00');
    expect(within(item as HTMLElement).getByText('Taken')).toBeInTheDocument();
    expect(within(item as HTMLElement).getByText('Upcoming')).toBeInTheDocument();
    expect(screen.getByText(T.inactive(1)).closest('details')).not.toHaveAttribute('open');
    expect(api.calls('get', DOSES)[0]?.params).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
      medication_id: undefined,
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a clinician sets the missed-dose threshold; bad input is refused beside the field', async () => {
    api.on('get', LIST, { status: 200, data: [] });
    api.on('get', DOSES, { status: 200, data: [] });
    api.on('put', SETTINGS, (req: RecordedRequest) => ({
      status: 200,
      data: { ...(req.body as object), is_default: false, default_minutes: 60 },
    }));
    const { user } = renderScreen(MedicationsScreen, {
      route: '/users/8/medications',
      user: USERS.clinicalAdmin,
    });
    const field = await screen.findByLabelText(T.thresholdLabel);
    await user.clear(field);
    await user.type(field, '3');
    await user.click(screen.getByRole('button', { name: T.thresholdSave }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(T.thresholdInvalid) as string,
    );
    await user.clear(field);
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: T.thresholdSave }));
    expect(api.calls('put', SETTINGS)[0]?.body).toEqual({ missed_after_minutes: 30 });
    expect(await screen.findByText(T.thresholdValue(30, false))).toBeInTheDocument();
  });

  test('a caregiver reads the threshold but cannot change it', async () => {
    api.on('get', LIST, { status: 200, data: [] });
    api.on('get', DOSES, { status: 200, data: [] });
    renderScreen(MedicationsScreen, { route: '/users/8/medications', user: USERS.caregiver });
    expect(await screen.findByText(T.thresholdValue(60, true))).toBeInTheDocument();
    expect(screen.queryByLabelText(T.thresholdLabel)).not.toBeInTheDocument();
  });
});

describe('a new medication', () => {
  async function openForm() {
    api.on('get', LIST, { status: 200, data: [] });
    api.on('get', DOSES, { status: 200, data: [] });
    const view = renderScreen(MedicationsScreen, {
      route: '/users/8/medications',
      user: USERS.clinicalAdmin,
    });
    await view.user.click(await screen.findByRole('button', { name: T.add }));
    return view;
  }

  test('with two daily times, from today on the person’s clock', async () => {
    api.on('post', LIST, (req: RecordedRequest) => ({
      status: 201,
      data: medication({ id: 7, ...(req.body as object) }),
    }));
    const { user, navigate } = await openForm();
    expect(screen.getByLabelText(T.startDate)).toHaveValue('2026-11-22');
    await user.type(screen.getByLabelText(T.name), 'Lisinopril');
    await user.type(screen.getByLabelText(T.dose), '10 mg');
    await user.click(screen.getByRole('button', { name: T.addTime }));
    await user.type(screen.getByLabelText(T.timeN(2)), '20:30');
    await user.clear(screen.getByLabelText(T.timeN(1)));
    await user.type(screen.getByLabelText(T.timeN(1)), '07:45');
    await user.click(screen.getByRole('button', { name: TEXTS.common.save }));
    expect(navigate).toHaveBeenCalledWith('/users/8/medications/7');
    expect(api.calls('post', LIST)[0]?.body).toEqual({
      name: 'Lisinopril',
      dosage: '10 mg',
      instructions: '',
      times: ['07:45', '20:30'],
      start_date: '2026-11-22',
      end_date: null,
      status: 'active',
    });
  });

  test('refuses an empty name, a time given twice, an end before the start; sends nothing', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: T.addTime }));
    await user.type(screen.getByLabelText(T.timeN(2)), '08:00');
    await user.type(screen.getByLabelText(T.endDate), '2026-11-01');
    await user.click(screen.getByRole('button', { name: TEXTS.common.save }));
    expect(screen.getByLabelText(T.name)).toHaveAccessibleDescription(T.nameRequired);
    expect(screen.getByLabelText(T.timeN(2))).toHaveAccessibleDescription(
      expect.stringContaining(T.timeTwice) as string,
    );
    expect(screen.getByLabelText(T.endDate)).toHaveAccessibleDescription(
      expect.stringContaining(T.endBeforeStart) as string,
    );
    expect(api.calls('post', LIST)).toHaveLength(0);
  });
});

describe('one medication', () => {
  function open(user = USERS.clinicalAdmin) {
    api.on('get', LIST, { status: 200, data: [medication()] });
    api.on('get', DOSES, {
      status: 200,
      data: [
        dose({ due_at: '2026-11-21T13:00:00.000Z', local_date: '2026-11-21', status: 'missed' }),
        dose({
          due_at: '2026-11-21T23:00:00.000Z',
          local_date: '2026-11-21',
          local_time: '18:00',
          status: 'skipped',
          marked_at: '2026-11-21T23:10:00Z',
          marked_by: { id: 10, display_name: 'Carla Giver' },
        }),
        ...TODAY,
      ],
    });
    return renderScreen(MedicationsScreen, { route: '/users/8/medications/1', user });
  }

  test('today’s doses to mark, adherence over 7 and 30 days, and the record', async () => {
    api.on('post', '/users/8/medications/1/status/', (req: RecordedRequest) => ({
      status: 200,
      data: dose({ ...TODAY[1], status: 'skipped', ...(req.body as object) }),
    }));
    const { user, container } = open();
    const today = (await screen.findByRole('heading', { name: T.today }))
      .parentElement as HTMLElement;
    expect(within(today).getByText('Taken at 22 Nov, 08:05 by Cleo Clinic')).toBeInTheDocument();
    // 1 taken of 3 settled doses (the 18:00 one today is still upcoming).
    expect(screen.getAllByText(T.adherenceValue(33, 1, 3))).toHaveLength(2);
    expect(screen.getByText('Skipped at 21 Nov, 18:10 by Carla Giver')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(today).getByRole('button', { name: 'Skip: Metformin at 18:00' }));
    expect(api.calls('post', '/users/8/medications/1/status/')[0]?.body).toEqual({
      due_at: '2026-11-22T23:00:00.000Z',
      status: 'skipped',
    });
  });

  test('the care team may undo a mark; the person may not', async () => {
    open();
    expect(
      await screen.findByRole('button', { name: 'Undo: Metformin at 08:00' }),
    ).toBeInTheDocument();
  });

  test('the person sees no corrections', async () => {
    open({ ...USERS.user, id: 8 });
    await screen.findByRole('heading', { name: T.today });
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Missed/ })).not.toBeInTheDocument();
  });

  test('deletes only after confirmation', async () => {
    api.on('delete', '/users/8/medications/1/', { status: 204, data: null });
    const { user, navigate } = open();
    await user.click(await screen.findByRole('button', { name: TEXTS.common.delete }));
    const dialog = screen.getByRole('dialog', { name: T.deleteConfirmTitle });
    expect(dialog).toHaveTextContent(T.deleteConfirm('Metformin'));
    await user.click(within(dialog).getByRole('button', { name: TEXTS.common.delete }));
    expect(navigate).toHaveBeenCalledWith('/users/8/medications');
  });
});
