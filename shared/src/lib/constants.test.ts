import * as constants from './constants';
import * as events from './events';
import * as storageKeys from './storage-keys';

const shared = { ...constants, ...events, ...storageKeys };

describe('spec constants (section 9) and texts (section 8)', () => {
  it('keeps every session, kiosk and CSRF number of spec 9', () => {
    expect(shared.HEARTBEAT_INTERVAL_MS).toBe(240000);
    expect(shared.TOKEN_REFRESH_CHECK_INTERVAL_MS).toBe(240000);
    expect(shared.PRE_REQUEST_REFRESH_LEEWAY_MS).toBe(60000);
    expect(shared.PERIODIC_REFRESH_LEEWAY_MS).toBe(30000);
    expect(shared.MIN_TOKEN_LENGTH).toBe(20);
    expect(shared.KIOSK_REFRESH_PAUSE_MS).toBe(250);
    expect(shared.KIOSK_REFRESH_ATTEMPTS).toBe(2);
    expect(shared.KIOSK_AUTH_FALLBACK_MS).toBe(10000);
    expect(shared.KIOSK_AUTH_EARLY_FALLBACK_MS).toBe(8000);
    expect(shared.KIOSK_PING_ATTEMPTS).toBe(3);
    expect(shared.KIOSK_PING_INTERVAL_MS).toBe(5000);
    expect(shared.CSRF_BACKOFF_INITIAL_MS).toBe(1000);
    expect(shared.CSRF_BACKOFF_MAX_MS).toBe(8000);
    expect(shared.CSRF_MAX_RETRIES).toBe(4);
    expect(shared.CSRF_COOKIE_PAUSE_MS).toBe(100);
    expect(shared.LOGOUT_FAILED_REDIRECT_MS).toBe(1500);
  });

  it('keeps the API names of spec 7', () => {
    expect(shared.DEFAULT_API_BASE_URL).toBe('/api');
    expect(shared.CSRF_COOKIE_NAME).toBe('csrftoken');
    expect(shared.CSRF_HEADER_NAME).toBe('X-CSRFToken');
    expect(shared.REFRESH_FLOW_ENABLED).toBe(true);
    expect(shared.LOGIN_PATH).toBe('/auth/login');
  });

  it('keeps the texts of spec 8 character for character', () => {
    expect(shared.BLOCKED_NULL_REQUEST_MESSAGE).toBe('Blocked /null/ request');
    expect(shared.PRE_REQUEST_REFRESH_FAILED_MESSAGE).toBe(
      'Pre-request token refresh failed. Aborting.',
    );
    expect(shared.CSRF_COOKIE_MISSING_MESSAGE).toBe('CSRF cookie not found after /csrf/ response.');
    expect(shared.LOGOUT_FAILED_MESSAGE).toBe('An error occurred during logout. Please try again.');
  });

  it('names the browser events of spec 4', () => {
    expect(shared.LOGOUT_EVENT).toBe('auth:logout');
    expect(shared.REFRESH_FAILED_EVENT).toBe('auth:refresh-failed');
  });

  it('lists every storage key of spec 3 in its storage', () => {
    expect([...shared.SESSION_STORAGE_KEYS]).toEqual([
      'access_token',
      'refresh_token',
      'id',
      'role',
      'user_data',
      'is_admin',
      'email',
      'userId',
      'token_expiry',
      'last_token_refresh',
    ]);
    expect([...shared.LOCAL_STORAGE_KEYS]).toEqual([
      'kioskMode',
      'forceKiosk',
      'kioskOverride',
      'device_id',
      'kiosk_device_id',
      'kiosk_secret',
      'kiosk_user_id',
      'kiosk_config',
      'refresh_token',
      'access_token',
      'role',
      'csrf_token',
      'last_token_refresh',
    ]);
    expect(shared.STORAGE_KEYS.accessToken).toBe('access_token');
    expect(shared.STORAGE_KEYS.deviceId).toBe('device_id');
  });
});
