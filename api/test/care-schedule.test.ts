/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { setup } from './helpers';
import type { Ctx } from './helpers';

/**
 * Appointments, medications and meals as the care screens use them: reached by their own id (the
 * add-to-calendar pages), e-mailed with a link, and bad input refused field by field with nothing
 * saved.
 */
let ctx: Ctx;
let uid: number;
let clinician: string;
beforeAll(async () => {
  ctx = await setup();
  uid = ctx.ids.user;
  clinician = (await ctx.login('clinician')).access;
});
afterAll(async () => {
  await ctx.close();
});

const count = async (table: string): Promise<number> =>
  (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

describe('by their own id', () => {
  test('an appointment and its calendar file; e-mailed with a link to its page', async () => {
    const created = await ctx.call({
      method: 'POST',
      url: `/api/users/${uid}/appointments/`,
      token: clinician,
      body: {
        title: 'Hearing test',
        start_time: '2026-12-03T10:00:00Z',
        end_time: '2026-12-03T10:30:00Z',
        reminder_minutes: 30,
      },
    });
    const id = created.json().id as number;
    const caregiver = (await ctx.login('caregiver')).access;
    const one = await ctx.call({
      method: 'GET',
      url: `/api/appointments/${id}/`,
      token: caregiver,
    });
    expect(one.json()).toMatchObject({ id, user_id: uid, title: 'Hearing test' });
    const ics = await ctx.call({
      method: 'GET',
      url: `/api/appointments/${id}/add-to-calendar/`,
      token: caregiver,
    });
    expect(ics.headers['content-disposition']).toBe(`attachment; filename="appointment-${id}.ics"`);
    expect(ics.body).toContain('DTSTART:20261203T100000Z');
    const other = (await ctx.login('user2')).access;
    expect(
      (await ctx.call({ method: 'GET', url: `/api/appointments/${id}/`, token: other })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.call({ method: 'GET', url: '/api/appointments/999999/', token: clinician }))
        .statusCode,
    ).toBe(404);

    await ctx.call({
      method: 'POST',
      url: `/api/appointments/${id}/send-email/`,
      token: clinician,
    });
    const outbox = await ctx.call({ method: 'GET', url: '/api/dev/outbox/?to=user@care.test' });
    const mail = outbox.json<{ body: string }[]>()[0];
    expect(mail?.body).toContain('When: Thursday 3 December 2026, 10:00 (Europe/London)');
    expect(mail?.body).toContain(
      `Add it to your calendar: http://localhost:3000/appointments/${id}/add-to-calendar`,
    );
  });

  test('a medication and its daily reminders', async () => {
    const meds = (
      await ctx.call({ method: 'GET', url: `/api/users/${uid}/medications/`, token: clinician })
    ).json<{ id: number; name: string }[]>();
    const metformin = meds.find((m) => m.name === 'Metformin');
    const one = await ctx.call({
      method: 'GET',
      url: `/api/medications/${metformin?.id}/`,
      token: clinician,
    });
    expect(one.json()).toMatchObject({ name: 'Metformin', times: ['08:00', '18:00'] });
    const ics = await ctx.call({
      method: 'GET',
      url: `/api/medications/${metformin?.id}/add-to-calendar/`,
      token: clinician,
    });
    expect(ics.body).toContain('RRULE:FREQ=DAILY');
    expect(ics.body).toContain('DTSTART;TZID=Europe/London:20260105T080000');
  });
});

describe('bad input: refused beside its field, nothing saved', () => {
  const post = (segment: string, body: Record<string, unknown>) =>
    ctx.call({ method: 'POST', url: `/api/users/${uid}/${segment}/`, token: clinician, body });
  const appointment = { title: 'Check-up', start_time: '2026-12-03T10:00:00Z' };

  test.each([
    [
      { ...appointment, end_time: '2026-12-03T09:00:00Z' },
      'end_time',
      'The end must not be before the start.',
    ],
    [{ ...appointment, title: '   ' }, 'title', 'Enter a title.'],
    [{ ...appointment, title: '' }, 'title', 'This field is required.'],
    [
      { ...appointment, description: 'x'.repeat(10_000) },
      'description',
      'At most 5000 characters.',
    ],
    [
      { ...appointment, start_time: '2026-02-30T10:00:00Z' },
      'start_time',
      'Enter a real date and time between 1900 and 2200.',
    ],
    [{ title: 'No start' }, 'start_time', 'This field is required.'],
  ])('appointment %#', async (body, field, message) => {
    const before = await count('appointments');
    const res = await post('appointments', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
    expect(await count('appointments')).toBe(before);
  });

  const medication = { name: 'Aspirin', times: ['08:00'], start_date: '2026-12-01' };
  test.each([
    [{ ...medication, name: ' ' }, 'name', "Enter the medication's name."],
    [
      { ...medication, times: ['08:00', '24:00'] },
      'times',
      'Enter a time between 00:00 and 23:59.',
    ],
    [
      { ...medication, start_date: '2026-02-30' },
      'start_date',
      'Enter a real date (YYYY-MM-DD) between 1900 and 2200.',
    ],
    [
      { ...medication, end_date: '2026-11-30' },
      'end_date',
      'The last day must not be before the first day.',
    ],
    [
      { ...medication, instructions: 'x'.repeat(10_000) },
      'instructions',
      'At most 2000 characters.',
    ],
  ])('medication %#', async (body, field, message) => {
    const before = await count('medications');
    const res = await post('medications', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
    expect(await count('medications')).toBe(before);
  });

  test('an edit that breaks a rule changes nothing', async () => {
    const meds = (
      await ctx.call({ method: 'GET', url: `/api/users/${uid}/medications/`, token: clinician })
    ).json<{ id: number; name: string; end_date: string | null }[]>();
    const m = meds[0];
    const res = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${uid}/medications/${m?.id}/`,
      token: clinician,
      body: { name: 'Renamed', end_date: '2025-01-01' },
    });
    expect(res.statusCode).toBe(400);
    const after = await ctx.call({
      method: 'GET',
      url: `/api/users/${uid}/medications/${m?.id}/`,
      token: clinician,
    });
    expect(after.json()).toMatchObject({ name: m?.name, end_date: m?.end_date });
  });
});

describe('meals', () => {
  test('a quick "did not eat" entry needs no description', async () => {
    const res = await ctx.call({
      method: 'POST',
      url: `/api/users/${uid}/meals/`,
      token: clinician,
      body: { meal_type: 'lunch', eaten_at: '2026-11-22T12:30:00Z', ate: false },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      meal_type: 'lunch',
      ate: false,
      description: '',
      notes: '',
    });
    const notes = await ctx.call({
      method: 'POST',
      url: `/api/users/${uid}/meals/`,
      token: clinician,
      body: { meal_type: 'lunch', eaten_at: '2026-11-22T12:30:00Z', notes: 'x'.repeat(10_000) },
    });
    expect(notes.json().fields).toEqual({ notes: 'At most 2000 characters.' });
  });
});
