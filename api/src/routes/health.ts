import { Type } from '@sinclair/typebox';
import { actor } from '../app';
import type { App } from '../app';
import { audit } from '../audit';
import { badRequest, notFound } from '../http';
import { requireAccess } from '../policy';
import { isValidDate, UserParams } from './common';

const TAG = ['health profile'];

/** Section titles of the edit form (spec 2.9). Other titles are accepted and kept. */
export const HEALTH_SECTIONS = [
  'Demographics',
  'Medical Conditions',
  'Allergies',
  'Medications',
  'Immunizations',
  'Surgeries',
  'Family History',
  'Social History',
  'Lifestyle and Habits',
  'Vital Signs',
] as const;

const FieldValue = Type.Union([
  Type.String({ maxLength: 5000 }),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
]);
const Section = Type.Record(Type.String({ maxLength: 100 }), FieldValue, { maxProperties: 50 });
export const HealthProfileData = Type.Record(Type.String({ maxLength: 100 }), Section, {
  maxProperties: 30,
});
type Data = Record<string, Record<string, string | number | boolean | null>>;

function joinSection(data: Data, ...titles: string[]): string {
  return titles
    .flatMap((t) => Object.values(data[t] ?? {}))
    .filter((v) => v !== null && v !== '' && v !== false)
    .map(String)
    .join('; ');
}

function shape(userId: number, data: Data, updatedAt: Date) {
  const demo = data.Demographics ?? {};
  const overview = [
    demo.date_of_birth ? `Born ${String(demo.date_of_birth)}` : '',
    demo.blood_type ? `Blood type ${String(demo.blood_type)}` : '',
    joinSection(data, 'Medical Conditions'),
  ]
    .filter((s) => s !== '')
    .join('. ');
  return {
    user_id: userId,
    health_profile: data,
    details: overview,
    additionalInfo: joinSection(data, 'Social History', 'Family History', 'Lifestyle and Habits'),
    allergies: joinSection(data, 'Allergies'),
    medications: joinSection(data, 'Medications'),
    updated_at: updatedAt.toISOString(),
  };
}

export default function healthRoutes(app: App): void {
  const db = app.db;
  app.get(
    '/users/:id/health-profile/',
    {
      schema: {
        tags: TAG,
        summary:
          "A user's health profile: {health_profile: {<Section Title>: {<field>: value}}, details, additionalInfo, allergies, medications}",
        description: '403 for a user the caller may not reach; 404 when the user has none.',
        params: UserParams,
      },
    },
    async (req) => {
      const target = await requireAccess(db, actor(req), req.params.id, 'care');
      const rows = await db.query<{ data: Data; updated_at: Date }>(
        'SELECT data, updated_at FROM health_profiles WHERE user_id = $1',
        [target.id],
      );
      await audit(req, target.id, 'read', 'health_profile', target.id);
      const row = rows[0];
      if (!row) throw notFound('Health profile not found for this user.');
      return shape(target.id, row.data, row.updated_at);
    },
  );

  app.put(
    '/users/:id/health-profile/',
    {
      schema: {
        tags: TAG,
        summary: 'Create or replace a health profile (sections as in spec 2.9)',
        description:
          'Field values are text (numbers and booleans accepted); Demographics.date_of_birth must be YYYY-MM-DD or empty.',
        params: UserParams,
        body: Type.Object({ health_profile: HealthProfileData }),
      },
    },
    async (req) => {
      const me = actor(req);
      const target = await requireAccess(db, me, req.params.id, 'care');
      const data = req.body.health_profile;
      for (const [title, section] of Object.entries(data)) {
        const dob = section.date_of_birth;
        if (
          dob !== undefined &&
          dob !== null &&
          dob !== '' &&
          !(typeof dob === 'string' && isValidDate(dob))
        ) {
          throw badRequest(`${title}: date_of_birth must be a date (YYYY-MM-DD).`);
        }
      }
      const rows = await db.query<{ updated_at: Date; created: boolean }>(
        `INSERT INTO health_profiles (user_id, data, updated_by) VALUES ($1, $2::text::json, $3)
         ON CONFLICT (user_id) DO UPDATE SET data = EXCLUDED.data, updated_by = EXCLUDED.updated_by, updated_at = now()
         RETURNING updated_at, (xmax = 0) AS created`,
        [target.id, JSON.stringify(data), me.id],
      );
      const row = rows[0];
      await audit(req, target.id, row?.created ? 'create' : 'update', 'health_profile', target.id);
      return shape(target.id, data, row?.updated_at ?? new Date());
    },
  );
}
