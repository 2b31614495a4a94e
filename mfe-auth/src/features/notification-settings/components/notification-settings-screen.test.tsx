import { act, screen, within } from '@testing-library/react';
import { deferredReply, type FakeAdapter, renderScreen } from '@care/shared/testing';
import { startScreenTest, storeSession } from '../../../test/screen-test';
import { NotificationSettingsScreen } from './notification-settings-screen';

let fake: FakeAdapter;
beforeEach(() => {
  fake = startScreenTest();
});

const PATH = '/notifications/settings/';
/** The load retries once (the shared query client's policy) before it reports an error. */
const AFTER_RETRY = { timeout: 4000 };

const SETTINGS = {
  enable_notifications: true,
  security_alerts: false,
  login_alerts: true,
  upcoming_appointment_alerts: false,
  medication_reminders: true,
  quiet_hours_enabled: false,
  // Spec 3: fields this screen does not know are sent back unchanged.
  digest_frequency: 'weekly',
  quiet_hours_start: '22:00',
};

describe('NotificationSettingsScreen (spec 2.7)', () => {
  it('without an access token says the user is not authenticated and asks nothing of the server', async () => {
    renderScreen(NotificationSettingsScreen);
    expect(await screen.findByRole('alert')).toHaveTextContent('User not authenticated.');
    expect(fake.requests).toHaveLength(0);
  });

  it('shows a loader, then the sections and switches of the spec with their saved state', async () => {
    storeSession(7);
    const reply = deferredReply();
    fake.on('get', PATH, reply.responder);
    renderScreen(NotificationSettingsScreen);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Notification Settings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(() => reply.release({ status: 200, data: SETTINGS }));

    const expected: [string, [string, boolean][]][] = [
      ['General Notifications', [['Enable Notifications', true]]],
      [
        'Security & Privacy',
        [
          ['Receive Security Alerts', false],
          ['Login Activity Alerts', true],
        ],
      ],
      [
        'Appointments & Medications',
        [
          ['Upcoming Appointment Alerts', false],
          ['Medication Reminders', true],
        ],
      ],
      ['Quiet Hours', [['Enable Quiet Hours', false]]],
    ];
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(expected.length);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expected.map(([title]) => title),
    );
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    for (const [title, switches] of expected) {
      const section = screen.getByRole('region', { name: title });
      for (const [label, checked] of switches) {
        const control = within(section).getByRole('switch', { name: label });
        expect(control).toHaveAttribute('aria-checked', String(checked));
      }
    }
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('toggles locally and PUTs the WHOLE object back, unknown fields unchanged', async () => {
    storeSession(7);
    fake.on('get', PATH, { status: 200, data: SETTINGS });
    fake.on('put', PATH, { status: 200, data: {} });
    const { user } = renderScreen(NotificationSettingsScreen);

    await user.click(await screen.findByRole('switch', { name: 'Receive Security Alerts' }));
    await user.click(screen.getByRole('switch', { name: 'Enable Notifications' }));
    expect(screen.getByRole('switch', { name: 'Receive Security Alerts' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(fake.calls('put', PATH)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Notification settings updated successfully.'),
    ).toBeInTheDocument();
    expect(fake.calls('put', PATH).map((request) => request.body)).toEqual([
      { ...SETTINGS, security_alerts: true, enable_notifications: false },
    ]);
    // The saved state stays on screen.
    expect(screen.getByRole('switch', { name: 'Enable Notifications' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('keeps the toggles and says so when saving fails', async () => {
    storeSession(7);
    fake.on('get', PATH, { status: 200, data: SETTINGS });
    fake.on('put', PATH, { status: 500, data: {} });
    const { user } = renderScreen(NotificationSettingsScreen);

    await user.click(await screen.findByRole('switch', { name: 'Enable Quiet Hours' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save changes.');
    expect(screen.getByRole('switch', { name: 'Enable Quiet Hours' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('shows the busy state while saving', async () => {
    storeSession(7);
    const reply = deferredReply();
    fake.on('get', PATH, { status: 200, data: SETTINGS });
    fake.on('put', PATH, reply.responder);
    const { user } = renderScreen(NotificationSettingsScreen);

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(() => reply.release({ status: 200, data: {} }));
    expect(
      await screen.findByText('Notification settings updated successfully.'),
    ).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded', async () => {
    storeSession(7);
    fake.on('get', PATH, { status: 500, data: {} });
    renderScreen(NotificationSettingsScreen);
    expect(await screen.findByRole('alert', {}, AFTER_RETRY)).toHaveTextContent(
      'Failed to load notification settings.',
    );
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it.each([
    ['an empty object', {}],
    ['an empty body', ''],
  ])('says there are no settings when the server returns %s', async (_case, data) => {
    storeSession(7);
    fake.on('get', PATH, { status: 200, data });
    renderScreen(NotificationSettingsScreen);
    expect(await screen.findByText('No notification settings available.')).toBeInTheDocument();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
  });

  it('goes one step back with “← Back to Dashboard”', async () => {
    storeSession(7);
    fake.on('get', PATH, { status: 200, data: SETTINGS });
    const { user, navigate } = renderScreen(NotificationSettingsScreen);
    await user.click(screen.getByRole('button', { name: '← Back to Dashboard' }));
    expect(navigate).toHaveBeenCalledWith(-1);
  });
});
