import { Type } from '@sinclair/typebox';
import { component, Timestamp } from '../../lib/schemas';
import type { HealthData } from './repository';

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
// TypeBox turns a record's key schema into a pattern, which drops its maxLength: the declared
// limit on names is enforced by propertyNames.
const Section = Type.Record(Type.String({ maxLength: 100 }), FieldValue, {
  maxProperties: 50,
  propertyNames: { maxLength: 100 },
});
export const HealthProfileData = Type.Record(Type.String({ maxLength: 100 }), Section, {
  maxProperties: 30,
  propertyNames: { maxLength: 100 },
});
export const HealthProfileBody = Type.Object({ health_profile: HealthProfileData });

export const HealthProfile = component(
  'HealthProfile',
  Type.Object({
    user_id: Type.Integer(),
    health_profile: HealthProfileData,
    details: Type.String({ description: 'Overview: date of birth, blood type, conditions' }),
    additionalInfo: Type.String(),
    allergies: Type.String(),
    medications: Type.String(),
    updated_at: Timestamp,
  }),
);

function joinSection(data: HealthData, ...titles: string[]): string {
  return titles
    .flatMap((t) => Object.values(data[t] ?? {}))
    .filter((v) => v !== null && v !== '' && v !== false)
    .map(String)
    .join('; ');
}

/** The stored sections plus the summary strings the screens of spec 2.8 show. */
export function shapeProfile(userId: number, data: HealthData, updatedAt: Date) {
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
