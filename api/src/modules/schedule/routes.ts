import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { badRequest, notFound } from '../../lib/http-errors';
import { appointmentIcs, localDateTime, medicationIcs, todayIn } from '../../lib/ics';
import { YEAR_RANGE } from '../../lib/formats';
import { isValidDate, UserItemParams } from '../../lib/schemas';
import { target } from '../../plugins/auth';
import { zoneOf } from '../users';
import { checkFilled, checkTimeOrder, registerUserCrud } from './crud';
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
import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { UserRow } from '../../types';

const ICS = { 200: { content: { 'text/calendar': { schema: Type.String() } } } };

const appointments = repo.userTable<AppointmentRow>({
  table: 'appointments',
  columns: Object.keys(appointmentFields),
  orderBy: 'start_time, id',
  // Page 1 is the latest 500 by start, so every upcoming appointment comes before old ones.
  pick: 'start_time DESC, id DESC',
  max: 500,
});
const medications = repo.userTable<MedicationRow>({
  table: 'medications',
  columns: Object.keys(medicationFields),
  orderBy: 'name, id',
  max: 200,
  jsonColumns: ['times'],
});
const meals = repo.userTable<MealRow>({
  table: 'meals',
  columns: Object.keys(mealFields),
  orderBy: 'eaten_at DESC, id DESC',
  max: 500,
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
  const zone = app.cfg.defaultTimeZone;

  registerUserCrud(app, {
    segment: 'appointments',
    paths: {
      list: '/users/:id/appointments/',
      items: ['/users/:id/appointments/:itemId/', '/users/:id/appointments/:itemId/edit/'],
    },
    tag: 'appointments',
    repo: appointments,
    create: Type.Object(appointmentFields, { additionalProperties: false }),
    patch: partial(appointmentFields),
    item: Appointment,
    out: appointmentOut,
    check: (row) => {
      checkFilled(row, 'title', 'Enter a title.');
      checkTimeOrder('start_time', 'end_time', 'The end must not be before the start.')(row);
    },
    listDescription:
      'Pages run from the latest start backwards (page 1: the upcoming appointments and the most recent past ones); each page is answered in start order.',
  });
  registerUserCrud(app, {
    segment: 'medications',
    paths: { list: '/users/:id/medications/', items: ['/users/:id/medications/:itemId/'] },
    tag: 'medications',
    repo: medications,
    create: Type.Object(medicationFields, { additionalProperties: false }),
    patch: partial(medicationFields),
    item: Medication,
    out: medicationOut,
    check: (row) => {
      checkFilled(row, 'name', "Enter the medication's name.");
      for (const k of ['start_date', 'end_date']) {
        const v = row[k];
        if (typeof v === 'string' && !isValidDate(v)) {
          const detail = `Enter a real date (YYYY-MM-DD) ${YEAR_RANGE}.`;
          throw badRequest(detail, { code: 'invalid', fields: { [k]: detail } });
        }
      }
      checkTimeOrder(
        'start_date',
        'end_date',
        'The last day must not be before the first day.',
      )(row);
    },
  });
  registerUserCrud(app, {
    segment: 'meals',
    paths: { list: '/users/:id/meals/', items: ['/users/:id/meals/:itemId/'] },
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

  /** The .ics of an appointment or a medication, as a download. */
  const sendIcs = (reply: FastifyReply, name: string, body: string) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.ics"`)
      .send(body);
  const calendarSchema = <P extends TSchema>(summary: string, params: P, tag: string) => ({
    tags: [tag],
    summary,
    params,
    produces: ['text/calendar'],
    response: ICS,
  });
  const appointmentOf = async (owner: UserRow, id: number) => {
    const a = await appointments.find(db, owner.id, id);
    if (!a) throw notFound();
    return a;
  };
  const medicationOf = async (owner: UserRow, id: number) => {
    const m = await medications.find(db, owner.id, id);
    if (!m) throw notFound();
    return m;
  };
  const byAppointment = access.owner('care', 'appointment', 'id', repo.appointmentOwner);
  const byMedication = access.owner('care', 'medication', 'id', repo.medicationOwner);
  const appointmentIcsSummary = 'The appointment as an iCalendar (.ics) file';
  const medicationIcsSummary = 'Daily reminders of the medication as an iCalendar (.ics) file';

  app.get(
    '/users/:id/appointments/:itemId/add-to-calendar/',
    {
      config: { access: access.care() },
      schema: calendarSchema(appointmentIcsSummary, UserItemParams, 'appointments'),
    },
    async (req, reply) => {
      const a = await appointmentOf(target(req), req.params.itemId);
      return sendIcs(reply, `appointment-${a.id}`, appointmentFile(a));
    },
  );
  app.get(
    '/appointments/:id/',
    {
      config: { access: byAppointment },
      schema: {
        tags: ['appointments'],
        summary: 'One appointment by its id alone (the add-to-calendar page, a link in an e-mail)',
        params: AppointmentParams,
        response: { 200: Appointment },
      },
    },
    async (req) => appointmentOut(await appointmentOf(target(req), req.params.id)),
  );
  app.get(
    '/appointments/:id/add-to-calendar/',
    {
      config: { access: byAppointment },
      schema: calendarSchema(appointmentIcsSummary, AppointmentParams, 'appointments'),
    },
    async (req, reply) => {
      const a = await appointmentOf(target(req), req.params.id);
      return sendIcs(reply, `appointment-${a.id}`, appointmentFile(a));
    },
  );

  app.get(
    '/users/:id/medications/:itemId/add-to-calendar/',
    {
      config: { access: access.care() },
      schema: calendarSchema(medicationIcsSummary, UserItemParams, 'medications'),
    },
    async (req, reply) => {
      const owner = target(req);
      const m = await medicationOf(owner, req.params.itemId);
      return sendIcs(reply, `medication-${m.id}`, medicationFile(m, zoneOf(owner, zone)));
    },
  );
  app.get(
    '/medications/:id/',
    {
      config: { access: byMedication },
      schema: {
        tags: ['medications'],
        summary: 'One medication by its id alone (the add-to-calendar page, a link in an e-mail)',
        params: AppointmentParams,
        response: { 200: Medication },
      },
    },
    async (req) => medicationOut(await medicationOf(target(req), req.params.id)),
  );
  app.get(
    '/medications/:id/add-to-calendar/',
    {
      config: { access: byMedication },
      schema: calendarSchema(medicationIcsSummary, AppointmentParams, 'medications'),
    },
    async (req, reply) => {
      const owner = target(req);
      const m = await medicationOf(owner, req.params.id);
      return sendIcs(reply, `medication-${m.id}`, medicationFile(m, zoneOf(owner, zone)));
    },
  );

  app.post(
    '/appointments/:id/send-email/',
    {
      config: { access: byAppointment },
      schema: {
        tags: ['appointments'],
        summary:
          "E-mail the appointment (with its .ics and a link to its add-to-calendar page) to its user's address (the dev outbox in development)",
        params: AppointmentParams,
        response: { 200: SentOut },
      },
    },
    async (req) => {
      const owner = target(req);
      const a = await appointmentOf(owner, req.params.id);
      await app.mailer.send({
        to: owner.email,
        subject: `Appointment: ${a.title}`,
        body: appointmentMail(a, zoneOf(owner, zone), app.cfg.siteOrigins[0] ?? ''),
        attachment: { name: `appointment-${a.id}.ics`, content: appointmentFile(a) },
      });
      return { detail: 'Appointment e-mail sent.', to: owner.email };
    },
  );
}

/** The text of an appointment e-mail: when (the owner's zone), where, with whom, and the page link. */
function appointmentMail(a: AppointmentRow, zone: string, site: string): string {
  return (
    `${a.title}\nWhen: ${localDateTime(a.start_time, zone)}\n` +
    (a.location ? `Where: ${a.location}\n` : '') +
    (a.provider_name ? `With: ${a.provider_name}\n` : '') +
    (a.description ? `\n${a.description}\n` : '') +
    (site ? `\nAdd it to your calendar: ${site}/appointments/${a.id}/add-to-calendar\n` : '')
  );
}
