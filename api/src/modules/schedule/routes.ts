import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { badRequest, notFound } from '../../lib/http-errors';
import { appointmentIcs, localDateTime, medicationIcs, todayIn } from '../../lib/ics';
import { isValidDate, UserItemParams } from '../../lib/schemas';
import { target } from '../../plugins/auth';
import { zoneOf } from '../users/schemas';
import { checkTimeOrder, registerUserCrud } from './crud';
import * as repo from './repository';
import type { AppointmentRow, MealRow, MedicationRow } from './repository';
import {
  Appointment,
  appointmentFields,
  appointmentOut,
  AppointmentParams,
  Meal,
  mealFields,
  mealOut,
  Medication,
  medicationFields,
  medicationOut,
  MedicationStatusBody,
  partial,
  SentOut,
} from './schemas';
import { Type } from '@sinclair/typebox';

const ICS = { 200: { content: { 'text/calendar': { schema: Type.String() } } } };

export const appointments = repo.userTable<AppointmentRow>({
  table: 'appointments',
  columns: Object.keys(appointmentFields),
  orderBy: 'start_time, id',
});
export const medications = repo.userTable<MedicationRow>({
  table: 'medications',
  columns: Object.keys(medicationFields),
  orderBy: 'name, id',
  jsonColumns: ['times'],
});
export const meals = repo.userTable<MealRow>({
  table: 'meals',
  columns: Object.keys(mealFields),
  orderBy: 'eaten_at DESC, id DESC',
});

function appointmentFile(a: AppointmentRow): string {
  return appointmentIcs({
    uid: `appointment-${a.id}@care-api`,
    start: a.start_time,
    end: a.end_time ?? new Date(a.start_time.getTime() + 3600_000),
    summary: a.title,
    description: [a.description, a.provider_name ? `Provider: ${a.provider_name}` : '']
      .filter(Boolean)
      .join('\n'),
    location: a.location,
    reminderMinutes: a.reminder_minutes,
  });
}

function medicationFile(m: MedicationRow, timeZone: string): string {
  return medicationIcs({
    uid: `medication-${m.id}@care-api`,
    summary: `Take ${m.name}${m.dosage ? ` (${m.dosage})` : ''}`,
    description: [m.frequency, m.instructions].filter(Boolean).join('\n'),
    times: m.times,
    startDate: m.start_date ?? todayIn(timeZone),
    endDate: m.end_date,
    timeZone,
  });
}

export default function scheduleRoutes(app: App): void {
  const db = app.db;

  registerUserCrud(app, {
    segment: 'appointments',
    tag: 'appointments',
    repo: appointments,
    create: Type.Object(appointmentFields, { additionalProperties: false }),
    patch: partial(appointmentFields),
    item: Appointment,
    out: appointmentOut,
    check: checkTimeOrder('start_time', 'end_time'),
    extraItemPaths: ['/users/:id/appointments/:itemId/edit/'],
  });
  registerUserCrud(app, {
    segment: 'medications',
    tag: 'medications',
    repo: medications,
    create: Type.Object(medicationFields, { additionalProperties: false }),
    patch: partial(medicationFields),
    item: Medication,
    out: medicationOut,
    check: (row) => {
      for (const k of ['start_date', 'end_date']) {
        const v = row[k];
        if (typeof v === 'string' && !isValidDate(v)) {
          throw badRequest(`${k} must be a valid date.`);
        }
      }
      checkTimeOrder('start_date', 'end_date')(row);
    },
  });
  registerUserCrud(app, {
    segment: 'meals',
    tag: 'meals',
    repo: meals,
    create: Type.Object(mealFields, { additionalProperties: false }),
    patch: partial(mealFields),
    item: Meal,
    out: mealOut,
  });

  // POST on this path marks one dose (modules/doses).
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/users/:id/medications/:itemId/status/',
      config: { access: access.care() },
      schema: {
        tags: ['medications'],
        summary: 'Set the status of a medication',
        params: UserItemParams,
        body: MedicationStatusBody,
        response: { 200: Medication },
      },
      handler: async (req) => {
        const row = await repo.setMedicationStatus(
          db,
          target(req).id,
          req.params.itemId,
          req.body.status,
        );
        if (!row) throw notFound();
        return medicationOut(row);
      },
    });
  }

  app.get(
    '/users/:id/appointments/:itemId/add-to-calendar/',
    {
      config: { access: access.care() },
      schema: {
        tags: ['appointments'],
        summary: 'The appointment as an iCalendar (.ics) file',
        params: UserItemParams,
        produces: ['text/calendar'],
        response: ICS,
      },
    },
    async (req, reply) => {
      const a = await appointments.find(db, target(req).id, req.params.itemId);
      if (!a) throw notFound();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="appointment-${a.id}.ics"`)
        .send(appointmentFile(a));
    },
  );

  app.get(
    '/users/:id/medications/:itemId/add-to-calendar/',
    {
      config: { access: access.care() },
      schema: {
        tags: ['medications'],
        summary: 'Daily reminders of the medication as an iCalendar (.ics) file',
        params: UserItemParams,
        produces: ['text/calendar'],
        response: ICS,
      },
    },
    async (req, reply) => {
      const owner = target(req);
      const m = await medications.find(db, owner.id, req.params.itemId);
      if (!m) throw notFound();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="medication-${m.id}.ics"`)
        .send(medicationFile(m, zoneOf(owner, app.cfg.defaultTimeZone)));
    },
  );

  app.post(
    '/appointments/:id/send-email/',
    {
      config: { access: access.owner('care', 'appointment', 'id', repo.appointmentOwner) },
      schema: {
        tags: ['appointments'],
        summary:
          "E-mail the appointment (with its .ics) to its user's address (the dev outbox in development)",
        params: AppointmentParams,
        response: { 200: SentOut },
      },
    },
    async (req) => {
      const owner = target(req);
      const a = await appointments.find(db, owner.id, req.params.id);
      if (!a) throw notFound();
      await app.mailer.send({
        to: owner.email,
        subject: `Appointment: ${a.title}`,
        body:
          `${a.title}\nWhen: ${localDateTime(a.start_time, zoneOf(owner, app.cfg.defaultTimeZone))}\n` +
          (a.location ? `Where: ${a.location}\n` : '') +
          (a.provider_name ? `With: ${a.provider_name}\n` : '') +
          (a.description ? `\n${a.description}\n` : ''),
        attachment: { name: `appointment-${a.id}.ics`, content: appointmentFile(a) },
      });
      return { detail: 'Appointment e-mail sent.', to: owner.email };
    },
  );
}
