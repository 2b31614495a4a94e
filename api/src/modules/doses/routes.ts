import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { UserItemParams, UserParams } from '../../lib/schemas';
import { actor, target } from '../../plugins/auth';
import * as repo from './repository';
import { daysBetween, localParts, localToday } from './schedule';
import {
  Dose,
  DoseSettings,
  DoseSettingsBody,
  DosesQuery,
  MarkBody,
  MAX_RANGE_DAYS,
} from './schemas';
import { isDose, listDoses, oneDose, personOf } from './service';
import { doseSweepJob } from './sweep';

/** How early a dose may be marked taken (taking it a little before it is due is common). */
const TAKEN_EARLY_LIMIT_MS = 2 * 3600_000;

export default function doseRoutes(app: App): void {
  const db = app.db;
  const defaults = () => ({
    zone: app.cfg.defaultTimeZone,
    missedAfterMinutes: app.cfg.missedDoseMinutes,
  });

  app.get(
    '/users/:id/doses/',
    {
      config: { access: access.care() },
      schema: {
        tags: ['medications'],
        summary: "A person's medication doses on local dates (their zone), sorted by due time",
        description:
          "`from` and `to` are local dates in the person's time zone, both included (default: " +
          `today there); at most ${MAX_RANGE_DAYS} days. Unmarked doses are computed from each ` +
          "active medication's times, start and end dates: 'upcoming' before they are due, 'due' " +
          "until the person's missed-dose threshold has passed, then 'missed'.",
        params: UserParams,
        querystring: DosesQuery,
        response: { 200: Type.Array(Dose) },
      },
    },
    async (req) => {
      const now = app.cfg.clock();
      const p = await personOf(db, target(req), defaults());
      const today = localToday(p.zone, now);
      const from = req.query.from ?? req.query.to ?? today;
      const to = req.query.to ?? req.query.from ?? today;
      if (to < from) {
        throw badRequest('The end date must not be before the start date.', {
          code: 'invalid',
          fields: { to: 'The end date must not be before the start date.' },
        });
      }
      if (daysBetween(from, to) > MAX_RANGE_DAYS) {
        throw badRequest(`At most ${MAX_RANGE_DAYS} days at a time.`, {
          code: 'invalid',
          fields: { to: `At most ${MAX_RANGE_DAYS} days at a time.` },
        });
      }
      return listDoses(
        db,
        p,
        { from, to, ...(req.query.medication_id ? { medicationId: req.query.medication_id } : {}) },
        now,
      );
    },
  );

  app.post(
    '/users/:id/medications/:itemId/status/',
    {
      config: { access: access.care() },
      schema: {
        tags: ['medications'],
        summary: 'Mark one dose taken or skipped (a caregiver or clinician may also correct it)',
        description:
          "`due_at` is one of the medication's doses (GET /users/{id}/doses/). 'taken' and " +
          "'skipped' by anyone with care access; 'missed' (a correction) and 'pending' (removes " +
          'the mark) only by a caregiver, clinician or admin, not the person. The same status ' +
          'again changes nothing, so a retried request cannot mark twice. A dose may be marked ' +
          'taken at most 2 hours before it is due; a dose not yet due cannot be marked missed.',
        params: UserItemParams,
        body: MarkBody,
        response: { 200: Dose },
      },
    },
    async (req) => {
      const now = app.cfg.clock();
      const owner = target(req);
      const m = await repo.medicationOf(db, owner.id, req.params.itemId);
      if (!m) throw notFound();
      const { status, note } = req.body;
      if ((status === 'missed' || status === 'pending') && actor(req).id === owner.id) {
        throw forbidden('Only a caregiver or clinician can correct a dose.');
      }
      const p = await personOf(db, owner, defaults());
      const dueAt = new Date(req.body.due_at);
      if (!(await isDose(db, m, dueAt, p.zone))) {
        const { date, time } = localParts(dueAt, p.zone);
        const detail = `${m.name} has no dose due at ${time} on ${date}.`;
        throw badRequest(detail, { code: 'invalid', fields: { due_at: detail } });
      }
      if (status === 'taken' && dueAt.getTime() - now.getTime() > TAKEN_EARLY_LIMIT_MS) {
        const detail = 'A dose can be marked taken at most 2 hours before it is due.';
        throw badRequest(detail, { code: 'invalid', fields: { status: detail } });
      }
      if (status === 'missed' && dueAt > now) {
        const detail = 'A dose that is not due yet cannot be missed.';
        throw badRequest(detail, { code: 'invalid', fields: { status: detail } });
      }
      if (status === 'pending') {
        await repo.unmark(db, m.id, dueAt);
      } else {
        await repo.mark(db, {
          medicationId: m.id,
          userId: owner.id,
          dueAt,
          status,
          markedBy: actor(req).id,
          note: note?.trim() || null,
        });
      }
      return oneDose(db, m, dueAt, p, now);
    },
  );

  const settingsOf = async (userId: number) => {
    const own = await repo.missedAfter(db, userId);
    return {
      missed_after_minutes: own ?? app.cfg.missedDoseMinutes,
      is_default: own === null,
      default_minutes: app.cfg.missedDoseMinutes,
    };
  };
  app.get(
    '/users/:id/dose-settings/',
    {
      config: { access: access.care() },
      schema: {
        tags: ['medications'],
        summary: "The person's missed-dose threshold",
        params: UserParams,
        response: { 200: DoseSettings },
      },
    },
    async (req) => settingsOf(target(req).id),
  );
  app.put(
    '/users/:id/dose-settings/',
    {
      config: { access: access.user('clinical') },
      schema: {
        tags: ['medications'],
        summary: "Set the person's missed-dose threshold (5 to 1440 minutes; null: the default)",
        params: UserParams,
        body: DoseSettingsBody,
        response: { 200: DoseSettings },
      },
    },
    async (req) => {
      const userId = target(req).id;
      await repo.setMissedAfter(db, userId, req.body.missed_after_minutes, actor(req).id);
      return settingsOf(userId);
    },
  );

  app.jobs.add(doseSweepJob(db, app.cfg, app.mailer, app.log));
}
