import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedOut, startOver } from '../../test/render-app';
import { TEXTS } from '../../texts';

afterEach(() => {
  startOver();
});

describe('the kiosk setup card', () => {
  test('replaces the login form on a kiosk and shows the device id', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    const { source } = await renderApp('/auth/login', signedOut, 'kiosk');
    expect(screen.getByRole('heading', { name: TEXTS.kioskSetup.title })).toBeInTheDocument();
    expect(screen.getByTestId('kiosk-device-id')).toHaveTextContent('kiosk-abc');
    expect(source.loads).toEqual([]);
  });

  /** Defect: nobody could reach the login form on a kiosk, so an administrator could not sign in there. */
  test('lets an administrator open the login form to sign in on the device', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    const { source, router } = await renderApp('/auth/login', signedOut, 'kiosk');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.kioskSetup.adminSignIn }));
    expect(await screen.findByText(/^screen mfe_auth\/LoginScreen /)).toBeInTheDocument();
    expect(source.loads).toEqual(['mfe_auth/LoginScreen']);
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});
