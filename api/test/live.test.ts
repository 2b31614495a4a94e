// @engine-sensitive: LISTEN/NOTIFY and the replay window.
import type { AddressInfo } from 'node:net';
import { signJwt } from '../src/lib/jwt';
import { pruneOld } from '../src/modules/system/retention';
import { DEMO_KIOSK } from '../src/seed';
import { setup } from './helpers';
import type { Ctx, Role } from './helpers';
import { changes, openStream, ready } from './support/sse';
import type { Frame, Stream } from './support/sse';

let ctx: Ctx;
let base: string;

beforeAll(async () => {
  ctx = await setup();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

const open = (token: string | null, headers: Record<string, string> = {}): Promise<Stream> =>
  openStream(base, token, headers);

async function send(from: Role, to: number, body: string): Promise<number> {
  const { access } = await ctx.login(from);
  const res = await ctx.call({
    method: 'POST',
    url: '/api/messages/send/',
    token: access,
    body: { recipient_id: to, body },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

/** One open, ready stream for each of these roles, signed in as that role. */
async function streamsOf(roles: Role[]): Promise<Map<Role, Stream>> {
  const streams = new Map<Role, Stream>();
  for (const r of roles) {
    const s = await open((await ctx.login(r)).access);
    await s.next(ready);
    streams.set(r, s);
  }
  return streams;
}

test('a stream needs a valid token and asks for the event-stream type', async () => {
  const anonymous = await open(null);
  expect(anonymous.status).toBe(401);
  anonymous.close();
  const forged = await open('not-a-token');
  expect(forged.status).toBe(401);
  forged.close();
  const { access } = await ctx.login('user');
  const plain = await ctx.call({ method: 'GET', url: '/api/events/', token: access });
  expect(plain.statusCode).toBe(406);
  const badId = await open(access, { 'last-event-id': 'yesterday' });
  expect(badId.status).toBe(400);
  badId.close();
});

test('the stream is unbuffered and tells the client how soon to reconnect', async () => {
  const { access } = await ctx.login('user');
  const s = await open(access);
  expect(s.status).toBe(200);
  expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(s.headers['x-accel-buffering']).toBe('no');
  await s.next(ready);
  s.close();
});

test('each role hears exactly the people it may read, on the wire', async () => {
  const streams = await streamsOf(['user', 'user2', 'caregiver', 'clinician', 'admin', 'staff']);
  // A message to the user (linked to the caregiver, assigned to the clinician), then to user2.
  const toUser = await send('caregiver', ctx.ids.user, 'For the user');
  const toUser2 = await send('admin', ctx.ids.user2, 'For user2');
  const isMessage = (id: number) => (f: Frame) =>
    f.event === 'change' && (JSON.parse(f.data) as { payload: { id: number } }).payload.id === id;
  for (const r of ['user', 'caregiver', 'clinician'] as Role[]) {
    await streams.get(r)!.next(isMessage(toUser));
  }
  await streams.get('user2')!.next(isMessage(toUser2));
  // Give stray deliveries time to arrive before checking nobody heard what they may not.
  await new Promise((r) => setTimeout(r, 300));
  const heard = (r: Role) => changes(streams.get(r)!).map((e) => e.person);
  expect(heard('user').every((p) => p === ctx.ids.user)).toBe(true);
  expect(heard('user2').every((p) => p === ctx.ids.user2)).toBe(true);
  expect(heard('caregiver')).not.toContain(ctx.ids.user2);
  expect(heard('clinician')).not.toContain(ctx.ids.user2);
  expect(heard('staff')).toEqual([]);
  // The admin's stream carries the dashboard only: messages are not dashboard events.
  expect(changes(streams.get('admin')!).filter((e) => e.kind === 'message')).toEqual([]);
  // The events carry ids, never the message's text.
  for (const s of streams.values()) {
    expect(s.frames.some((f) => f.data.includes('For the user'))).toBe(false);
    s.close();
  }
});

test('a kiosk hears its person and resumes after its last id without gaps or duplicates', async () => {
  const login = await ctx.call({
    method: 'POST',
    url: '/api/kiosk-auth/',
    body: DEMO_KIOSK,
    csrf: false,
  });
  expect(login.statusCode).toBe(200);
  const kiosk = login.json<{ access: string }>().access;
  const first = await open(kiosk);
  await first.next(ready);
  const a = await send('caregiver', ctx.ids.user, 'one');
  await first.next((f) => f.event === 'change' && f.data.includes(`"id":${a}`));
  const lastSeen = first.frames.filter((f) => f.id).at(-1)!.id!;
  first.close();
  await first.ended;
  // While away: two messages to the user, one to someone else.
  const b = await send('caregiver', ctx.ids.user, 'two');
  await send('admin', ctx.ids.user2, 'not yours');
  const c = await send('clinician', ctx.ids.user, 'three');
  const again = await open(kiosk, { 'last-event-id': lastSeen });
  await again.next(ready);
  const replayed = changes(again).map(
    (e) => (e as unknown as { payload: { id: number } }).payload.id,
  );
  expect(replayed).toEqual([b, c]);
  // Live again after the replay, once each.
  const d = await send('caregiver', ctx.ids.user, 'four');
  await again.next((f) => f.event === 'change' && f.data.includes(`"id":${d}`));
  await new Promise((r) => setTimeout(r, 200));
  const all = changes(again).map((e) => (e as unknown as { payload: { id: number } }).payload.id);
  expect(all).toEqual([b, c, d]);
  expect(all).not.toContain(a);
  again.close();
});

test('the site, another origin, may resume a stream with Last-Event-ID (its preflight allows the header)', async () => {
  const res = await ctx.app.inject({
    method: 'OPTIONS',
    url: '/api/events/',
    headers: {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,last-event-id',
    },
  });
  expect(res.statusCode).toBe(204);
  expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  const allowed = String(res.headers['access-control-allow-headers'])
    .toLowerCase()
    .split(',')
    .map((h) => h.trim());
  expect(allowed).toEqual(expect.arrayContaining(['authorization', 'last-event-id']));
});

test('a client away longer than the window is told to refetch everything', async () => {
  const { access } = await ctx.login('user');
  const s = await open(access);
  const hello = await s.next(ready);
  s.close();
  await send('caregiver', ctx.ids.user, 'while away');
  // The retention pass, as if run after the window: every event so far is pruned.
  const pruned = await pruneOld(ctx.db, ctx.cfg, new Date(Date.now() + 3600_000));
  expect(pruned.events).toBeGreaterThan(0);
  const back = await open(access, { 'last-event-id': hello.id! });
  await back.next((f) => f.event === 'reset');
  await back.next(ready);
  expect(changes(back)).toEqual([]);
  back.close();
});

test('the stream ends when its token expires, and a fresh token resumes where it stopped', async () => {
  const { access } = await ctx.login('user');
  const claims = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const now = Math.floor(Date.now() / 1000);
  const shortLived = signJwt({ ...claims, iat: now, exp: now + 2 }, ctx.cfg.jwtSecret);
  const s = await open(shortLived);
  const hello = await s.next(ready);
  await s.next((f) => f.event === 'expired', 4000);
  await s.ended;
  const missed = await send('caregiver', ctx.ids.user, 'after expiry');
  const fresh = await open((await ctx.login('user')).access, { 'last-event-id': hello.id! });
  await fresh.next((f) => f.event === 'change' && f.data.includes(`"id":${missed}`));
  fresh.close();
});

test("a person's clock settings and names are heard by those who may read the person, and by no one else", async () => {
  const streams = await streamsOf(['user', 'user2', 'caregiver', 'clinician', 'admin', 'staff']);
  const { access: admin } = await ctx.login('admin');
  const url = `/api/users/${ctx.ids.user}/`;
  const personEvents = (r: Role) =>
    changes(streams.get(r)!).filter((e) => e.kind === 'person' && e.person === ctx.ids.user);
  // Each setting the clock follows (the time in words, the zone, the 12/24 h), the name it shows and the language
  // the screens speak, one at a time.
  const settings = [
    { time_in_words: true },
    { time_zone: 'Asia/Tokyo' },
    { display_name: `Renamed ${Date.now()}` },
    // The clock's 12/24 h (migration 16), on and off.
    { clock_24h: true },
    { time_in_words: false, time_zone: null },
    { clock_24h: false },
    // The language her screens speak (migration 21), to Welsh and back.
    { language: 'cy' },
    { language: 'en' },
  ];
  for (const [index, body] of settings.entries()) {
    const res = await ctx.call({ method: 'PATCH', url, token: admin, body });
    expect(res.statusCode).toBe(200);
    for (const r of ['user', 'caregiver', 'clinician'] as Role[]) {
      await streams
        .get(r)!
        .next(() => personEvents(r).length === index + 1, 3000)
        .catch(() => {
          throw new Error(`${r} did not hear change ${index + 1} (${JSON.stringify(body)})`);
        });
    }
  }
  // A write that changes none of them (the same value again, or a field the clock does not show) says nothing.
  const same = await ctx.call({
    method: 'PATCH',
    url,
    token: admin,
    body: { time_in_words: false, clock_24h: false, language: 'en' },
  });
  expect(same.statusCode).toBe(200);
  const other = await ctx.call({ method: 'PATCH', url, token: admin, body: { age: 81 } });
  expect(other.statusCode).toBe(200);
  await new Promise((r) => setTimeout(r, 300));
  for (const r of ['user', 'caregiver', 'clinician'] as Role[]) {
    expect(personEvents(r)).toHaveLength(settings.length);
    // Ids only: the stream never carries the new name or zone.
    expect(streams.get(r)!.frames.some((f) => f.data.includes('Tokyo'))).toBe(false);
  }
  for (const r of ['user2', 'admin', 'staff'] as Role[]) {
    expect(changes(streams.get(r)!).filter((e) => e.kind === 'person')).toEqual([]);
  }
  for (const s of streams.values()) s.close();
});

test('her kiosk follows the language she chooses from her own sign-in', async () => {
  const login = await ctx.call({
    method: 'POST',
    url: '/api/kiosk-auth/',
    body: DEMO_KIOSK,
    csrf: false,
  });
  expect(login.statusCode).toBe(200);
  const kiosk = await open(login.json<{ access: string }>().access);
  await kiosk.next(ready);
  const heard = () =>
    changes(kiosk).filter((e) => e.kind === 'person' && e.person === ctx.ids.user);
  const { access } = await ctx.login('user');
  for (const [index, language] of ['es', 'en'].entries()) {
    const res = await ctx.call({
      method: 'PATCH',
      url: '/api/users/me/',
      token: access,
      body: { language },
    });
    expect(res.statusCode).toBe(200);
    await kiosk
      .next(() => heard().length === index + 1, 3000)
      .catch(() => {
        throw new Error(`the kiosk did not hear her language change to ${language}`);
      });
  }
  // A tag refused changes nothing, so says nothing.
  const refused = await ctx.call({
    method: 'PATCH',
    url: '/api/users/me/',
    token: access,
    body: { language: 'de' },
  });
  expect(refused.statusCode).toBe(400);
  await new Promise((r) => setTimeout(r, 300));
  expect(heard()).toHaveLength(2);
  // Ids only: the stream never carries the language itself.
  expect(kiosk.frames.some((f) => f.data.includes('"es"'))).toBe(false);
  kiosk.close();
});

test('the rest of a person’s records (food log, contacts, health profile, missed-dose threshold) are heard, by those who may read the person', async () => {
  const roles: Role[] = ['user', 'user2', 'caregiver', 'clinician'];
  const streams = new Map<Role, Stream>();
  for (const r of roles) {
    const s = await open((await ctx.login(r)).access);
    await s.next(ready);
    streams.set(r, s);
  }
  const person = ctx.ids.user;
  // Straight into the tables: the triggers publish whatever code path wrote (docs/live-channel.md).
  const [meal] = await ctx.db.query<{ id: number }>(
    "INSERT INTO meals (user_id, meal_type, description, eaten_at) VALUES ($1, 'lunch', 'Soup', now()) RETURNING id",
    [person],
  );
  await ctx.db.query('DELETE FROM meals WHERE id = $1', [meal!.id]);
  await ctx.db.query(
    "INSERT INTO emergency_contacts (user_id, name, relationship, phone_number) VALUES ($1, 'Ann Live', 'Daughter', '+441234567890')",
    [person],
  );
  await ctx.db.query(
    `INSERT INTO health_profiles (user_id, data) VALUES ($1, '{}')
     ON CONFLICT (user_id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
    [person],
  );
  await ctx.db.query(
    `INSERT INTO dose_settings (user_id, missed_after_minutes) VALUES ($1, 45)
     ON CONFLICT (user_id) DO UPDATE SET missed_after_minutes = 45`,
    [person],
  );
  const expected = ['meal', 'meal', 'contact', 'health', 'medication'];
  const kindsHeard = (r: Role) =>
    changes(streams.get(r)!)
      .filter((e) => e.person === person && expected.includes(e.kind))
      .map((e) => e.kind);
  for (const r of ['user', 'caregiver', 'clinician'] as Role[]) {
    await streams
      .get(r)!
      .next(() => kindsHeard(r).length === expected.length, 3000)
      .catch(() => {
        throw new Error(`${r} heard ${JSON.stringify(kindsHeard(r))}`);
      });
    expect(kindsHeard(r)).toEqual(expected);
  }
  expect(kindsHeard('user2')).toEqual([]);
  await ctx.db.query("DELETE FROM emergency_contacts WHERE name = 'Ann Live'");
  for (const s of streams.values()) s.close();
});
