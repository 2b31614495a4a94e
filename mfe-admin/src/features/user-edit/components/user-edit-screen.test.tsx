import { act, screen, within } from '@testing-library/react';
import { axeViolations, renderScreen, USERS } from '@care/shared/testing';
import { openUserEdit, userEditApi } from '../../../test/environment';
import { adminUserView, DEVICE, pendingUser } from '../../../test/fixtures';
import { TEXTS } from '../../../texts';
import { UserEditScreen } from './user-edit-screen';

const api = userEditApi();
afterEach(() => jest.useRealTimers());

const SUPERUSER = USERS.superuser;

const open = (user = adminUserView(), viewer = SUPERUSER) => openUserEdit(api, user, viewer);

/** PUT /users/5/ saves what was sent and answers the user as saved. */
const acceptSave = () =>
  api.on('put', '/users/5/', (req) => ({
    status: 200,
    data: { ...adminUserView(), ...(req.body as object) },
  }));

describe('loading (spec 8 user admin)', () => {
  test.each([
    [404, TEXTS.userAdmin.notFound],
    [500, TEXTS.userAdmin.loadFailed],
  ])('%s answers "%s"', async (status, text) => {
    api.on('get', '/users/5/', { status, data: { detail: 'x' } });
    renderScreen(UserEditScreen, { route: '/user-management/5', user: SUPERUSER });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  test('without an access token: "Token is missing or expired."', () => {
    renderScreen(UserEditScreen, { route: '/user-management/5' });
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.userAdmin.tokenMissing);
  });
});

describe('User Information and Admin Controls (spec 2.11)', () => {
  test('username is not editable; gender is Male, Female or Other; Admin Controls for superuser+staff', async () => {
    const { container } = open();
    expect(await screen.findByLabelText(TEXTS.edit.username)).toBeDisabled();
    const gender = screen.getByLabelText(TEXTS.edit.gender);
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([TEXTS.edit.genderNone, 'Male', 'Female', 'Other']);
    expect(screen.getByRole('switch', { name: TEXTS.edit.isStaff })).toBeChecked();
    expect(screen.getByRole('switch', { name: TEXTS.edit.isAdmin })).not.toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('no Admin Controls for an admin who is not superuser and staff', async () => {
    open(adminUserView(), USERS.admin);
    await screen.findByLabelText(TEXTS.edit.username);
    expect(screen.queryByRole('switch', { name: TEXTS.edit.isStaff })).not.toBeInTheDocument();
  });

  test('Save Changes sends the details (spec 7) and says so; Cancel goes to the dashboard', async () => {
    acceptSave();
    const { user, navigate } = open();
    const age = await screen.findByLabelText(TEXTS.edit.age);
    await user.clear(age);
    await user.type(age, '79');
    await user.click(screen.getByRole('switch', { name: TEXTS.edit.isAdmin }));
    await user.click(screen.getByRole('button', { name: TEXTS.edit.saveChanges }));
    expect(await screen.findByText(TEXTS.userAdmin.updated)).toBeInTheDocument();
    expect(api.calls('put', '/users/5/')[0]?.body).toMatchObject({
      username: 'margaret',
      email: 'margaret@example.test',
      display_name: 'Margaret Johnson',
      gender: 'Female',
      age: 79,
      is_staff: true,
      is_admin: true,
    });
    await user.click(screen.getByRole('button', { name: TEXTS.edit.cancel }));
    expect(navigate).toHaveBeenCalledWith('/admin-dashboard');
  });

  test('an age over 150 is refused before sending', async () => {
    const { user } = open();
    const age = await screen.findByLabelText(TEXTS.edit.age);
    await user.clear(age);
    await user.type(age, '151');
    await user.click(screen.getByRole('button', { name: TEXTS.edit.saveChanges }));
    expect(age).toHaveAccessibleDescription(TEXTS.edit.ageInvalid);
    expect(api.calls('put', '/users/5/')).toHaveLength(0);
  });

  test.each([
    [
      { status: 400, data: { detail: 'Invalid input: A user with that email already exists.' } },
      'Invalid input: A user with that email already exists.',
    ],
    [{ status: 404, data: { detail: 'User not found.' } }, 'User not found.'],
    [
      { status: 500, data: { detail: 'Internal server error.' } },
      'Server error (500): Internal server error.',
    ],
    [{ status: 0, networkError: true }, 'No response from server. Check your network connection.'],
  ])('save failure %# shows the spec 8 text', async (reply, text) => {
    api.on('put', '/users/5/', reply);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: TEXTS.edit.saveChanges }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('a 401 on save says "Unauthorized access. Please log in again." and goes to login', async () => {
    jest.useFakeTimers();
    api.on('put', '/users/5/', {
      status: 401,
      data: { detail: 'Authentication credentials were not provided.' },
    });
    api.on('post', '/auth/token/refresh/', { status: 401, data: {} });
    api.on('get', '/users/5/', { status: 200, data: adminUserView() });
    const { user, navigate } = renderScreen(UserEditScreen, {
      route: '/user-management/5',
      user: SUPERUSER,
      advanceTimers: jest.advanceTimersByTime,
    });
    await user.click(await screen.findByRole('button', { name: TEXTS.edit.saveChanges }));
    expect(await screen.findByText(TEXTS.userAdmin.unauthorized)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalledWith('/auth/login');
    act(() => jest.advanceTimersByTime(1500));
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });
});

describe('leaving with changes not saved (docs/product.md 2.11)', () => {
  const U = TEXTS.unsaved;
  const unloadHeld = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  test('no change: "← Back" goes at once, and the browser may leave', async () => {
    const { user, navigate } = open();
    await screen.findByLabelText(TEXTS.edit.displayName);
    expect(unloadHeld()).toBe(false);
    await user.click(screen.getByRole('button', { name: TEXTS.edit.back }));
    expect(navigate).toHaveBeenCalledWith('/user-management');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a change not saved: "← Back" asks; Stay keeps it, Leave goes without saving', async () => {
    const { user, navigate, baseElement } = open();
    const name = await screen.findByLabelText(TEXTS.edit.displayName);
    await user.clear(name);
    await user.type(name, 'Maggie');
    expect(unloadHeld()).toBe(true);

    await user.click(screen.getByRole('button', { name: TEXTS.edit.back }));
    const dialog = await screen.findByRole('dialog', { name: U.title });
    expect(dialog).toHaveAccessibleDescription(U.message);
    expect(within(dialog).getByRole('button', { name: U.stay })).toHaveFocus();
    expect(await axeViolations(baseElement)).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: U.stay }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(name).toHaveValue('Maggie');
    expect(navigate).not.toHaveBeenCalled();

    // Cancel leaves too, and asks the same.
    await user.click(screen.getByRole('button', { name: TEXTS.edit.cancel }));
    await user.click(
      within(await screen.findByRole('dialog', { name: U.title })).getByRole('button', {
        name: U.leave,
      }),
    );
    expect(navigate).toHaveBeenCalledWith('/admin-dashboard');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(api.calls('put', '/users/5/')).toHaveLength(0);
    // Once the person chose to leave, the browser does not ask again.
    expect(unloadHeld()).toBe(false);
  });

  test('Escape is Stay; after Save Changes nothing asks', async () => {
    acceptSave();
    const { user, navigate } = open();
    const age = await screen.findByLabelText(TEXTS.edit.age);
    await user.clear(age);
    await user.type(age, '80');
    await user.click(screen.getByRole('button', { name: TEXTS.edit.back }));
    await screen.findByRole('dialog', { name: U.title });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: TEXTS.edit.saveChanges }));
    expect(await screen.findByText(TEXTS.userAdmin.updated)).toBeInTheDocument();
    expect(unloadHeld()).toBe(false);
    await user.click(screen.getByRole('button', { name: TEXTS.edit.back }));
    expect(navigate).toHaveBeenCalledWith('/user-management');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a kiosk device id typed and not saved asks as well', async () => {
    const { user, navigate } = open();
    const device = await screen.findByLabelText(TEXTS.kiosk.deviceId);
    await user.type(device, 'kiosk-typed');
    await user.click(screen.getByRole('button', { name: TEXTS.edit.back }));
    expect(await screen.findByRole('dialog', { name: U.title })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('Approve and Reject (spec 4.6) and status', () => {
  test('shown to a superuser with staff status for a pending account only', async () => {
    open(pendingUser());
    expect(await screen.findByRole('button', { name: TEXTS.edit.approve })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.edit.reject })).toBeInTheDocument();
  });

  test('not shown when a clinical admin is assigned, nor to an admin without staff', async () => {
    open(pendingUser({ assigned_clinical_admin_id: 3 }));
    await screen.findByRole('button', { name: TEXTS.edit.deactivate });
    expect(screen.queryByRole('button', { name: TEXTS.edit.approve })).not.toBeInTheDocument();
  });

  test('an admin sees the state and who approves, no buttons', async () => {
    open(pendingUser(), USERS.admin);
    expect(await screen.findByText(TEXTS.edit.pendingNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.edit.approve })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.edit.deactivate })).not.toBeInTheDocument();
  });

  test('Approve sends is_staff true and says "User approved successfully!"', async () => {
    api.on('post', '/users/9/approve/', {
      status: 200,
      data: { ...pendingUser({ is_approved: true }), detail: 'User approved successfully!' },
    });
    const { user } = open(pendingUser());
    await user.click(await screen.findByRole('button', { name: TEXTS.edit.approve }));
    expect(await screen.findByText(TEXTS.userAdmin.approved)).toBeInTheDocument();
    expect(api.calls('post', '/users/9/approve/')[0]?.body).toEqual({ is_staff: true });
    expect(screen.queryByRole('button', { name: TEXTS.edit.approve })).not.toBeInTheDocument();
  });

  test.each([
    [{ status: 500, data: {} }, TEXTS.userAdmin.approveFailed],
    [{ status: 0, networkError: true }, TEXTS.userAdmin.approveError],
  ])('approve failure %# has its spec 8 text', async (reply, text) => {
    api.on('post', '/users/9/approve/', reply);
    const { user } = open(pendingUser());
    await user.click(await screen.findByRole('button', { name: TEXTS.edit.approve }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('Reject asks first, then says "User rejected and deactivated."', async () => {
    api.on('put', '/users/9/reject/', {
      status: 200,
      data: { ...pendingUser({ is_active: false }), detail: 'User rejected and deactivated.' },
    });
    const { user } = open(pendingUser());
    await user.click(await screen.findByRole('button', { name: TEXTS.edit.reject }));
    const dialog = screen.getByRole('dialog', { name: TEXTS.edit.confirmReject });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.edit.reject }));
    expect(await screen.findByText(TEXTS.userAdmin.rejected)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.edit.statusInactive)).toBeInTheDocument();
  });

  test.each([
    [{ status: 500, data: {} }, TEXTS.userAdmin.rejectFailed],
    [{ status: 0, networkError: true }, TEXTS.userAdmin.rejectError],
  ])('reject failure %# has its spec 8 text', async (reply, text) => {
    api.on('put', '/users/9/reject/', reply);
    const { user } = open(pendingUser());
    await user.click(await screen.findByRole('button', { name: TEXTS.edit.reject }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: TEXTS.edit.reject }),
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('deactivate and activate: "User status updated successfully." or "Failed to update user status."', async () => {
    api.on('post', '/users/5/deactivate/', {
      status: 200,
      data: { ...adminUserView({ is_active: false }), detail: 'User status updated successfully.' },
    });
    api.once('post', '/users/5/activate/', { status: 500, data: {} });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: TEXTS.edit.deactivate }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: TEXTS.edit.deactivate }),
    );
    expect(await screen.findByText(TEXTS.userAdmin.statusUpdated)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.edit.activate }));
    expect(await screen.findByText(TEXTS.userAdmin.statusFailed)).toBeInTheDocument();
  });
});

describe('Kiosk Configuration (spec 2.11, 8)', () => {
  test('generate a device id and save: the secret is generated too, the device id must be a kiosk id', async () => {
    api.on('get', '/users/5/generate_device_id/', { status: 200, data: { device_id: DEVICE } });
    api.on('get', '/users/generate_kiosk_secret/', {
      status: 200,
      data: { kiosk_secret: 's3cret' },
    });
    api.on('patch', '/users/5/', (req) => ({
      status: 200,
      data: { ...adminUserView(), ...(req.body as object) },
    }));
    const { user } = open();
    const field = await screen.findByLabelText(TEXTS.kiosk.deviceId);
    await user.type(field, 'my-tablet');
    await user.click(screen.getByRole('button', { name: TEXTS.kiosk.save }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(TEXTS.kiosk.deviceIdInvalid));
    await user.click(screen.getByRole('button', { name: TEXTS.kiosk.generateDeviceId }));
    expect(field).toHaveValue(DEVICE);
    await user.click(screen.getByRole('button', { name: TEXTS.kiosk.save }));
    expect(await screen.findByText(TEXTS.kiosk.saved)).toBeInTheDocument();
    expect(api.calls('patch', '/users/5/')[0]?.body).toEqual({
      device_id: DEVICE,
      kiosk_secret: 's3cret',
    });
    // The id to carry to the device, in text.
    expect(screen.getByRole('region', { name: TEXTS.kiosk.carryTitle })).toHaveTextContent(DEVICE);
  });

  test.each([
    ['none', TEXTS.kiosk.states.none],
    ['needs_pairing', TEXTS.kiosk.states.needs_pairing],
    ['awaiting_device', TEXTS.kiosk.states.awaiting_device],
    ['paired', TEXTS.kiosk.states.paired],
  ] as const)('the kiosk state %s reads "%s"', async (state, words) => {
    open(adminUserView({ kiosk_state: state, device_id: state === 'none' ? null : DEVICE }));
    const line = await screen.findByTestId('kiosk-state');
    expect(line).toHaveTextContent(words);
    expect(line).toHaveTextContent(TEXTS.kiosk.stateHints[state]);
  });

  /** docs/product.md 2.11: the admin types the code the device shows; a refused code says why, and stays typed. */
  test('pair a device by its code: a refused code shows the reason under the field, which keeps it', async () => {
    const refusal = 'This pairing code is not valid or has expired.';
    api.on('post', '/users/5/kiosk-pairing/', (req) =>
      (req.body as { user_code: string }).user_code === 'BCDF-GHJK'
        ? { status: 200, data: { device_id: DEVICE, kiosk_state: 'awaiting_device' } }
        : { status: 400, data: { detail: refusal } },
    );
    const { user, container } = open(adminUserView({ kiosk_state: 'needs_pairing' }));
    const code = await screen.findByLabelText(TEXTS.kiosk.pairingCode);
    await user.click(screen.getByRole('button', { name: TEXTS.kiosk.pair }));
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining(TEXTS.kiosk.pairingCodeRequired),
    );
    expect(api.calls('post', '/users/5/kiosk-pairing/')).toHaveLength(0);

    await user.type(code, 'WRNG-CODE');
    await user.click(screen.getByRole('button', { name: TEXTS.kiosk.pair }));
    await screen.findByText(refusal);
    expect(code).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(code).toHaveValue('WRNG-CODE');
    expect(code).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);

    await user.clear(code);
    await user.type(code, 'BCDF-GHJK');
    await user.click(screen.getByRole('button', { name: TEXTS.kiosk.pair }));
    expect(await screen.findByText(TEXTS.kiosk.paired)).toBeInTheDocument();
    expect(api.calls('post', '/users/5/kiosk-pairing/').at(-1)?.body).toEqual({
      user_code: 'BCDF-GHJK',
    });
    expect(code).toHaveValue('');
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(screen.getByTestId('kiosk-state')).toHaveTextContent(TEXTS.kiosk.states.awaiting_device);
    expect(screen.getByLabelText(TEXTS.kiosk.deviceId)).toHaveValue(DEVICE);
  });

  test('re-keying and removing the device say it will need a new pairing code', async () => {
    api.on('get', '/users/generate_kiosk_secret/', { status: 200, data: { kiosk_secret: 's3' } });
    api.on('patch', '/users/5/', (req) => ({
      status: 200,
      data: { ...adminUserView(), ...(req.body as object), kiosk_state: 'needs_pairing' },
    }));
    const { user } = open(adminUserView({ device_id: DEVICE, kiosk_state: 'paired' }));
    await user.click(await screen.findByRole('button', { name: TEXTS.kiosk.save }));
    expect(await screen.findByText(TEXTS.kiosk.saved)).toBeInTheDocument();
    expect(TEXTS.kiosk.saved).toMatch(/new pairing code/);
    await user.click(screen.getByRole('button', { name: TEXTS.kiosk.remove }));
    const dialog = screen.getByRole('dialog', { name: TEXTS.kiosk.confirmRemove });
    expect(dialog).toHaveTextContent(/new pairing code/);
  });

  test.each([
    ['generate_device_id', TEXTS.kiosk.generateDeviceId, TEXTS.kiosk.configFailed],
    ['generate_kiosk_secret', TEXTS.kiosk.generateSecret, TEXTS.kiosk.secretFailed],
  ])('%s fails: "%s"', async (_path, button, text) => {
    api.on('get', /generate_/, { status: 500, data: {} });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('a refused save: "Failed to update kiosk settings." with the reason', async () => {
    api.on('patch', '/users/5/', {
      status: 400,
      data: { detail: 'This device is already bound to another user.' },
    });
    const { user } = open(adminUserView({ kiosk_secret: 'abc' }));
    await user.type(await screen.findByLabelText(TEXTS.kiosk.deviceId), DEVICE);
    await user.click(screen.getByRole('button', { name: TEXTS.kiosk.save }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXTS.kiosk.updateFailed);
    expect(alert).toHaveTextContent('This device is already bound to another user.');
  });

  test('this browser as the device: "Use this device" fills its id', async () => {
    window.localStorage.setItem('device_id', DEVICE);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: TEXTS.kiosk.useThisDevice }));
    expect(screen.getByLabelText(TEXTS.kiosk.deviceId)).toHaveValue(DEVICE);
  });

  test('privileged accounts are never kiosks; a clinical admin configures only assigned users', async () => {
    open(adminUserView({ is_caregiver: true }));
    expect(await screen.findByText(TEXTS.kiosk.privileged)).toBeInTheDocument();
  });

  test('a clinical admin who is not assigned cannot configure the kiosk', async () => {
    open(adminUserView({ assigned_clinical_admin_id: 99 }), USERS.clinicalAdmin);
    expect(await screen.findByText(TEXTS.kiosk.notAllowed)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: TEXTS.edit.uploadPictures }),
    ).not.toBeInTheDocument();
  });
});
