import { createFakeAdapter, apiClient, resetSessionStore, type ScreenProps } from '@care/shared';
import { act, screen, within } from '@testing-library/react';
import type { ParcelLifecycles } from '@care/shared';
import changePassword from './change-password-screen';
import login from './login-screen';
import notificationSettings from './notification-settings-screen';
import passwordReset from './password-reset-screen';
import profileEdit from './profile-edit-screen';
import profile from './profile-screen';
import register from './register-screen';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the federation config is CommonJS by design
const webpackConfig = require('../../../webpack.config.cjs') as (
  env: unknown,
  argv: { mode: string },
) => { plugins: { _options?: { exposes?: Record<string, string> } }[] };

/** Each module id of `RemoteModules` (shared/src/contracts/remotes.ts) for mfe_auth, and its module. */
const MODULES: [string, ParcelLifecycles<ScreenProps>, string][] = [
  ['./LoginScreen', login, 'Sign in'],
  ['./RegisterScreen', register, 'Create an account'],
  ['./PasswordResetScreen', passwordReset, 'Reset your password'],
  ['./ProfileScreen', profile, 'Profile'],
  ['./ProfileEditScreen', profileEdit, 'Edit Profile'],
  ['./ChangePasswordScreen', changePassword, 'Change Password'],
  ['./NotificationSettingsScreen', notificationSettings, 'Notification Settings'],
];

describe('exposed modules', () => {
  it('the federation config exposes exactly the contract’s mfe_auth modules', () => {
    const config = webpackConfig({}, { mode: 'production' });
    const exposes = config.plugins
      .map((plugin) => plugin._options?.exposes)
      .find((value) => value !== undefined);
    expect(Object.keys(exposes ?? {}).sort()).toEqual(MODULES.map(([key]) => key).sort());
  });

  it.each(MODULES)(
    '%s mounts as a parcel, renders its screen and unmounts',
    async (_key, lifecycles, heading) => {
      apiClient.defaults.adapter = createFakeAdapter().adapter;
      resetSessionStore();
      const domElement = document.createElement('div');
      document.body.appendChild(domElement);
      const props = {
        name: `test${_key}`,
        domElement,
        navigate: jest.fn(),
        params: {},
        search: '',
      } as unknown as ScreenProps;
      const asArray = <T,>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

      for (const step of asArray(lifecycles.bootstrap)) await step(props as never);
      // notes/parcels.md #8: awaiting the mount inside act deadlocks; start it inside, await it after.
      let mounted: Promise<unknown> = Promise.resolve();
      await act(async () => {
        mounted = Promise.all(asArray(lifecycles.mount).map((step) => step(props as never)));
        await new Promise((settle) => setTimeout(settle, 20));
      });
      await mounted;
      expect(
        within(domElement).getByRole('heading', { level: 1, name: heading }),
      ).toBeInTheDocument();

      await act(async () => {
        for (const step of asArray(lifecycles.unmount)) await step(props as never);
      });
      expect(domElement).toBeEmptyDOMElement();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      domElement.remove();
    },
  );
});
