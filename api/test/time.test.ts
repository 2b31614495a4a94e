// @engine-sensitive: time zones and instants as the engine stores and compares them.
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { setup } from './helpers';
import type { Ctx } from './helpers';

/** Time zones per user, instants in storage, calendars with correct zones. */
let ctx: Ctx;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

const unfold = (ics: string): string => ics.replace(/\r\n[ \t]/g, '');

describe('time zones', () => {
  test('every user has one: the configured default until they choose', async () => {
    const { access } = await ctx.login('user2');
    const me = await ctx.call({ method: 'GET', url: '/api/users/me/', token: access });
    expect(me.json().time_zone).toBe(ctx.cfg.defaultTimeZone);
    const set = await ctx.call({
      method: 'PATCH',
      url: '/api/users/me/',
      token: access,
      body: { time_zone: 'America/New_York' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().time_zone).toBe('America/New_York');
    const bad = await ctx.call({
      method: 'PATCH',
      url: '/api/users/me/',
      token: access,
      body: { time_zone: 'Mars/Olympus_Mons' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/time zone/);
    const reset = await ctx.call({
      method: 'PATCH',
      url: '/api/users/me/',
      token: access,
      body: { time_zone: null },
    });
    expect(reset.json()).toMatchObject({ time_zone: ctx.cfg.defaultTimeZone });
  });

  test('admins set it for a user; staff (read-only) cannot', async () => {
    const admin = (await ctx.login('admin')).access;
    const res = await ctx.call({
      method: 'PUT',
      url: `/api/users/${ctx.ids.user2}/`,
      token: admin,
      body: { time_zone: 'Asia/Tokyo' },
    });
    expect(res.json().time_zone).toBe('Asia/Tokyo');
    const staff = (await ctx.login('staff')).access;
    const refused = await ctx.call({
      method: 'PUT',
      url: `/api/users/${ctx.ids.user2}/`,
      token: staff,
      body: { time_zone: 'Europe/Paris' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('calendars', () => {
  test('an appointment is an instant in UTC with its reminder; CR and LF are escaped', async () => {
    const { access } = await ctx.login('user');
    const created = await ctx.call({
      method: 'POST',
      url: `/api/users/${ctx.ids.user}/appointments/`,
      token: access,
      body: {
        title: 'Dentist; check-up, yearly',
        description: 'Line one\r\nLine two\rLine three\nLine four',
        start_time: '2026-07-01T14:30:00+01:00',
        end_time: '2026-07-01T15:15:00+01:00',
        reminder_minutes: 45,
      },
    });
    expect(created.json().start_time).toBe('2026-07-01T13:30:00.000Z');
    const res = await ctx.call({
      method: 'GET',
      url: `/api/users/${ctx.ids.user}/appointments/${created.json().id}/add-to-calendar/`,
      token: access,
    });
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const ics = unfold(res.body);
    expect(ics).toMatch(/^DTSTART:20260701T133000Z$/m);
    expect(ics).toMatch(/^DTEND:20260701T141500Z$/m);
    expect(ics).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/m);
    expect(ics).toMatch(/^SUMMARY:Dentist\\; check-up\\, yearly$/m);
    expect(ics).toMatch(/^DESCRIPTION:Line one\\nLine two\\nLine three\\nLine four$/m);
    expect(ics).toMatch(/BEGIN:VALARM[\s\S]*TRIGGER:-PT45M[\s\S]*END:VALARM/);
    // No bare CR or LF anywhere: every line ends CRLF.
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  test('a medication recurs daily at each time, minutes kept, in the user zone, with an alarm', async () => {
    await ctx.db.query("UPDATE users SET time_zone = 'America/New_York' WHERE id = $1", [
      ctx.ids.user,
    ]);
    const { access } = await ctx.login('user');
    const created = await ctx.call({
      method: 'POST',
      url: `/api/users/${ctx.ids.user}/medications/`,
      token: access,
      body: {
        name: 'Vitamin D',
        dosage: '1000 IU',
        times: ['08:00', '18:30'],
        start_date: '2026-01-05',
        end_date: '2026-03-31',
      },
    });
    const res = await ctx.call({
      method: 'GET',
      url: `/api/users/${ctx.ids.user}/medications/${created.json().id}/add-to-calendar/`,
      token: access,
    });
    const ics = unfold(res.body);
    expect(ics).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/New_York/);
    expect(ics).toMatch(/^DTSTART;TZID=America\/New_York:20260105T080000$/m);
    expect(ics).toMatch(/^DTSTART;TZID=America\/New_York:20260105T183000$/m);
    // The end of 31 March in New York (EDT, UTC-4), in UTC.
    expect(ics.match(/^RRULE:FREQ=DAILY;UNTIL=20260401T035959Z$/gm)).toHaveLength(2);
    expect(ics.match(/TRIGGER:PT0S/g)).toHaveLength(2);
    expect(ics).toMatch(/^SUMMARY:Take Vitamin D \(1000 IU\)$/m);
    expect(ics).not.toMatch(/^DTSTAMP:\d{8}T\d{6}$/m);
    await ctx.db.query('UPDATE users SET time_zone = NULL WHERE id = $1', [ctx.ids.user]);
  });

  test("the appointment e-mail states the time in the owner's zone", async () => {
    await ctx.db.query("UPDATE users SET time_zone = 'Australia/Sydney' WHERE id = $1", [
      ctx.ids.user,
    ]);
    const { access } = await ctx.login('user');
    const created = await ctx.call({
      method: 'POST',
      url: `/api/users/${ctx.ids.user}/appointments/`,
      token: access,
      body: { title: 'Physio', start_time: '2026-11-20T23:00:00Z' },
    });
    await ctx.call({
      method: 'POST',
      url: `/api/appointments/${created.json().id}/send-email/`,
      token: access,
    });
    const box = await ctx.call({ method: 'GET', url: '/api/dev/outbox?to=user@care.test' });
    expect(box.json()[0].body).toContain(
      'When: Saturday 21 November 2026, 10:00 (Australia/Sydney)',
    );
    await ctx.db.query('UPDATE users SET time_zone = NULL WHERE id = $1', [ctx.ids.user]);
  });
});
