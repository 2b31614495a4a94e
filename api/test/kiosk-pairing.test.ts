// @engine-sensitive: restores a backup (every kiosk binding then needs a new pairing).
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { randomUUID } from 'node:crypto';
import { openPglite } from '../src/db/db';
import { migrate, migrations } from '../src/db/migrations';
import { kioskSecretDigest } from '../src/lib/kiosk-secret';
import { DEMO_KIOSK } from '../src/seed';
import { setup } from './helpers';
import type { Ctx } from './helpers';
import { bootstrap, enterCode, newDeviceId, pairKiosk, startPairing } from './support/kiosk';

/**
 * Kiosk pairing, the device-flow way (docs/product.md 4.3, docs/security.md M1 and M2): only the device that started
 * a pairing an admin approved receives a secret, once; a secret an admin sets never opens a session; the device id
 * alone never yields one.
 */
let ctx: Ctx;
let admin: string;
beforeAll(async () => {
  ctx = await setup();
  admin = (await ctx.login('admin')).access;
});
afterAll(async () => {
  await ctx.close();
});

const NOT_REGISTERED = 'Kiosk device not registered.';
const INVALID_CODE = 'This pairing code is not valid or has expired.';

/** A person of their own (an approved plain account), so that each test's bindings are its own. */
async function newPerson(c: Ctx = ctx): Promise<number> {
  const name = `person-${randomUUID()}`;
  const [row] = await c.db.query<{ id: number }>(
    `INSERT INTO users (email, username, password_hash, display_name, is_approved)
     VALUES ($1, $2, 'x', $2, true) RETURNING id`,
    [`${name}@care.test`, name],
  );
  return Number(row?.id);
}

const patchUser = (id: number, body: unknown, token = admin) =>
  ctx.call({ method: 'PATCH', url: `/api/users/${id}/`, token, body });

const kioskState = async (id: number, token = admin): Promise<string> =>
  (await ctx.call({ method: 'GET', url: `/api/users/${id}/`, token })).json().kiosk_state as string;

const kioskAuth = (deviceId: string, secret: string, c: Ctx = ctx) =>
  c.call({
    method: 'POST',
    url: '/api/kiosk-auth/',
    body: { device_id: deviceId, kiosk_secret: secret },
    csrf: false,
  });

const kioskLogin = (userId: number, deviceId: string, secret: string) =>
  ctx.call({
    method: 'POST',
    url: '/api/kiosk-login/',
    body: { user_id: userId, device_id: deviceId, kiosk_secret: secret },
    csrf: false,
  });

describe('M1: a secret an admin sets never opens a kiosk session', () => {
  test('the secret set on Kiosk Configuration signs in neither before nor after the device pairs', async () => {
    const person = await newPerson();
    const device = newDeviceId();
    const set = await patchUser(person, {
      device_id: device,
      kiosk_secret: 'the-secret-admin-saw',
    });
    expect(set.statusCode).toBe(200);
    expect((await kioskAuth(device, 'the-secret-admin-saw')).statusCode).toBe(401);
    expect((await kioskLogin(person, device, 'the-secret-admin-saw')).statusCode).toBe(401);
    expect(set.json()).toMatchObject({ kiosk_secret: null, kiosk_state: 'needs_pairing' });

    const paired = await pairKiosk(ctx, admin, person, device);
    expect((await kioskAuth(device, 'the-secret-admin-saw')).statusCode).toBe(401);
    expect((await kioskAuth(device, paired.secret)).statusCode).toBe(200);
  });

  test('a kiosk session opened before a re-key is refused after it, its refresh too', async () => {
    const person = await newPerson();
    const { deviceId, secret } = await pairKiosk(ctx, admin, person);
    const session = await kioskAuth(deviceId, secret);
    expect(session.statusCode).toBe(200);
    const rekey = await patchUser(person, { kiosk_secret: 'a-new-secret-the-admin-typed' });
    expect(rekey.json().kiosk_state).toBe('needs_pairing');
    expect((await ctx.refresh(session.json().refresh as string)).statusCode).toBe(401);
    expect((await kioskAuth(deviceId, secret)).statusCode).toBe(401);
    expect((await kioskAuth(deviceId, 'a-new-secret-the-admin-typed')).statusCode).toBe(401);
  });
});

describe('M2: the device id alone never yields a secret', () => {
  test('after a new binding', async () => {
    const person = await newPerson();
    const device = newDeviceId();
    expect((await patchUser(person, { device_id: device })).statusCode).toBe(200);
    const boot = await bootstrap(ctx, device);
    expect(boot.statusCode).toBe(404);
    expect(boot.json()).toEqual({ detail: NOT_REGISTERED });
  });

  test('after a re-key of a paired kiosk (the demo kiosk)', async () => {
    // The demo kiosk is pre-paired: its id alone answers its person, with no secret.
    const before = await bootstrap(ctx, DEMO_KIOSK.device_id);
    expect(before.json()).toEqual({ user_id: ctx.ids.user });
    expect((await patchUser(ctx.ids.user, { kiosk_secret: 'rekeyed-0001' })).statusCode).toBe(200);
    const boot = await bootstrap(ctx, DEMO_KIOSK.device_id);
    expect(boot.statusCode).toBe(404);
    expect(boot.json().kiosk_secret).toBeUndefined();
    expect((await kioskAuth(DEMO_KIOSK.device_id, DEMO_KIOSK.kiosk_secret)).statusCode).toBe(401);
    // Paired again through a code, for the tests after this one.
    await pairKiosk(ctx, admin, ctx.ids.user, DEMO_KIOSK.device_id);
  });

  test('after a restore every kiosk needs a pairing, and none can be claimed by its id', async () => {
    const c = await setup();
    try {
      const su = (await c.login('superuser')).access;
      const pass = 'correct horse battery staple';
      const file = await c.call({
        method: 'POST',
        url: '/api/backup/',
        token: su,
        body: { passphrase: pass },
      });
      expect(file.statusCode).toBe(200);
      const restore = async (token: string) => {
        const res = await c.call({
          method: 'POST',
          url: '/api/backup/restore/',
          token,
          body: { backup: file.json<unknown>(), passphrase: pass },
        });
        expect(res.statusCode).toBe(200);
      };
      await restore(su);
      const boot = await bootstrap(c, DEMO_KIOSK.device_id);
      expect(boot.statusCode).toBe(404);
      expect(boot.json().kiosk_secret).toBeUndefined();
      expect((await kioskAuth(DEMO_KIOSK.device_id, DEMO_KIOSK.kiosk_secret, c)).statusCode).toBe(
        401,
      );
      // A pairing started before a restore is gone with it.
      const su2 = (await c.login('superuser')).access;
      const pending = await startPairing(c, newDeviceId());
      await restore(su2);
      const [{ n } = { n: -1 }] = await c.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM kiosk_pairings',
      );
      expect(n).toBe(0);
      const su3 = (await c.login('superuser')).access;
      const admin2 = (await c.login('admin')).access;
      const view = await c.call({ method: 'GET', url: `/api/users/${c.ids.user}/`, token: su3 });
      expect(view.json().kiosk_state).toBe('needs_pairing');
      const dash = await c.call({ method: 'GET', url: '/api/admin/dashboard/', token: su3 });
      expect(dash.json().kiosks.needs_pairing).toBe(1);
      expect(dash.json().kiosks.items[0]).toMatchObject({
        user_id: c.ids.user,
        state: 'needs_pairing',
      });
      const entered = await enterCode(c, admin2, c.ids.user, pending.user_code);
      expect(entered.statusCode).toBe(400);
      // An admin pairs it again with the code the device now shows.
      const again = await pairKiosk(c, admin2, c.ids.user, DEMO_KIOSK.device_id);
      expect((await kioskAuth(again.deviceId, again.secret, c)).statusCode).toBe(200);
    } finally {
      await c.close();
    }
  });
});

describe('the device flow', () => {
  test('pairing → pending → an admin enters the code → the device fetches its secret once → it signs in', async () => {
    const person = await newPerson();
    const device = newDeviceId();
    const started = await startPairing(ctx, device);
    expect(Object.keys(started).sort()).toEqual([
      'device_code',
      'expires_in',
      'interval',
      'user_code',
    ]);
    expect(started.device_code).toMatch(/^[\w-]{43}$/);
    expect(started.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect([started.expires_in, started.interval]).toEqual([600, 5]);
    const pending = await bootstrap(ctx, device, started.device_code);
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toEqual({ detail: NOT_REGISTERED, code: 'authorization_pending' });
    expect(await kioskState(person)).toBe('none');

    // Typed in lower case, without its hyphen, with spaces around.
    const typed = ` ${started.user_code.replace('-', '').toLowerCase()} `;
    const entered = await enterCode(ctx, admin, person, typed);
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toEqual({ device_id: device, kiosk_state: 'awaiting_device' });
    expect(await kioskState(person)).toBe('awaiting_device');
    // The device id alone still yields nothing while the device has not fetched its secret.
    expect((await bootstrap(ctx, device)).statusCode).toBe(404);

    const claimed = await bootstrap(ctx, device, started.device_code);
    expect(claimed.statusCode).toBe(200);
    const body = claimed.json<{ user_id: number; kiosk_secret: string }>();
    expect(Object.keys(body).sort()).toEqual(['kiosk_secret', 'user_id']);
    expect(body.user_id).toBe(person);
    expect(body.kiosk_secret).toMatch(/^[\w-]{32}$/);
    expect(await kioskState(person)).toBe('paired');
    const login = await kioskLogin(person, device, body.kiosk_secret);
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(person);

    const second = await bootstrap(ctx, device, started.device_code);
    expect(second.statusCode).toBe(404);
    expect(second.json()).toEqual({ detail: NOT_REGISTERED, code: 'expired_token' });
    // Later bootstraps by the id answer the person, never a secret.
    expect((await bootstrap(ctx, device)).json()).toEqual({ user_id: person });
  });

  test('a device id that is not a generated one cannot start a pairing', async () => {
    const res = await ctx.call({
      method: 'POST',
      url: '/api/kiosk/pairing/',
      body: { device_id: 'kiosk-0001' },
      csrf: false,
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().detail).toBe('string');
  });

  test('codes expire', async () => {
    const person = await newPerson();
    const device = newDeviceId();
    const started = await startPairing(ctx, device);
    await ctx.db.query(
      "UPDATE kiosk_pairings SET expires_at = now() - interval '1 second' WHERE device_id = $1",
      [device],
    );
    const entered = await enterCode(ctx, admin, person, started.user_code);
    expect(entered.statusCode).toBe(400);
    expect(entered.json().detail).toBe(INVALID_CODE);
    expect((await bootstrap(ctx, device, started.device_code)).json().code).toBe('expired_token');

    // Approved, but the device did not fetch its secret in time: it expires too, and needs a pairing.
    const late = await startPairing(ctx, device);
    expect((await enterCode(ctx, admin, person, late.user_code)).statusCode).toBe(200);
    await ctx.db.query(
      "UPDATE kiosk_pairings SET expires_at = now() - interval '1 second' WHERE device_id = $1",
      [device],
    );
    expect((await bootstrap(ctx, device, late.device_code)).json().code).toBe('expired_token');
    expect(await kioskState(person)).toBe('needs_pairing');
  });

  test('a code is used once; a new pairing supersedes the pending one', async () => {
    const [a, b] = [await newPerson(), await newPerson()];
    const device = newDeviceId();
    const first = await startPairing(ctx, device);
    const second = await startPairing(ctx, device);
    expect((await enterCode(ctx, admin, a, first.user_code)).json().detail).toBe(INVALID_CODE);
    expect((await bootstrap(ctx, device, first.device_code)).json().code).toBe('expired_token');
    expect((await enterCode(ctx, admin, a, second.user_code)).statusCode).toBe(200);
    const again = await enterCode(ctx, admin, b, second.user_code);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(INVALID_CODE);
    expect(await kioskState(b)).toBe('none');
  });

  test('a wrong code is a 400 with its text', async () => {
    const person = await newPerson();
    for (const code of ['BCDF-GHJK', 'AEIO-UAEI', 'x', 'BCDF-GHJK-LMNP']) {
      const res = await enterCode(ctx, admin, person, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(INVALID_CODE);
    }
    expect(await kioskState(person)).toBe('none');
  });

  test("only an admin or the person's own clinical admin pairs; never a privileged account", async () => {
    const clinician = (await ctx.login('clinician')).access;
    // The clinician is assigned the demo user (seed), not user2.
    const started = await startPairing(ctx, newDeviceId());
    const refused = await enterCode(ctx, clinician, ctx.ids.user2, started.user_code);
    expect(refused.statusCode).toBe(403);
    const caregiver = (await ctx.login('caregiver')).access;
    expect((await enterCode(ctx, caregiver, ctx.ids.user2, started.user_code)).statusCode).toBe(
      403,
    );
    const privileged = await enterCode(ctx, admin, ctx.ids.caregiver, started.user_code);
    expect(privileged.statusCode).toBe(400);
    expect(privileged.json().detail).toBe('Kiosk mode is only available to user accounts.');

    const assigned = await newPerson();
    await ctx.db.query('UPDATE users SET assigned_clinical_admin_id = $1 WHERE id = $2', [
      ctx.ids.clinician,
      assigned,
    ]);
    const ok = await pairKiosk(ctx, clinician, assigned);
    expect((await kioskAuth(ok.deviceId, ok.secret)).statusCode).toBe(200);
  });

  test('wrong codes are limited per caller: the eleventh in a minute is a 429, for that caller only', async () => {
    const primary = (await ctx.login('primary')).access;
    const person = await newPerson();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await enterCode(ctx, primary, person, 'BCDF-BCDF')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const started = await startPairing(ctx, newDeviceId());
    const blocked = await enterCode(ctx, primary, person, started.user_code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('throttled');
    // Another admin is not held back by them.
    expect((await enterCode(ctx, admin, person, started.user_code)).statusCode).toBe(200);
  });

  test('the pairing is audited: started (device id), paired (by whom, for whom), claimed', async () => {
    const person = await newPerson();
    const { deviceId } = await pairKiosk(ctx, admin, person);
    const rows = await ctx.db.query<{
      action: string;
      actor_id: number | null;
      subject_user_id: number | null;
      resource_id: string | null;
    }>(
      `SELECT action, actor_id, subject_user_id, resource_id FROM audit_log
       WHERE resource = 'kiosk' AND (resource_id = $1 OR subject_user_id = $2) ORDER BY id`,
      [deviceId, person],
    );
    expect(rows).toEqual([
      {
        action: 'kiosk_pairing_started',
        actor_id: null,
        subject_user_id: null,
        resource_id: deviceId,
      },
      {
        action: 'kiosk_paired',
        actor_id: ctx.ids.admin,
        subject_user_id: person,
        resource_id: deviceId,
      },
      {
        action: 'kiosk_claimed',
        actor_id: null,
        subject_user_id: person,
        resource_id: String(person),
      },
    ]);
  });
});

describe('re-key, new device id, unbind; the state; the dashboard', () => {
  test('unbind ends the kiosk sessions; the device needs a new pairing', async () => {
    const person = await newPerson();
    const { deviceId, secret } = await pairKiosk(ctx, admin, person);
    const session = await kioskAuth(deviceId, secret);
    expect(session.statusCode).toBe(200);
    const unbound = await patchUser(person, { device_id: null });
    expect(unbound.json()).toMatchObject({ device_id: null, kiosk_state: 'none' });
    expect((await ctx.refresh(session.json().refresh as string)).statusCode).toBe(401);
    expect((await kioskAuth(deviceId, secret)).statusCode).toBe(401);
    expect((await bootstrap(ctx, deviceId)).statusCode).toBe(404);
  });

  test('pairing a device bound to someone else moves it, and ends their kiosk sessions', async () => {
    const [a, b] = [await newPerson(), await newPerson()];
    const first = await pairKiosk(ctx, admin, a);
    const session = await kioskAuth(first.deviceId, first.secret);
    const second = await pairKiosk(ctx, admin, b, first.deviceId);
    expect((await ctx.refresh(session.json().refresh as string)).statusCode).toBe(401);
    expect(await kioskState(a)).toBe('none');
    expect((await kioskAuth(second.deviceId, second.secret)).json().id).toBe(b);
  });

  test('kiosk_state goes none → needs_pairing → awaiting_device → paired → needs_pairing → none', async () => {
    const person = await newPerson();
    const states: string[] = [await kioskState(person)];
    const device = newDeviceId();
    await patchUser(person, { device_id: device });
    states.push(await kioskState(person));
    const started = await startPairing(ctx, device);
    await enterCode(ctx, admin, person, started.user_code);
    states.push(await kioskState(person));
    await bootstrap(ctx, device, started.device_code);
    states.push(await kioskState(person));
    await patchUser(person, { kiosk_secret: 'rekey' });
    states.push(await kioskState(person));
    await patchUser(person, { device_id: null });
    states.push(await kioskState(person));
    expect(states).toEqual([
      'none',
      'needs_pairing',
      'awaiting_device',
      'paired',
      'needs_pairing',
      'none',
    ]);
    // A re-key while awaiting the device cancels the approved pairing: the device gets nothing.
    const again = await startPairing(ctx, device);
    await enterCode(ctx, admin, person, again.user_code);
    await patchUser(person, { kiosk_secret: 'rekey-again' });
    expect((await bootstrap(ctx, device, again.device_code)).json().code).toBe('expired_token');
    // In the users list too.
    const su = (await ctx.login('superuser')).access;
    const list = await ctx.call({ method: 'GET', url: '/api/users/?page_size=100', token: su });
    const rows = list.json<{ id: number; kiosk_state: string }[]>();
    expect(rows.find((r) => r.id === ctx.ids.user)?.kiosk_state).toBe('paired');
    expect(rows.every((r) => typeof r.kiosk_state === 'string')).toBe(true);
  });

  test('the dashboard counts and lists kiosks that need a pairing first', async () => {
    const person = await newPerson();
    await patchUser(person, { device_id: newDeviceId() });
    const dash = await ctx.call({ method: 'GET', url: '/api/admin/dashboard/', token: admin });
    expect(dash.statusCode).toBe(200);
    const kiosks = dash.json().kiosks as {
      needs_pairing: number;
      items: { user_id: number; state: string }[];
    };
    const [{ n } = { n: -1 }] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u WHERE device_id IS NOT NULL AND kiosk_secret IS NULL
       AND NOT EXISTS (SELECT 1 FROM kiosk_pairings p WHERE p.user_id = u.id AND p.status = 'approved'
         AND p.expires_at > now())`,
    );
    expect(kiosks.needs_pairing).toBe(n);
    expect(n).toBeGreaterThan(0);
    expect(kiosks.items.find((k) => k.user_id === person)?.state).toBe('needs_pairing');
    expect(kiosks.items[0]?.state).toBe('needs_pairing');
    expect(kiosks.items.find((k) => k.user_id === ctx.ids.user)?.state).not.toBe('needs_pairing');
  });
});

describe('migration 18', () => {
  test('a secret an admin set that no device claimed stops working; a claimed one and the live trigger stay', async () => {
    const db = await openPglite(null);
    try {
      // The schema as migration 17 left it, with a binding an admin set (unclaimed) and one its device claimed.
      await db.tx(async (q) => {
        await q.query(
          'CREATE TABLE schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
        );
        for (const m of migrations.filter((x) => x.id <= 17)) {
          for (const stmt of m.sql.split(/;\s*\n/).map((x) => x.trim().replace(/;$/, ''))) {
            if (stmt !== '') await q.query(stmt);
          }
          await q.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
        }
      });
      const [set, claimed] = [newDeviceId(), newDeviceId()];
      await db.query(
        `INSERT INTO users (email, username, password_hash, is_approved, device_id, kiosk_secret, kiosk_unclaimed)
         VALUES ('set@m.test', 'set', 'x', true, $1, $2, true), ('claimed@m.test', 'claimed', 'x', true, $3, $4, false)`,
        [
          set,
          kioskSecretDigest('the-admin-saw-it'),
          claimed,
          kioskSecretDigest('the-device-holds-it'),
        ],
      );
      await db.query(
        `INSERT INTO refresh_tokens (jti, family_id, user_id, expires_at, device_id)
         SELECT 'j' || id, 'f' || id, id, now() + interval '1 day', device_id FROM users`,
      );
      // Migration 18 and every later one.
      expect(await migrate(db)).toEqual(migrations.filter((x) => x.id >= 18).map((x) => x.id));
      const rows = await db.query<{ device_id: string; kiosk_secret: string | null }>(
        'SELECT device_id, kiosk_secret FROM users ORDER BY id',
      );
      expect(rows).toEqual([
        { device_id: set, kiosk_secret: null },
        { device_id: claimed, kiosk_secret: kioskSecretDigest('the-device-holds-it') },
      ]);
      const live = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM refresh_tokens WHERE revoked_at IS NULL',
      );
      expect(live[0]?.n).toBe(0);
      // A change of a binding is still a kiosk event on the live channel (the migration's own was one).
      const kinds = async () =>
        (await db.query<{ kind: string }>('SELECT kind FROM events ORDER BY id')).map(
          (e) => e.kind,
        );
      expect(await kinds()).toEqual(['kiosk']);
      await db.query("UPDATE users SET device_id = NULL WHERE username = 'claimed'");
      expect(await kinds()).toEqual(['kiosk', 'kiosk']);
    } finally {
      await db.close();
    }
  });
});
