import { buildPath, ROUTES } from '@care/shared';
import { firstScreenModule, KIOSK_FIRST_SCREEN } from './first-screen';

describe('firstScreenModule (the screen the boot preloads)', () => {
  it('is the clock on a kiosk, whatever the address', () => {
    expect(firstScreenModule('/', 'kiosk')).toBe(KIOSK_FIRST_SCREEN);
    expect(firstScreenModule(ROUTES.login, 'kiosk')).toBe('mfe_care/ClockScreen');
  });

  it("is the address's own screen elsewhere", () => {
    expect(firstScreenModule(ROUTES.login, 'site')).toBe('mfe_auth/LoginScreen');
    expect(firstScreenModule(ROUTES.register, 'site')).toBe('mfe_auth/RegisterScreen');
    expect(firstScreenModule(buildPath('clock', { userId: '7' }) ?? '', 'site')).toBe(
      'mfe_care/ClockScreen',
    );
  });

  it('is none where only the session decides, or for an unknown address', () => {
    expect(firstScreenModule('/', 'site')).toBeNull();
    expect(firstScreenModule('/no/such/page', 'site')).toBeNull();
  });
});
