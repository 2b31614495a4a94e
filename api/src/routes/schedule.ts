import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { actor } from '../app';
import type { App } from '../app';
import { badRequest, notFound } from '../http';
import { buildIcs } from '../lib/ics';
import { sendMail } from '../mail';
import { requireAccess } from '../policy';
import { isValidDate, UserItemParams, out } from './common';
import { checkTimeOrder, registerUserCrud } from './crud';

const opt = <T extends TSchema>(t: T) => Type.Optional(t);
const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const DateTime = Type.String({ format: 'date-time', maxLength: 40 });
const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

export const APPOINTMENT_STATUS = ['scheduled', 'completed', 'cancelled', 'missed'] as const;
export const MEDICATION_STATUS = ['active', 'paused', 'completed', 'discontinued'] as const;
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'drink'] as const;
const oneOf = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));

const appointmentFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  description: opt(Type.String({ maxLength: 5000 })),
  location: opt(Type.String({ maxLength: 300 })),
  provider_name: opt(Type.String({ maxLength: 200 })),
  start_time: DateTime,
  end_time: opt(nullable(DateTime)),
  status: opt(oneOf(APPOINTMENT_STATUS)),
  reminder_minutes: opt(nullable(Type.Integer({ minimum: 0, maximum: 10080 }))),
};
const medicationFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  dosage: opt(Type.String({ maxLength: 200 })),
  frequency: opt(Type.String({ maxLength: 200 })),
  instructions: opt(Type.String({ maxLength: 2000 })),
  prescriber: opt(Type.String({ maxLength: 200 })),
  times: opt(Type.Array(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }), { maxItems: 12 })),
  start_date: opt(nullable(DateOnly)),
  end_date: opt(nullable(DateOnly)),
  status: opt(oneOf(MEDICATION_STATUS)),
};
const mealFields = {
  meal_type: oneOf(MEAL_TYPES),
  description: Type.String({ minLength: 1, maxLength: 1000 }),
  eaten_at: DateTime,
  calories: opt(nullable(Type.Integer({ minimum: 0, maximum: 20000 }))),
  notes: opt(Type.String({ maxLength: 2000 })),
};

function partial(fields: Record<string, TSchema>) {
  return Type.Object(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)])),
    { additionalProperties: false },
  );
}

interface AppointmentRow {
  id: number;
  user_id: number;
  title: string;
  description: string;
  location: string;
  provider_name: string;
  start_time: Date;
  end_time: Date | null;
}
interface MedicationRow {
  id: number;
  user_id: number;
  name: string;
  dosage: string;
  frequency: string;
  instructions: string;
  times: string[];
  start_date: string | null;
  end_date: string | null;
}

function appointmentIcs(a: AppointmentRow): string {
  return buildIcs({
    uid: `appointment-${a.id}@care-api`,
    start: a.start_time,
    end: a.end_time ?? new Date(a.start_time.getTime() + 3600_000),
    summary: a.title,
    description: [a.description, a.provider_name ? `Provider: ${a.provider_name}` : '']
      .filter(Boolean)
      .join('\n'),
    location: a.location,
  });
}

export default function scheduleRoutes(app: App): void {
  const db = app.db;

  registerUserCrud(app, {
    segment: 'appointments',
    table: 'appointments',
    tag: 'appointments',
    create: Type.Object(appointmentFields, { additionalProperties: false }),
    patch: partial(appointmentFields),
    columns: Object.keys(appointmentFields),
    orderBy: 'start_time, id',
    check: checkTimeOrder('start_time', 'end_time'),
    extraItemPaths: ['/users/:id/appointments/:itemId/edit/'],
  });
  registerUserCrud(app, {
    segment: 'medications',
    table: 'medications',
    tag: 'medications',
    create: Type.Object(medicationFields, { additionalProperties: false }),
    patch: partial(medicationFields),
    columns: Object.keys(medicationFields),
    orderBy: 'name, id',
    jsonColumns: ['times'],
    check: (row) => {
      for (const k of ['start_date', 'end_date']) {
        const v = row[k];
        if (typeof v === 'string' && !isValidDate(v))
          throw badRequest(`${k} must be a valid date.`);
      }
      checkTimeOrder('start_date', 'end_date')(row);
    },
  });
  registerUserCrud(app, {
    segment: 'meals',
    table: 'meals',
    tag: 'meals',
    create: Type.Object(mealFields, { additionalProperties: false }),
    patch: partial(mealFields),
    columns: Object.keys(mealFields),
    orderBy: 'eaten_at DESC, id DESC',
  });

  for (const method of ['patch', 'put', 'post'] as const) {
    app[method](
      '/users/:id/medications/:itemId/status/',
      {
        schema: {
          tags: ['medications'],
          summary: 'Set the status of a medication',
          params: UserItemParams,
          body: Type.Object({ status: oneOf(MEDICATION_STATUS) }),
        },
      },
      async (req) => {
        const target = await requireAccess(db, actor(req), req.params.id, 'care');
        const rows = await db.query<Record<string, unknown>>(
          `UPDATE medications SET status = $3, status_updated_at = now(), updated_at = now()
           WHERE user_id = $1 AND id = $2 RETURNING *`,
          [target.id, req.params.itemId, req.body.status],
        );
        if (!rows[0]) throw notFound();
        return out(rows[0]);
      },
    );
  }

  app.get(
    '/users/:id/appointments/:itemId/add-to-calendar/',
    {
      schema: {
        tags: ['appointments'],
        summary: 'The appointment as an iCalendar (.ics) file',
        params: UserItemParams,
        produces: ['text/calendar'],
      },
    },
    async (req, reply) => {
      const target = await requireAccess(db, actor(req), req.params.id, 'care');
      const rows = await db.query<AppointmentRow>(
        'SELECT * FROM appointments WHERE user_id = $1 AND id = $2',
        [target.id, req.params.itemId],
      );
      if (!rows[0]) throw notFound();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="appointment-${rows[0].id}.ics"`)
        .send(appointmentIcs(rows[0]));
    },
  );

  app.get(
    '/users/:id/medications/:itemId/add-to-calendar/',
    {
      schema: {
        tags: ['medications'],
        summary: 'Daily reminders of the medication as an iCalendar (.ics) file',
        params: UserItemParams,
        produces: ['text/calendar'],
      },
    },
    async (req, reply) => {
      const target = await requireAccess(db, actor(req), req.params.id, 'care');
      const rows = await db.query<MedicationRow>(
        'SELECT * FROM medications WHERE user_id = $1 AND id = $2',
        [target.id, req.params.itemId],
      );
      const m = rows[0];
      if (!m) throw notFound();
      const firstTime = m.times[0] ?? '09:00';
      const day = m.start_date ?? new Date().toISOString().slice(0, 10);
      const start = new Date(`${day}T${firstTime}:00Z`);
      const until = m.end_date ? `;UNTIL=${m.end_date.replace(/-/g, '')}T235959Z` : '';
      const byHour =
        m.times.length > 1 ? `;BYHOUR=${m.times.map((t) => Number(t.slice(0, 2))).join(',')}` : '';
      const ics = buildIcs({
        uid: `medication-${m.id}@care-api`,
        start,
        end: new Date(start.getTime() + 15 * 60_000),
        summary: `Take ${m.name}${m.dosage ? ` (${m.dosage})` : ''}`,
        description: [m.frequency, m.instructions].filter(Boolean).join('\n'),
        rrule: `FREQ=DAILY${byHour}${until}`,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="medication-${m.id}.ics"`)
        .send(ics);
    },
  );

  app.post(
    '/appointments/:id/send-email/',
    {
      schema: {
        tags: ['appointments'],
        summary:
          "E-mail the appointment (with its .ics) to its user's address (the dev outbox in development)",
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
      },
    },
    async (req) => {
      const me = actor(req);
      const rows = await db.query<AppointmentRow>('SELECT * FROM appointments WHERE id = $1', [
        req.params.id,
      ]);
      const a = rows[0];
      if (!a) throw notFound();
      const owner = await requireAccess(db, me, a.user_id, 'care');
      await sendMail(db, {
        to: owner.email,
        subject: `Appointment: ${a.title}`,
        body:
          `${a.title}\nWhen: ${a.start_time.toISOString()}\n` +
          (a.location ? `Where: ${a.location}\n` : '') +
          (a.provider_name ? `With: ${a.provider_name}\n` : '') +
          (a.description ? `\n${a.description}\n` : ''),
        attachment: { name: `appointment-${a.id}.ics`, content: appointmentIcs(a) },
      });
      return { detail: 'Appointment e-mail sent.', to: owner.email };
    },
  );
}
