import { act, screen } from '@testing-library/react';
import { reportCallState } from '@care/shared';
import { axeViolations, registerFakeCallImplementation } from '@care/shared/testing';
import { openUserEdit, userEditApi } from '../../../test/environment';
import { adminUserView, DEVICE } from '../../../test/fixtures';
import { TEXTS } from '../../../texts';

const api = userEditApi();

const open = (user = adminUserView({ device_id: DEVICE })) => openUserEdit(api, user);

test('a bound kiosk: "Call this kiosk" rings its voice identity, "Test call" is the echo test', async () => {
  const calls = registerFakeCallImplementation();
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: TEXTS.edit.callKiosk }));
  await user.click(screen.getByRole('button', { name: TEXTS.edit.testCall }));
  expect(calls.placeCall.mock.calls.map(([request]) => request)).toEqual([
    {
      to: 'client:user-5',
      kind: 'call',
      party: { name: 'Margaret Johnson', number: null, identity: 'user-5' },
    },
    expect.objectContaining({ to: 'service:echo', kind: 'test' }),
  ]);
  expect(screen.getByText(TEXTS.edit.testCallHint)).toBeInTheDocument();
  // The card alone (the whole screen's axe run is the user edit tests' own).
  const card = screen.getByRole('heading', { name: TEXTS.edit.voice }).parentElement;
  expect(card).not.toBeNull();
  expect(await axeViolations(card as HTMLElement)).toEqual([]);
});

test('while a call is on, both buttons wait (one call at a time)', async () => {
  open();
  const callKiosk = await screen.findByRole('button', { name: TEXTS.edit.callKiosk });
  expect(callKiosk).toBeEnabled();
  act(() => {
    reportCallState({
      call: {
        id: 1,
        direction: 'outgoing',
        kind: 'call',
        party: { name: 'Margaret Johnson', number: null, identity: 'user-5' },
        status: 'ringing',
        muted: false,
        connectedAt: null,
      },
    });
  });
  expect(callKiosk).toBeDisabled();
  expect(screen.getByRole('button', { name: TEXTS.edit.testCall })).toBeDisabled();
});

test('no kiosk bound, or a viewer who may not configure it: no call buttons', async () => {
  open(adminUserView({ device_id: null }));
  expect(await screen.findByRole('heading', { name: TEXTS.kiosk.title })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: TEXTS.edit.callKiosk })).not.toBeInTheDocument();
});

test('Care pages link to the person’s own pages by their id', async () => {
  const { user, navigate } = open();
  await screen.findByRole('heading', { name: TEXTS.edit.carePages.title });
  await user.click(screen.getByRole('link', { name: TEXTS.edit.carePages.calendar }));
  expect(navigate).toHaveBeenCalledWith('/calendar/5');
  await user.click(screen.getByRole('link', { name: TEXTS.edit.carePages.medications }));
  expect(navigate).toHaveBeenCalledWith('/users/5/medications');
});
