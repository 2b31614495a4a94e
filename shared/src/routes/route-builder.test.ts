import { buildPath, linkTo, ROUTES } from './route-builder';

describe('route table (spec 2.1)', () => {
  it('lists every route of the spec, exactly', () => {
    expect(Object.values(ROUTES).sort()).toEqual(
      [
        '/auth/login',
        '/register',
        '/password-reset',
        '/admin-dashboard',
        '/user-management',
        '/user-management/:userId',
        '/users/:userId/appointments',
        '/users/:userId/appointments/:appointmentId',
        '/users/:userId/medications',
        '/users/:userId/medications/:medicationId',
        '/backup-restore',
        '/clock/:userId',
        '/users/:userId/emergency-contacts',
        '/picturebook/:userId',
        '/appointments/:appointmentId/add-to-calendar',
        '/medications/:medicationId/add-to-calendar',
        '/profile',
        '/profile/edit',
        '/change-password',
        '/notifications',
        '/users/:userId/health-profile',
        '/users/:userId/food',
        '/calendar/:userId',
        '/health-profile/:userId',
        // our admin-area screens outside the spec's table
        '/user-sessions',
        '/messages',
        '/audit-log',
        // a caregiver's home
        '/people',
      ].sort(),
    );
  });
});

describe('buildPath', () => {
  it('fills parameters in order', () => {
    expect(buildPath('appointment', { userId: 4, appointmentId: 17 })).toBe(
      '/users/4/appointments/17',
    );
    expect(buildPath('clock', { userId: '12' })).toBe('/clock/12');
    expect(buildPath('profile')).toBe('/profile');
  });

  it('URL-encodes each value', () => {
    expect(buildPath('userEdit', { userId: 'a/b c?d#e' })).toBe(
      '/user-management/a%2Fb%20c%3Fd%23e',
    );
    expect(buildPath('picturebook', { userId: 'ü' })).toBe('/picturebook/%C3%BC');
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('yields nothing when a parameter is %s', (_case, value) => {
    expect(buildPath('clock', { userId: value })).toBeNull();
    expect(buildPath('medication', { userId: 3, medicationId: value })).toBeNull();
  });

  it('keeps 0, which is a value', () => {
    expect(buildPath('clock', { userId: 0 })).toBe('/clock/0');
  });
});

describe('linkTo', () => {
  it('builds a link by the route’s name, with its parameters and a query string', () => {
    expect(linkTo('auditLog')).toBe('/audit-log');
    expect(linkTo('appointment', { userId: 4, appointmentId: 17 })).toBe(
      '/users/4/appointments/17',
    );
    expect(linkTo('messages', {}, { to: 7, name: 'Anne & Bob', state: undefined, tab: '' })).toBe(
      '/messages?to=7&name=Anne%20%26%20Bob',
    );
  });

  it('a missing parameter leads home, never to a path with "undefined" in it', () => {
    expect(linkTo('clock', { userId: undefined })).toBe('/');
  });
});
