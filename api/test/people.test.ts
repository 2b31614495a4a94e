/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { setup } from './helpers';
import type { Ctx, Role } from './helpers';

/** A caregiver's home lists the people linked to them, with their unread messages and kiosk. */
let ctx: Ctx;
interface Person {
  id: number;
  display_name: string;
  time_zone: string;
  unread_messages: number;
  kiosk: string;
  kiosk_last_seen_at: string | null;
}
const listOf = async (role: Role) => (await people(role)).json<Person[]>();
/** Signed in afresh each time: the tests change accounts, and a change of privileges or activity ends their sessions. */
const people = async (role: Role | null) =>
  ctx.call({
    method: 'GET',
    url: '/api/users/me/people/',
    token: role ? (await ctx.login(role)).access : null,
  });

beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /users/me/people/', () => {
  test('a caregiver sees the person linked to them, with unread messages and kiosk state', async () => {
    await ctx.db.query('DELETE FROM kiosk_pings');
    await ctx.db.query('UPDATE messages SET acknowledged = true WHERE recipient_id = $1', [
      ctx.ids.user,
    ]);
    const send = await ctx.call({
      method: 'POST',
      url: '/api/messages/send/',
      token: (await ctx.login('caregiver')).access,
      body: { recipient_id: ctx.ids.user, body: 'Lunch at one' },
    });
    expect(send.statusCode).toBe(201);

    const res = await people('caregiver');
    expect(res.statusCode).toBe(200);
    const list = res.json<Person[]>();
    expect(list.map((p) => p.id)).toEqual([ctx.ids.user]);
    expect(list[0]).toMatchObject({
      id: ctx.ids.user,
      unread_messages: 1,
      kiosk: 'never',
      kiosk_last_seen_at: null,
    });
    expect(typeof list[0]?.display_name).toBe('string');
    expect(typeof list[0]?.time_zone).toBe('string');
  });

  test('the kiosk is online after a ping and silent once quiet longer than the admin setting', async () => {
    const [row] = await ctx.db.query<{ device_id: string }>(
      'SELECT device_id FROM users WHERE id = $1',
      [ctx.ids.user],
    );
    await ctx.db.query('INSERT INTO kiosk_pings (device_id, last_seen_at) VALUES ($1, now())', [
      row?.device_id,
    ]);
    expect((await people('caregiver')).json()[0]).toMatchObject({ kiosk: 'online' });
    await ctx.db.query("UPDATE kiosk_pings SET last_seen_at = now() - interval '3 hours'");
    const quiet = (await listOf('caregiver'))[0];
    expect(quiet?.kiosk).toBe('silent');
    expect(new Date(quiet?.kiosk_last_seen_at ?? 0).getTime()).toBeGreaterThan(0);
    expect(new Date(quiet?.kiosk_last_seen_at ?? 0).getTime()).toBeLessThan(Date.now() - 3600_000);
  });

  test('acknowledged messages are not counted', async () => {
    await ctx.db.query('UPDATE messages SET acknowledged = true WHERE recipient_id = $1', [
      ctx.ids.user,
    ]);
    expect((await people('caregiver')).json()[0].unread_messages).toBe(0);
  });

  test('a person not linked to the caregiver is not listed; a deactivated person drops off', async () => {
    const ids = (await listOf('caregiver')).map((p) => p.id);
    expect(ids).not.toContain(ctx.ids.user2);
    await ctx.db.query('UPDATE users SET is_active = false WHERE id = $1', [ctx.ids.user]);
    try {
      expect((await people('caregiver')).json()).toEqual([]);
    } finally {
      await ctx.db.query('UPDATE users SET is_active = true WHERE id = $1', [ctx.ids.user]);
    }
  });

  test('a link to an account that is no longer a caregiver counts for nothing', async () => {
    await ctx.db.query('UPDATE users SET is_caregiver = false WHERE id = $1', [ctx.ids.caregiver]);
    try {
      expect((await people('caregiver')).json()).toEqual([]);
    } finally {
      await ctx.db.query('UPDATE users SET is_caregiver = true WHERE id = $1', [ctx.ids.caregiver]);
    }
  });

  test('people who care for no one get an empty list; no sign-in is 401', async () => {
    for (const role of ['user', 'user2', 'admin', 'clinician'] as const) {
      const res = await people(role);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect((await people(null)).statusCode).toBe(401);
  });
});
