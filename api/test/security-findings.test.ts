// @engine-sensitive: restores, durability and zones.
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../src/db/db';
import { openBackup } from '../src/modules/backup/envelope';
import type { BackupEnvelope } from '../src/modules/backup/envelope';
import { clientKey } from '../src/plugins/rate-limit';
import { DEMO_KIOSK } from '../src/seed';
import { makeImage, multipart, setup } from './helpers';
import type { Ctx } from './helpers';
import { pairKiosk } from './support/kiosk';

/** The findings of an outside probe of the API (docs/security.md): one block per finding; each test failed before its fix. */
let ctx: Ctx;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

describe('finding 2: the embedded engine on disk flushes every commit', () => {
  test('is opened with fsync on, and a commit reaches the disk through fsync', async () => {
    const dir = fs.mkdtempSync(join(tmpdir(), 'care-durable-'));
    const db = await openPglite(dir);
    try {
      expect(await db.query('SHOW fsync')).toEqual([{ fsync: 'on' }]);
      await db.exec('CREATE TABLE marks (id serial PRIMARY KEY, note text)');
      const flush = jest.spyOn(fs, 'fsyncSync');
      await db.query('INSERT INTO marks (note) VALUES ($1)', ['dose taken']);
      expect(flush).toHaveBeenCalled();
      flush.mockRestore();
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('finding 9: a CSRF token is bound to the session it was issued to', () => {
  const withToken = (token: string) => ({ cookie: `csrftoken=${token}`, 'x-csrftoken': token });
  const patchMe = (access: string, csrf: string) =>
    ctx.call({
      method: 'PATCH',
      url: '/api/users/me/',
      token: access,
      body: { first_name: 'Margaret' },
      csrf: false,
      headers: withToken(csrf),
    });

  test('a token fetched by one session is refused for another, accepted for its own', async () => {
    const a = await ctx.login('user');
    const b = await ctx.login('user');
    const fetched = await ctx.call({ method: 'GET', url: '/api/csrf/', token: a.access });
    const tokenA = fetched.json().csrfToken as string;
    expect((await patchMe(b.access, tokenA)).statusCode).toBe(403);
    expect((await patchMe(a.access, tokenA)).statusCode).toBe(200);
    // Signed in, /csrf/ replaces an anonymous cookie with one bound to the session.
    const again = await ctx.call({
      method: 'GET',
      url: '/api/csrf/',
      token: b.access,
      headers: { cookie: `csrftoken=${ctx.csrf}` },
    });
    const tokenB = again.json().csrfToken as string;
    expect(tokenB).not.toBe(ctx.csrf);
    expect((await patchMe(a.access, tokenB)).statusCode).toBe(403);
    expect((await patchMe(b.access, tokenB)).statusCode).toBe(200);
  });
});

describe('finding 8: no account enumeration, no reset spraying, IPv6 limits by /64', () => {
  test('registering a known e-mail answers as a new one does, and tells the owner', async () => {
    const register = (email: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/register/',
        body: { email, password: 'Someone#2026', username: `u${email.length}x${Date.now()}` },
        csrf: false,
      });
    const fresh = await register('brand-new-person@care.test');
    const known = await register('user2@care.test');
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    const outbox = await ctx.call({
      method: 'GET',
      url: '/api/dev/outbox?to=user2@care.test',
    });
    expect(outbox.json()[0]).toMatchObject({
      subject: 'Someone tried to register with your e-mail',
    });
  });

  test('one address cannot ask resets for every account', async () => {
    const ask = (i: number) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/password-reset/',
        body: { email: `person${i}@care.test` },
        csrf: false,
        remoteAddress: '198.51.100.7',
      });
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) answers.push((await ask(i)).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  test('two addresses of one IPv6 /64 share a limit', async () => {
    expect(clientKey({ ip: '2001:db8:a:b::1' })).toBe(clientKey({ ip: '2001:db8:a:b:ffff::9' }));
    expect(clientKey({ ip: '2001:db8:a:c::1' })).not.toBe(clientKey({ ip: '2001:db8:a:b::1' }));
    expect(clientKey({ ip: '::ffff:192.0.2.1' })).toBe('192.0.2.1');
    const ask = (i: number, remoteAddress: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/password-reset/',
        body: { email: `v6-${i}@care.test` },
        csrf: false,
        remoteAddress,
      });
    for (let i = 0; i < 20; i += 1) await ask(i, `2001:db8:5:6::${(i + 1).toString(16)}`);
    expect((await ask(99, '2001:db8:5:6:1:2:3:4')).statusCode).toBe(429);
  });
});

describe('finding 1: whoever configures a kiosk cannot become its person', () => {
  const DEVICE = 'kiosk-7d1e2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b';

  test('the secret is write-only, the device claims its own, a kiosk session is only a kiosk', async () => {
    const clinician = await ctx.login('clinician');
    const set = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${ctx.ids.user}/`,
      token: clinician.access,
      body: { device_id: DEVICE, kiosk_secret: 'the-secret-the-clinician-saw' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().kiosk_secret).toBeNull();
    // Never returned again, to anyone who configures the kiosk; stored only as a digest.
    for (const role of ['clinician', 'admin', 'superuser'] as const) {
      const { access } = await ctx.login(role);
      const view = await ctx.call({
        method: 'GET',
        url: `/api/users/${ctx.ids.user}/`,
        token: access,
      });
      expect(view.json().kiosk_secret).toBeNull();
    }
    // Not even its digest is kept: a secret an admin sets never works (docs/product.md 4.3).
    const [row] = await ctx.db.query<{ kiosk_secret: string | null }>(
      'SELECT kiosk_secret FROM users WHERE id = $1',
      [ctx.ids.user],
    );
    expect(row?.kiosk_secret).toBeNull();

    // The device gets a fresh secret through a pairing the clinician approves; bootstraps by its id alone
    // (anyone's) do not.
    const boot = () =>
      ctx.call({
        method: 'GET',
        url: '/api/kiosk_bootstrap_config/',
        headers: { 'x-device-id': DEVICE },
      });
    expect((await boot()).statusCode).toBe(404);
    const { secret: deviceSecret } = await pairKiosk(ctx, clinician.access, ctx.ids.user, DEVICE);
    expect(deviceSecret).toMatch(/^[\w-]{32}$/);
    expect((await boot()).json()).toEqual({ user_id: ctx.ids.user });
    // The secret the clinician set and saw no longer opens the person's session.
    const stale = await ctx.call({
      method: 'POST',
      url: '/api/kiosk-auth/',
      body: { device_id: DEVICE, kiosk_secret: 'the-secret-the-clinician-saw' },
      csrf: false,
    });
    expect(stale.statusCode).toBe(401);

    const signIn = await ctx.call({
      method: 'POST',
      url: '/api/kiosk-auth/',
      body: { device_id: DEVICE, kiosk_secret: deviceSecret },
      csrf: false,
    });
    expect(signIn.statusCode).toBe(200);
    const kiosk = signIn.json().access as string;
    const claims = JSON.parse(
      Buffer.from(kiosk.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims.kiosk).toBe(true);
    // The kiosk's screens work; the account's identity and password do not change from it.
    expect(
      (await ctx.call({ method: 'GET', url: `/api/users/${ctx.ids.user}/doses/`, token: kiosk }))
        .statusCode,
    ).toBe(200);
    const edit = await ctx.call({
      method: 'PATCH',
      url: '/api/users/me/',
      token: kiosk,
      body: { email: 'taken-over@care.test' },
    });
    expect(edit.statusCode).toBe(403);
    const pw = await ctx.call({
      method: 'POST',
      url: '/api/auth/change-password/',
      token: kiosk,
      body: { old_password: 'x', new_password: 'Another#Pass2026' },
    });
    expect(pw.statusCode).toBe(403);

    // The audit log records the claim and the kiosk sign-in.
    const su = await ctx.login('superuser');
    const log = await ctx.call({
      method: 'GET',
      url: `/api/audit-log/?resource=kiosk&user_id=${ctx.ids.user}`,
      token: su.access,
    });
    const actions = (log.json().results ?? log.json()) as { action: string }[];
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['kiosk_claimed', 'kiosk_sign_in']),
    );
  });
});

describe('finding 7: declared limits refuse instead of cutting, in the documented shape', () => {
  test('a caption over 1,000 characters is refused on upload, as on edit', async () => {
    const { access } = await ctx.login('user');
    const form = multipart([
      { name: 'image', value: await makeImage('jpeg'), filename: 'a.jpg', type: 'image/jpeg' },
      { name: 'comment', value: 'x'.repeat(1001) },
    ]);
    const res = await ctx.call({
      method: 'POST',
      url: `/api/picturebook/${ctx.ids.user}/`,
      token: access,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ comment: 'At most 1000 characters.' });
  });

  test('health-profile field and section names over 100 characters are refused', async () => {
    const { access } = await ctx.login('clinician');
    const put = (profile: Record<string, Record<string, string>>) =>
      ctx.call({
        method: 'PUT',
        url: `/api/users/${ctx.ids.user}/health-profile/`,
        token: access,
        body: { health_profile: profile },
      });
    expect((await put({ Allergies: { ['n'.repeat(101)]: 'peanuts' } })).statusCode).toBe(400);
    expect((await put({ ['s'.repeat(101)]: { note: 'x' } })).statusCode).toBe(400);
    expect((await put({ Allergies: { ['n'.repeat(100)]: 'peanuts' } })).statusCode).toBe(200);
  });

  test('a 400-digit id answers as any id that names nothing, not a 414 quoting the URL', async () => {
    const { access } = await ctx.login('admin');
    const id = '9'.repeat(400);
    const res = await ctx.call({ method: 'GET', url: `/api/users/${id}/`, token: access });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'User not found.' });
    expect(res.body).not.toContain(id);
  });
});

describe('finding 4: bodies, queries and path ids are validated without coercion', () => {
  const medication = (token: string, body: Record<string, unknown>) =>
    ctx.call({
      method: 'POST',
      url: `/api/users/${ctx.ids.user}/medications/`,
      token,
      body: { name: 'Aspirin', ...body },
    });

  test('a number where text is declared is a 400 naming the field; nothing is stored', async () => {
    const { access } = await ctx.login('clinician');
    const before = await ctx.db.query('SELECT count(*)::int AS n FROM medications');
    const res = await medication(access, { name: 12345 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'Must be text.' });
    expect(await ctx.db.query('SELECT count(*)::int AS n FROM medications')).toEqual(before);
  });

  test('a single time where a list is declared is a 400 naming the field', async () => {
    const { access } = await ctx.login('clinician');
    const res = await medication(access, { times: '09:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ times: 'Must be a list.' });
    expect((await medication(access, { times: ['09:00'] })).statusCode).toBe(201);
  });

  test('an e-mail given as a list does not sign in', async () => {
    const res = await ctx.call({
      method: 'POST',
      url: '/api/auth/login/',
      body: { email: ['user@care.test'], password: 'x'.repeat(8) },
      csrf: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'Must be text.' });
  });

  test('a path id in any form but decimal digits names nothing (the 404 of an unknown id)', async () => {
    const { access } = await ctx.login('admin');
    const get = (id: string) =>
      ctx.call({ method: 'GET', url: `/api/users/${id}/`, token: access });
    for (const id of ['0x1', '1e0', '%201', '+1', '1.0', 'abc', '0', '2147483648']) {
      const res = await get(id);
      expect({ id, status: res.statusCode, body: res.json<unknown>() }).toEqual({
        id,
        status: 404,
        body: { detail: 'User not found.' },
      });
    }
    expect((await get(String(ctx.ids.user))).statusCode).toBe(200);
  });

  test('a query number in any form but decimal digits is a 400 naming the field', async () => {
    const { access } = await ctx.login('clinician');
    const list = (q: string) =>
      ctx.call({
        method: 'GET',
        url: `/api/users/${ctx.ids.user}/medications/?${q}`,
        token: access,
      });
    for (const q of ['page_size=0x10', 'page=1e0', 'page=%201', 'page=+1']) {
      const res = await list(q);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
      expect(Object.keys(res.json().fields as object)).toEqual([q.split('=')[0]]);
    }
    expect((await list('page=1&page_size=5')).statusCode).toBe(200);
  });
});

describe('finding 5: care data names years 1900-2200, and what is stored is read back exactly', () => {
  const post = (token: string, segment: string, body: Record<string, unknown>) =>
    ctx.call({ method: 'POST', url: `/api/users/${ctx.ids.user}/${segment}/`, token, body });

  test('an instant of year 50 is read back as year 50, not 1950', async () => {
    const rows = await ctx.db.query<{ t: Date }>(
      "SELECT '0050-06-01 10:00:00+00'::timestamptz AS t",
    );
    expect(rows[0]?.t.toISOString()).toBe('0050-06-01T10:00:00.000Z');
  });

  test('an appointment stored in year 50 (before the rule) is answered with year 50', async () => {
    const { access } = await ctx.login('clinician');
    const made = await post(access, 'appointments', {
      title: 'Old record',
      start_time: '2026-06-01T10:00:00Z',
    });
    const id = made.json().id as number;
    await ctx.db.query(
      "UPDATE appointments SET start_time = '0050-06-01T10:00:00Z' WHERE id = $1",
      [id],
    );
    const one = await ctx.call({ method: 'GET', url: `/api/appointments/${id}/`, token: access });
    expect(one.json().start_time).toBe('0050-06-01T10:00:00.000Z');
  });

  test.each([
    ['appointments', { title: 'Slip', start_time: '0026-12-03T10:00:00Z' }, 'start_time'],
    ['appointments', { title: 'Slip', start_time: '10000-01-01T00:00:00Z' }, 'start_time'],
    ['appointments', { title: 'Slip', start_time: '1899-12-31T23:59:59Z' }, 'start_time'],
    ['appointments', { title: 'Slip', start_time: '2201-01-01T00:00:00Z' }, 'start_time'],
    ['medications', { name: 'Slip', start_date: '2026-01-01', end_date: '2201-01-01' }, 'end_date'],
    ['medications', { name: 'Slip', start_date: '1899-12-31' }, 'start_date'],
  ])(
    '%s %j is refused with the field and the range, nothing saved',
    async (segment, body, field) => {
      const { access } = await ctx.login('clinician');
      const before = await ctx.db.query(`SELECT count(*)::int AS n FROM ${segment}`);
      const res = await post(access, segment, body);
      expect(res.statusCode).toBe(400);
      const message = res.json().fields[field] as string;
      expect(message).toContain('between 1900 and 2200');
      expect(await ctx.db.query(`SELECT count(*)::int AS n FROM ${segment}`)).toEqual(before);
    },
  );

  test('a date of birth outside 1900-2200 is refused naming the field', async () => {
    const { access } = await ctx.login('clinician');
    const res = await ctx.call({
      method: 'PUT',
      url: `/api/users/${ctx.ids.user}/health-profile/`,
      token: access,
      body: { health_profile: { Demographics: { date_of_birth: '0950-01-01' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.date_of_birth).toContain('between 1900 and 2200');
  });

  test('the first and last instants of the range are kept, and the .ics year has 4 digits', async () => {
    const { access } = await ctx.login('clinician');
    for (const [start, stamp] of [
      ['1900-01-01T00:00:00Z', 'DTSTART:19000101T000000Z'],
      ['2200-12-31T23:00:00+00:00', 'DTSTART:22001231T230000Z'],
    ] as const) {
      const made = await post(access, 'appointments', { title: 'Edge', start_time: start });
      expect(made.statusCode).toBe(201);
      expect(Date.parse(made.json().start_time as string)).toBe(Date.parse(start));
      const ics = await ctx.call({
        method: 'GET',
        url: `/api/appointments/${made.json().id as number}/add-to-calendar/`,
        token: access,
      });
      expect(ics.body).toContain(stamp);
    }
  });
});

describe('finding 6: time zones are kept in canonical names, and every TZID has its VTIMEZONE', () => {
  const setZone = (token: string, zone: string) =>
    ctx.call({ method: 'PATCH', url: '/api/users/me/', token, body: { time_zone: zone } });

  test.each(['Europe/Kyiv', 'utc', 'Europe/london'])(
    '%s is stored canonical and the medication .ics describes its TZID',
    async (given) => {
      const me = await ctx.login('user');
      const res = await setZone(me.access, given);
      expect(res.statusCode).toBe(200);
      const stored = res.json().time_zone as string;
      expect(stored).toBe(
        new Intl.DateTimeFormat('en-GB', { timeZone: given }).resolvedOptions().timeZone,
      );
      const clinician = (await ctx.login('clinician')).access;
      const meds = (
        await ctx.call({
          method: 'GET',
          url: `/api/users/${ctx.ids.user}/medications/`,
          token: clinician,
        })
      ).json<{ id: number }[]>();
      const ics = await ctx.call({
        method: 'GET',
        url: `/api/medications/${meds[0]?.id}/add-to-calendar/`,
        token: clinician,
      });
      const tzids = new Set([...ics.body.matchAll(/TZID[=:]([^:;\r\n]+)/g)].map((m) => m[1]));
      // One zone throughout (the library names UTC's VTIMEZONE Etc/UTC, and its events with it).
      expect(tzids.size).toBe(1);
      const [tzid] = [...tzids];
      expect(tzid === stored || (stored === 'UTC' && tzid === 'Etc/UTC')).toBe(true);
      expect(ics.body).toContain(`BEGIN:VTIMEZONE\r\nTZID:${tzid ?? ''}\r\n`);
    },
  );

  test('an unknown zone is refused naming the field, and the stored zone is kept', async () => {
    const me = await ctx.login('user');
    await setZone(me.access, 'Europe/London');
    const res = await setZone(me.access, 'Mars/Olympus_Mons');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields as object)).toEqual(['time_zone']);
    const after = await ctx.call({ method: 'GET', url: '/api/users/me/', token: me.access });
    expect(after.json().time_zone).toBe('Europe/London');
  });
});

describe('finding 3: the backup is encrypted with a passphrase; kiosk secrets never travel', () => {
  const PASS = 'correct horse battery staple';
  let c: Ctx;
  let su: string;
  beforeAll(async () => {
    // Its own database: the restores below would otherwise reset what the other findings set up.
    c = await setup();
    su = (await c.login('superuser')).access;
  });
  afterAll(async () => {
    await c.close();
  });
  const download = (passphrase: unknown, token = su) =>
    c.call({ method: 'POST', url: '/api/backup/', token, body: { passphrase } });
  const restore = (backup: unknown, passphrase?: string, token = su) =>
    c.call({ method: 'POST', url: '/api/backup/restore/', token, body: { backup, passphrase } });
  const names = async () =>
    c.db.query<{ id: number; first_name: string; kiosk_secret: string | null }>(
      'SELECT id, first_name, kiosk_secret FROM users ORDER BY id',
    );

  test('a passphrase under 12 characters is refused beside the field', async () => {
    for (const passphrase of ['', 'short pass!', 12345678901234]) {
      const res = await download(passphrase);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.passphrase).toBeTruthy();
    }
    expect((await download('eleven chars')).statusCode).toBe(200);
  });

  test('the file holds no plaintext: no e-mail address, no password hash, no kiosk secret', async () => {
    const res = await download(PASS);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="care-backup-/);
    const file = res.json<BackupEnvelope>();
    expect(file).toMatchObject({
      format: 'care-backup-encrypted',
      version: 1,
      kdf: { name: 'scrypt', N: 32768, r: 8, p: 1 },
      cipher: { name: 'aes-256-gcm' },
    });
    expect(Buffer.from(file.kdf.salt, 'base64')).toHaveLength(32);
    expect(Buffer.from(file.cipher.iv, 'base64')).toHaveLength(12);
    const bytes = res.rawPayload.toString('latin1');
    for (const leak of ['@care.test', 'scrypt$', 'sha256:', 'Margaret']) {
      expect(bytes).not.toContain(leak);
    }
    // Two downloads never share salt or IV.
    const again = (await download(PASS)).json<BackupEnvelope>();
    expect(again.kdf.salt).not.toBe(file.kdf.salt);
    expect(again.cipher.iv).not.toBe(file.cipher.iv);
    // Inside: the data, with every kiosk secret left out; the binding itself is kept.
    const doc = (await openBackup(file, PASS)) as { tables: { users: Record<string, unknown>[] } };
    expect(doc.tables.users.some((u) => u.email === 'superuser@care.test')).toBe(true);
    expect(doc.tables.users.every((u) => u.kiosk_secret === null)).toBe(true);
    const kiosk = doc.tables.users.find((u) => u.device_id === DEMO_KIOSK.device_id);
    expect(kiosk?.id).toBe(c.ids.user);
  });

  test('a wrong passphrase or a changed byte is refused and changes nothing', async () => {
    const file = (await download(PASS)).json<BackupEnvelope>();
    await c.db.query("UPDATE users SET first_name = 'Changed' WHERE id = $1", [c.ids.user]);
    const before = await names();

    const wrong = await restore(file, 'not the right passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'wrong_passphrase',
      detail: 'The passphrase does not open this backup (or the file was changed).',
    });
    expect(wrong.json().fields.passphrase).toBeTruthy();
    const none = await restore(file);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.passphrase).toBe('This backup is encrypted: type its passphrase.');

    const ciphertext = Buffer.from(file.ciphertext, 'base64');
    const middle = Math.floor(ciphertext.length / 2);
    ciphertext.writeUInt8(ciphertext.readUInt8(middle) ^ 1, middle);
    const tampered = await restore({ ...file, ciphertext: ciphertext.toString('base64') }, PASS);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('wrong_passphrase');
    const swappedTag = {
      ...file,
      cipher: { ...file.cipher, tag: Buffer.alloc(16).toString('base64') },
    };
    expect((await restore(swappedTag, PASS)).statusCode).toBe(400);
    // A file asking scrypt for more memory than the server allows is damaged, not obeyed.
    const greedy = { ...file, kdf: { ...file.kdf, N: 2 ** 24 } };
    expect((await restore(greedy, PASS)).json().code).toBe('invalid_backup');

    expect(await names()).toEqual(before);
    // The session is still valid: nothing was restored, nobody signed out.
    expect((await c.call({ method: 'GET', url: '/api/users/me/', token: su })).statusCode).toBe(
      200,
    );
  });

  test('the right passphrase restores; every kiosk binding then needs a new pairing', async () => {
    const file = (await download(PASS)).json<BackupEnvelope>();
    await c.db.query("UPDATE users SET first_name = 'Renamed' WHERE id = $1", [c.ids.user]);
    const res = await restore(file, PASS);
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toBe('Backup restored.');
    // The restore ended every session; whoever restored goes on with the fresh tokens it answered.
    su = res.json().access as string;
    const [person] = await c.db.query<{ first_name: string }>(
      'SELECT first_name FROM users WHERE id = $1',
      [c.ids.user],
    );
    expect(person?.first_name).not.toBe('Renamed');
    const bound = await c.db.query<{ kiosk_secret: string | null }>(
      'SELECT kiosk_secret FROM users WHERE device_id IS NOT NULL',
    );
    expect(bound.length).toBeGreaterThan(0);
    expect(bound.every((b) => b.kiosk_secret === null)).toBe(true);

    // The old secret no longer signs in, and the device id alone claims nothing; an admin pairs the device
    // again with the code it shows, and it fetches a new secret.
    const auth = (kiosk_secret: string) =>
      c.call({
        method: 'POST',
        url: '/api/kiosk-auth/',
        body: { device_id: DEMO_KIOSK.device_id, kiosk_secret },
        csrf: false,
      });
    expect((await auth(DEMO_KIOSK.kiosk_secret)).statusCode).toBe(401);
    const boot = await c.call({
      method: 'GET',
      url: '/api/kiosk_bootstrap_config/',
      headers: { 'x-device-id': DEMO_KIOSK.device_id },
    });
    expect(boot.statusCode).toBe(404);
    const admin = (await c.login('admin')).access;
    const { secret: fresh } = await pairKiosk(c, admin, c.ids.user, DEMO_KIOSK.device_id);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await auth(fresh)).statusCode).toBe(200);
    const audit = await c.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE action IN ('export', 'restore', 'kiosk_claimed') ORDER BY id",
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['export', 'restore', 'kiosk_claimed']),
    );
  });

  test('a plaintext backup from before encryption still restores, its kiosk secrets dropped', async () => {
    const doc = (await openBackup((await download(PASS)).json<BackupEnvelope>(), PASS)) as {
      tables: { users: Record<string, unknown>[] };
    };
    // As an older file held it: the demo kiosk with its secret's digest, claimed (migration 11's column,
    // which migration 18 dropped, comes along and is ignored).
    for (const u of doc.tables.users) {
      if (u.device_id === DEMO_KIOSK.device_id) {
        u.kiosk_secret = 'sha256:' + '0'.repeat(64);
        u.kiosk_unclaimed = false;
      }
    }
    const res = await restore(doc);
    expect(res.statusCode).toBe(200);
    const [row] = await c.db.query<{ id: number; kiosk_secret: string | null }>(
      'SELECT id, kiosk_secret FROM users WHERE device_id = $1',
      [DEMO_KIOSK.device_id],
    );
    expect(row).toEqual({ id: c.ids.user, kiosk_secret: null });
  });
});
