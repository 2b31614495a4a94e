import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { badRequest, notFound } from '../../lib/http-errors';
import { YEAR_RANGE } from '../../lib/formats';
import { isValidDate, UserParams } from '../../lib/schemas';
import { actor, target } from '../../plugins/auth';
import { audit } from '../audit';
import { findProfile, saveProfile } from './repository';
import { HealthProfile, HealthProfileBody, shapeProfile } from './schemas';

const tags = ['health profile'];

export default function healthRoutes(app: App): void {
  const db = app.db;
  app.get(
    '/users/:id/health-profile/',
    {
      config: { access: access.care() },
      schema: {
        tags,
        summary:
          "A user's health profile: {health_profile: {<Section Title>: {<field>: value}}, details, additionalInfo, allergies, medications}",
        description: '404 when the user has none.',
        params: UserParams,
        response: { 200: HealthProfile },
      },
    },
    async (req) => {
      const t = target(req);
      const row = await findProfile(db, t.id);
      await audit(req, t.id, 'read', 'health_profile', t.id);
      if (!row) throw notFound('Health profile not found for this user.');
      return shapeProfile(t.id, row.data, row.updated_at);
    },
  );

  app.put(
    '/users/:id/health-profile/',
    {
      config: { access: access.care() },
      schema: {
        tags,
        summary: 'Create or replace a health profile (sections as in spec 2.9)',
        description:
          'Field values are text (numbers and booleans accepted); Demographics.date_of_birth must be YYYY-MM-DD or empty.',
        params: UserParams,
        body: HealthProfileBody,
        response: { 200: HealthProfile },
      },
    },
    async (req) => {
      const t = target(req);
      const data = req.body.health_profile;
      for (const [title, section] of Object.entries(data)) {
        const dob = section.date_of_birth;
        if (
          dob !== undefined &&
          dob !== null &&
          dob !== '' &&
          !(typeof dob === 'string' && isValidDate(dob))
        ) {
          throw badRequest(
            `${title}: date_of_birth must be a real date (YYYY-MM-DD) ${YEAR_RANGE}.`,
            {
              code: 'invalid',
              fields: { date_of_birth: `Enter a real date (YYYY-MM-DD) ${YEAR_RANGE}.` },
            },
          );
        }
      }
      const saved = await saveProfile(db, t.id, data, actor(req).id);
      await audit(req, t.id, saved.created ? 'create' : 'update', 'health_profile', t.id);
      return shapeProfile(t.id, data, saved.updated_at);
    },
  );
}
