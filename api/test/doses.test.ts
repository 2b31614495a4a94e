// @engine-sensitive: schedules computed in the person's zone, marks under concurrency, and a restore.
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import {
  doseStatus,
  localDates,
  scheduledDoses,
  wallClockInstant,
} from '../src/modules/doses/schedule';
import { sweepMissedDoses } from '../src/modules/doses/sweep';
import { setup } from './helpers';
import { exportBackup } from './backup-file';
import type { Ctx } from './helpers';

/**
 * Medication doses: the schedule in the person's zone (pinned zones, across daylight-saving
 * changes both ways), marks, the missed-dose threshold and the sweep that announces missed doses.
 */
let now = new Date('2026-11-22T12:00:00Z');
let ctx: Ctx;
let uid: number;
let user: string;
let clinician: string;
let caregiver: string;
beforeAll(async () => {
  ctx = await setup({ clock: () => now });
  uid = ctx.ids.user;
  user = (await ctx.login('user')).access;
  clinician = (await ctx.login('clinician')).access;
  caregiver = (await ctx.login('caregiver')).access;
});
afterAll(async () => {
  await ctx.close();
});

interface DoseJson {
  medication_id: number;
  medication_name: string;
  due_at: string;
  local_date: string;
  local_time: string;
  status: string;
  marked_at: string | null;
  marked_by: { id: number; display_name: string } | null;
}

async function setZone(zone: string): Promise<void> {
  const res = await ctx.call({
    method: 'PATCH',
    url: '/api/users/me/',
    token: user,
    body: { time_zone: zone },
  });
  expect(res.statusCode).toBe(200);
}

async function addMedication(body: Record<string, unknown>): Promise<number> {
  const res = await ctx.call({
    method: 'POST',
    url: `/api/users/${uid}/medications/`,
    token: clinician,
    body: { name: 'Testamol', dosage: '10 mg', ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function doses(query: string, token = user): Promise<DoseJson[]> {
  const res = await ctx.call({ method: 'GET', url: `/api/users/${uid}/doses/?${query}`, token });
  expect(res.statusCode).toBe(200);
  return res.json<DoseJson[]>();
}

const mark = (mid: number, body: Record<string, unknown>, token = user) =>
  ctx.call({
    method: 'POST',
    url: `/api/users/${uid}/medications/${mid}/status/`,
    token,
    body,
  });

describe('the schedule (pure)', () => {
  test('09:00 stays 09:00 local on both sides of each change (London and New York)', () => {
    const at = (d: string, t: string, z: string) => wallClockInstant(d, t, z).toISOString();
    // London: clocks forward 2027-03-28 (GMT → BST), back 2026-10-25 (BST → GMT).
    expect(at('2027-03-27', '09:00', 'Europe/London')).toBe('2027-03-27T09:00:00.000Z');
    expect(at('2027-03-28', '09:00', 'Europe/London')).toBe('2027-03-28T08:00:00.000Z');
    expect(at('2026-10-24', '09:00', 'Europe/London')).toBe('2026-10-24T08:00:00.000Z');
    expect(at('2026-10-25', '09:00', 'Europe/London')).toBe('2026-10-25T09:00:00.000Z');
    // New York: forward 2027-03-14 (EST → EDT), back 2026-11-01 (EDT → EST).
    expect(at('2027-03-13', '09:00', 'America/New_York')).toBe('2027-03-13T14:00:00.000Z');
    expect(at('2027-03-14', '09:00', 'America/New_York')).toBe('2027-03-14T13:00:00.000Z');
    expect(at('2026-10-31', '09:00', 'America/New_York')).toBe('2026-10-31T13:00:00.000Z');
    expect(at('2026-11-01', '09:00', 'America/New_York')).toBe('2026-11-01T14:00:00.000Z');
  });

  test('a skipped time moves on by the gap; a repeated time is its first occurrence', () => {
    expect(wallClockInstant('2027-03-28', '01:30', 'Europe/London').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z', // shown as 02:30 BST
    );
    expect(wallClockInstant('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z', // 01:30 BST, the first of the two
    );
    expect(wallClockInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z', // 01:30 EDT
    );
  });

  test('doses per day between the start and end dates, only while active', () => {
    const med = {
      times: ['21:00', '08:00'],
      start_date: '2026-11-02',
      end_date: '2026-11-03',
      status: 'active',
      created_at: new Date('2026-10-01T00:00:00Z'),
    };
    const got = scheduledDoses(med, '2026-11-01', '2026-11-05', 'Europe/London');
    expect(got.map((d) => `${d.local_date} ${d.local_time}`)).toEqual([
      '2026-11-02 08:00',
      '2026-11-02 21:00',
      '2026-11-03 08:00',
      '2026-11-03 21:00',
    ]);
    expect(scheduledDoses({ ...med, status: 'paused' }, '2026-11-01', '2026-11-05', 'UTC')).toEqual(
      [],
    );
    // No start date: from the day it was added, in the person's zone.
    const added = {
      ...med,
      start_date: null,
      end_date: null,
      created_at: new Date('2026-11-04T23:30:00Z'),
    };
    expect(scheduledDoses(added, '2026-11-04', '2026-11-05', 'Asia/Tokyo')[0]?.local_date).toBe(
      '2026-11-05',
    );
    expect(localDates('2026-12-30', '2027-01-02')).toHaveLength(4);
  });

  test('status: upcoming, due until the threshold, then missed; a mark wins', () => {
    const due = new Date('2026-11-22T09:00:00Z');
    const at = (iso: string) => new Date(iso);
    expect(doseStatus(null, due, at('2026-11-22T08:59:59Z'), 60)).toBe('upcoming');
    expect(doseStatus(null, due, at('2026-11-22T09:00:00Z'), 60)).toBe('due');
    expect(doseStatus(null, due, at('2026-11-22T09:59:59Z'), 60)).toBe('due');
    expect(doseStatus(null, due, at('2026-11-22T10:00:00Z'), 60)).toBe('missed');
    expect(doseStatus('taken', due, at('2026-11-22T08:00:00Z'), 60)).toBe('taken');
  });
});

describe('GET /users/{id}/doses/', () => {
  test('doses on local dates in the pinned zone, across the spring change', async () => {
    await setZone('Europe/London');
    now = new Date('2027-03-28T10:30:00Z'); // 11:30 BST
    const mid = await addMedication({ times: ['09:00', '12:00'], start_date: '2027-03-27' });
    const got = (await doses('from=2027-03-27&to=2027-03-28')).filter(
      (d) => d.medication_id === mid,
    );
    expect(got.map((d) => [d.due_at, d.local_date, d.local_time, d.status])).toEqual([
      ['2027-03-27T09:00:00.000Z', '2027-03-27', '09:00', 'missed'],
      ['2027-03-27T12:00:00.000Z', '2027-03-27', '12:00', 'missed'],
      ['2027-03-28T08:00:00.000Z', '2027-03-28', '09:00', 'missed'],
      ['2027-03-28T11:00:00.000Z', '2027-03-28', '12:00', 'upcoming'],
    ]);
    expect(got[0]).toMatchObject({ medication_name: 'Testamol', marked_at: null, marked_by: null });
    await ctx.call({
      method: 'DELETE',
      url: `/api/users/${uid}/medications/${mid}/`,
      token: clinician,
    });
  });

  test('and across the autumn change in New York; today by default', async () => {
    await setZone('America/New_York');
    now = new Date('2026-11-01T14:30:00Z'); // 09:30 EST, the day clocks went back
    const mid = await addMedication({ times: ['09:00'], start_date: '2026-10-31' });
    const got = (await doses('from=2026-10-31&to=2026-11-01')).filter(
      (d) => d.medication_id === mid,
    );
    expect(got.map((d) => [d.due_at, d.local_time, d.status])).toEqual([
      ['2026-10-31T13:00:00.000Z', '09:00', 'missed'],
      ['2026-11-01T14:00:00.000Z', '09:00', 'due'],
    ]);
    const today = (await doses('')).filter((d) => d.medication_id === mid);
    expect(today.map((d) => d.local_date)).toEqual(['2026-11-01']);
    await ctx.call({
      method: 'DELETE',
      url: `/api/users/${uid}/medications/${mid}/`,
      token: clinician,
    });
    await setZone('Europe/London');
  });

  test('refuses a bad range with a field message', async () => {
    const back = await ctx.call({
      method: 'GET',
      url: `/api/users/${uid}/doses/?from=2026-11-10&to=2026-11-01`,
      token: user,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().fields).toEqual({ to: 'The end date must not be before the start date.' });
    const long = await ctx.call({
      method: 'GET',
      url: `/api/users/${uid}/doses/?from=2026-01-01&to=2026-03-04`,
      token: user,
    });
    expect(long.json().detail).toBe('At most 62 days at a time.');
    const unreal = await ctx.call({
      method: 'GET',
      url: `/api/users/${uid}/doses/?from=2026-02-30`,
      token: user,
    });
    expect(unreal.statusCode).toBe(400);
    expect(unreal.json().fields).toEqual({
      from: 'Enter a real date (YYYY-MM-DD) between 1900 and 2200.',
    });
  });

  test('who may read them: the care rule (user2 may not read Margaret)', async () => {
    expect((await doses('', caregiver)).length).toBeGreaterThan(0);
    const other = (await ctx.login('user2')).access;
    const res = await ctx.call({ method: 'GET', url: `/api/users/${uid}/doses/`, token: other });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /users/{id}/medications/{mid}/status/', () => {
  let mid: number;
  beforeAll(async () => {
    now = new Date('2026-11-22T12:00:00Z');
    mid = await addMedication({ times: ['08:00', '18:00'], start_date: '2026-11-20' });
  });

  test('marks taken, by whom and when; the same mark again changes nothing', async () => {
    const first = await mark(mid, { due_at: '2026-11-22T08:00:00Z', status: 'taken' }, caregiver);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      medication_id: mid,
      status: 'taken',
      local_time: '08:00',
      marked_by: { id: ctx.ids.caregiver, display_name: 'Carol Caregiver' },
    });
    const markedAt = first.json().marked_at as string;
    expect(typeof markedAt).toBe('string');
    const again = await mark(mid, { due_at: '2026-11-22T08:00:00Z', status: 'taken' }, user);
    expect(again.json()).toMatchObject({
      marked_at: markedAt,
      marked_by: { id: ctx.ids.caregiver },
    });
    const rows = await ctx.db.query('SELECT id FROM medication_doses WHERE medication_id = $1', [
      mid,
    ]);
    expect(rows).toHaveLength(1);
    const listed = (await doses('from=2026-11-22&to=2026-11-22')).filter(
      (d) => d.medication_id === mid,
    );
    expect(listed.map((d) => d.status)).toEqual(['taken', 'upcoming']);
  });

  test('another status replaces the mark; pending removes it (not by the person)', async () => {
    const skipped = await mark(mid, {
      due_at: '2026-11-21T18:00:00Z',
      status: 'skipped',
      note: 'Asleep',
    });
    expect(skipped.json()).toMatchObject({
      status: 'skipped',
      note: 'Asleep',
      marked_by: { id: uid },
    });
    const refused = await mark(mid, { due_at: '2026-11-21T18:00:00Z', status: 'pending' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Only a caregiver or clinician can correct a dose.');
    const corrected = await mark(
      mid,
      { due_at: '2026-11-21T18:00:00Z', status: 'missed' },
      clinician,
    );
    expect(corrected.json()).toMatchObject({
      status: 'missed',
      note: null,
      marked_by: { id: ctx.ids.clinician },
    });
    const undone = await mark(
      mid,
      { due_at: '2026-11-21T18:00:00Z', status: 'pending' },
      caregiver,
    );
    // Unmarked and past the threshold: computed as missed again, with no mark.
    expect(undone.json()).toMatchObject({ status: 'missed', marked_at: null, marked_by: null });
  });

  test('refuses a time that is not one of its doses, too early or not yet missable', async () => {
    const off = await mark(mid, { due_at: '2026-11-22T08:05:00Z', status: 'taken' });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({
      detail: 'Testamol has no dose due at 08:05 on 2026-11-22.',
      fields: { due_at: 'Testamol has no dose due at 08:05 on 2026-11-22.' },
    });
    const before = await mark(mid, { due_at: '2026-11-19T08:00:00Z', status: 'taken' });
    expect(before.statusCode).toBe(400);
    const early = await mark(mid, { due_at: '2026-11-23T08:00:00Z', status: 'taken' });
    expect(early.json().detail).toBe(
      'A dose can be marked taken at most 2 hours before it is due.',
    );
    const soon = await mark(mid, { due_at: '2026-11-22T18:00:00Z', status: 'taken' });
    expect(soon.statusCode).toBe(400);
    now = new Date('2026-11-22T16:30:00Z');
    expect(
      (await mark(mid, { due_at: '2026-11-22T18:00:00Z', status: 'skipped' })).statusCode,
    ).toBe(200);
    const future = await mark(mid, { due_at: '2026-11-23T18:00:00Z', status: 'missed' }, clinician);
    expect(future.json().detail).toBe('A dose that is not due yet cannot be missed.');
    const bad = await mark(mid, { due_at: '2026-11-22T08:00:00Z', status: 'eaten' });
    expect(bad.statusCode).toBe(400);
    const other = await ctx.call({
      method: 'POST',
      url: `/api/users/${ctx.ids.user2}/medications/${mid}/status/`,
      token: (await ctx.login('admin')).access,
      body: { due_at: '2026-11-22T08:00:00Z', status: 'taken' },
    });
    expect(other.statusCode).toBe(404);
  });

  test('a mark on a time later removed from the schedule stays in the history', async () => {
    const res = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${uid}/medications/${mid}/`,
      token: clinician,
      body: { times: ['09:00'] },
    });
    expect(res.statusCode).toBe(200);
    const day = (await doses('from=2026-11-22&to=2026-11-22')).filter(
      (d) => d.medication_id === mid,
    );
    expect(day.map((d) => `${d.local_time} ${d.status}`)).toEqual([
      '08:00 taken',
      '09:00 missed',
      '18:00 skipped',
    ]);
    await ctx.call({
      method: 'DELETE',
      url: `/api/users/${uid}/medications/${mid}/`,
      token: clinician,
    });
  });

  test('the medication-level status keeps PATCH and PUT', async () => {
    const meds = (
      await ctx.call({ method: 'GET', url: `/api/users/${uid}/medications/`, token: user })
    ).json<{ id: number; status: string }[]>();
    const active = meds.find((m) => m.status === 'active');
    const res = await ctx.call({
      method: 'PUT',
      url: `/api/users/${uid}/medications/${active?.id}/status/`,
      token: clinician,
      body: { status: 'active' },
    });
    expect(res.json().status).toBe('active');
  });
});

describe('missed-dose threshold and the sweep', () => {
  test('settings: anyone in the care team reads; only clinicians and admins set', async () => {
    const read = await ctx.call({
      method: 'GET',
      url: `/api/users/${uid}/dose-settings/`,
      token: caregiver,
    });
    expect(read.json()).toEqual({
      missed_after_minutes: 60,
      is_default: true,
      default_minutes: 60,
    });
    const byCaregiver = await ctx.call({
      method: 'PUT',
      url: `/api/users/${uid}/dose-settings/`,
      token: caregiver,
      body: { missed_after_minutes: 30 },
    });
    expect(byCaregiver.statusCode).toBe(403);
    const tooLong = await ctx.call({
      method: 'PUT',
      url: `/api/users/${uid}/dose-settings/`,
      token: clinician,
      body: { missed_after_minutes: 2000 },
    });
    expect(tooLong.json().fields).toEqual({ missed_after_minutes: 'At most 1440.' });
    const set = await ctx.call({
      method: 'PUT',
      url: `/api/users/${uid}/dose-settings/`,
      token: clinician,
      body: { missed_after_minutes: 30 },
    });
    expect(set.json()).toEqual({
      missed_after_minutes: 30,
      is_default: false,
      default_minutes: 60,
    });
  });

  test('stores each missed dose once and tells the care team (notification and e-mail)', async () => {
    await ctx.db.query('DELETE FROM notifications');
    await ctx.db.query('DELETE FROM outbox');
    // Only this test's medications: every demo one is paused.
    await ctx.db.query("UPDATE medications SET status = 'paused'");
    now = new Date('2026-11-22T12:00:00Z');
    const mid = await addMedication({
      name: 'Sweepamol',
      times: ['11:20', '11:40'],
      start_date: '2026-11-22',
    });
    // Threshold 30 minutes: 11:20 is missed at 12:00, 11:40 is still due.
    expect(await sweepMissedDoses(ctx.db, ctx.cfg, ctx.app.mailer, now)).toBe(1);
    expect(await sweepMissedDoses(ctx.db, ctx.cfg, ctx.app.mailer, now)).toBe(0);
    const stored = await ctx.db.query<{ status: string; marked_by: number | null }>(
      'SELECT status, marked_by FROM medication_doses WHERE medication_id = $1',
      [mid],
    );
    expect(stored).toEqual([{ status: 'missed', marked_by: null }]);

    const notes = await ctx.db.query<{
      user_id: number;
      title: string;
      body: string;
      kind: string;
    }>('SELECT user_id, title, body, kind FROM notifications ORDER BY user_id');
    expect(notes.map((n) => n.user_id).sort()).toEqual(
      [ctx.ids.clinician, ctx.ids.caregiver].sort(),
    );
    expect(notes[0]).toMatchObject({
      title: 'Missed dose: Margaret Johnson',
      body: 'Sweepamol 10 mg, due Sunday 22 November 2026, 11:20 (Europe/London), was not marked within 30 minutes.',
      kind: 'missed_dose',
    });
    const seen = await ctx.call({
      method: 'GET',
      url: '/api/users/notifications/',
      token: clinician,
    });
    expect(seen.json()[0].title).toBe('Missed dose: Margaret Johnson');
    const mail = await ctx.call({ method: 'GET', url: '/api/dev/outbox/?to=clinician@care.test' });
    expect(mail.json()[0]).toMatchObject({ subject: 'Missed dose: Margaret Johnson' });

    // A caregiver who turned notifications off still gets the notification, not the e-mail.
    await ctx.call({
      method: 'PUT',
      url: '/api/notifications/settings/',
      token: caregiver,
      body: { enable_notifications: false },
    });
    now = new Date('2026-11-22T12:30:00Z');
    expect(await sweepMissedDoses(ctx.db, ctx.cfg, ctx.app.mailer, now)).toBe(1);
    const toCarer = await ctx.call({
      method: 'GET',
      url: '/api/dev/outbox/?to=caregiver@care.test',
    });
    expect(toCarer.json()).toHaveLength(1);
    const carerNotes = await ctx.db.query('SELECT id FROM notifications WHERE user_id = $1', [
      ctx.ids.caregiver,
    ]);
    expect(carerNotes).toHaveLength(2);
    await ctx.call({
      method: 'DELETE',
      url: `/api/users/${uid}/medications/${mid}/`,
      token: clinician,
    });
  });

  test('a marked dose is never announced; doses older than a day are not swept', async () => {
    await ctx.db.query('DELETE FROM notifications');
    now = new Date('2026-11-24T09:00:00Z');
    const a = await addMedication({ name: 'Alphamol', times: ['08:00'], start_date: '2026-11-20' });
    const b = await addMedication({
      name: 'Betamol',
      times: ['08:00', '10:00'],
      start_date: '2026-11-20',
    });
    expect((await mark(a, { due_at: '2026-11-24T08:00:00Z', status: 'taken' })).statusCode).toBe(
      200,
    );
    // The sweep looks back one day (to 23 November 09:00): Alphamol's dose then is older.
    expect(await sweepMissedDoses(ctx.db, ctx.cfg, ctx.app.mailer, now)).toBe(2);
    const rows = await ctx.db.query<{ medication_id: number; due_at: Date }>(
      "SELECT medication_id, due_at FROM medication_doses WHERE status = 'missed' AND medication_id IN ($1, $2) ORDER BY due_at",
      [a, b],
    );
    expect(rows.map((r) => [r.medication_id, r.due_at.toISOString()])).toEqual([
      [b, '2026-11-23T10:00:00.000Z'],
      [b, '2026-11-24T08:00:00.000Z'],
    ]);
    const notes = await ctx.db.query<{ title: string; body: string }>(
      'SELECT title, body FROM notifications WHERE user_id = $1',
      [ctx.ids.clinician],
    );
    expect(notes).toEqual([
      {
        title: 'Missed doses (2): Margaret Johnson',
        body:
          'Betamol 10 mg, due Monday 23 November 2026, 10:00 (Europe/London), was not marked within 30 minutes.\n' +
          'Betamol 10 mg, due Tuesday 24 November 2026, 08:00 (Europe/London), was not marked within 30 minutes.',
      },
    ]);
  });
});

describe('backup', () => {
  test('carries marked doses and thresholds; a backup made before them restores them empty', async () => {
    const su = (await ctx.login('superuser')).access;
    const { doc } = await exportBackup<{ tables: Record<string, unknown[] | undefined> }>(ctx, su);
    const marks = doc.tables.medication_doses ?? [];
    expect(marks.length).toBeGreaterThan(0);
    expect(doc.tables.dose_settings).toHaveLength(1);

    // A restore ends every session: whoever restored goes on with the fresh tokens it answers.
    let token = su;
    const restore = async (body: unknown) => {
      const res = await ctx.call({
        method: 'POST',
        url: '/api/backup/restore/',
        token,
        body: { backup: body },
      });
      if (res.statusCode === 200) token = res.json<{ access: string }>().access;
      return res;
    };
    expect((await restore(doc)).statusCode).toBe(200);
    const back = await ctx.db.query('SELECT id FROM medication_doses');
    expect(back).toHaveLength(marks.length);

    const older = structuredClone(doc);
    delete older.tables.medication_doses;
    delete older.tables.dose_settings;
    const res = await restore(older);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toMatchObject({ medication_doses: 0, dose_settings: 0 });
    expect(await ctx.db.query('SELECT 1 FROM medication_doses')).toHaveLength(0);
  });
});
