import { isValidToken } from './token';
import { hasAccessToken, readAccessToken, readRefreshToken } from './token-storage';
import { decodeJwtPayload } from './jwt';
import { resetTestEnvironment, makeJwt } from '../testing';
import { clearTokens, setKioskTokenStorage, storeTokens } from './token-storage';

beforeEach(() => {
  resetTestEnvironment();
});

describe('isValidToken (spec 5)', () => {
  it('accepts a JWT-shaped, unexpired token', () => {
    expect(isValidToken(makeJwt(60))).toBe(true);
  });

  it('rejects anything but a string', () => {
    expect(isValidToken(null)).toBe(false);
    expect(isValidToken(undefined)).toBe(false);
    expect(isValidToken(42)).toBe(false);
  });

  it("rejects the texts 'null' and 'undefined'", () => {
    expect(isValidToken('null')).toBe(false);
    expect(isValidToken('undefined')).toBe(false);
  });

  it('rejects tokens shorter than 20 characters, even when JWT-shaped', () => {
    const short = 'e30.e30.abcdefgh';
    expect(short.length).toBeLessThan(20);
    expect(isValidToken(short)).toBe(false);
    // The same shape at exactly 20 characters passes the length rule.
    expect(isValidToken('e30.e30.abcdefghijkl')).toBe(true);
  });

  it('needs exactly three dot-separated parts of URL-safe base64', () => {
    const [header, payload] = makeJwt().split('.');
    expect(isValidToken(`${header}.${payload}`)).toBe(false);
    expect(isValidToken(`${header}.${payload}.sig.extra`)).toBe(false);
    expect(isValidToken(`${header}.${payload}.sig+nature/part`)).toBe(false);
    expect(isValidToken(`${header}.${payload}.sig_nature-part`)).toBe(true);
  });

  it('rejects an expired token', () => {
    expect(isValidToken(makeJwt(-1))).toBe(false);
  });

  it('decodes the JWT payload', () => {
    expect(decodeJwtPayload(makeJwt(10, { user_id: 5 }))).toMatchObject({ user_id: 5 });
    expect(decodeJwtPayload('not-a-jwt')).toBeNull();
  });
});

describe('token storage', () => {
  it('keeps tokens in session storage normally', () => {
    const access = makeJwt(600);
    const refresh = makeJwt(6000);
    storeTokens({ access, refresh });
    expect(sessionStorage.getItem('access_token')).toBe(access);
    expect(sessionStorage.getItem('refresh_token')).toBe(refresh);
    expect(Number(sessionStorage.getItem('token_expiry'))).toBe(
      Math.floor(Date.now() / 1000 + 600) * 1000,
    );
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('keeps tokens in local storage in kiosk mode', () => {
    setKioskTokenStorage(true);
    const access = makeJwt(600);
    storeTokens({ access, refresh: makeJwt(6000) });
    expect(localStorage.getItem('access_token')).toBe(access);
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(readAccessToken()).toBe(access);
  });

  it('never reads local tokens outside kiosk mode', () => {
    localStorage.setItem('refresh_token', makeJwt(6000));
    expect(readRefreshToken()).toBeNull();
    setKioskTokenStorage(true);
    expect(readRefreshToken()).toBe(localStorage.getItem('refresh_token'));
  });

  it('says whether the session holds an access token, where the session keeps it (hasAccessToken)', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(hasAccessToken()).toBe(false);
    localStorage.setItem('access_token', makeJwt(600));
    expect(hasAccessToken()).toBe(false);
    setKioskTokenStorage(true);
    expect(hasAccessToken()).toBe(true);
    setKioskTokenStorage(false);
    sessionStorage.setItem('access_token', 'undefined');
    expect(hasAccessToken()).toBe(false);
    sessionStorage.setItem('access_token', makeJwt(600));
    expect(hasAccessToken()).toBe(true);
  });

  it('removes a corrupt stored token', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem('access_token', 'undefined');
    sessionStorage.setItem('refresh_token', 'garbage');
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('refresh_token')).toBeNull();
  });

  it('keeps an expired (but well-formed) access token until it is refreshed', () => {
    const expired = makeJwt(-30);
    sessionStorage.setItem('access_token', expired);
    expect(readAccessToken()).toBe(expired);
  });

  it('clears tokens from both storages, optionally keeping the refresh token', () => {
    sessionStorage.setItem('access_token', makeJwt());
    localStorage.setItem('access_token', makeJwt());
    localStorage.setItem('refresh_token', makeJwt());
    clearTokens({ keepRefresh: true });
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).not.toBeNull();
    clearTokens();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });
});
