import { Type } from '@sinclair/typebox';
import { component, Timestamp } from '../../lib/schemas';
import type { HealthData } from './repository';

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
const HealthProfileData = Type.Record(Type.String({ maxLength: 100 }), Section, {
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

/** 'exercise_frequency' → 'Exercise frequency'. */
const labelOf = (name: string): string => {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's summary label where its name says too little ('smoking: no' reads as "Smoker: no"). */
const SUMMARY_LABELS: Record<string, string> = { smoking: 'Smoker', alcohol: 'Drinks alcohol' };

const shown = (v: unknown): boolean => v !== null && v !== undefined && v !== '';

/**
 * Sections as labelled text for the summary (bare values would read "…; no; yes; Short walks"):
 * "Smoker: no; Drinks alcohol: yes; Exercise frequency: Short walks". Numbered fields (chronic_condition_1…)
 * are one list under their section's name: "Medical conditions: Asthma, Arthritis".
 */
function labelledSections(data: HealthData, ...titles: string[]): string {
  return titles
    .flatMap((title) => {
      const entries = Object.entries(data[title] ?? {}).filter(([, v]) => shown(v));
      const listed = entries.filter(([k]) => /_\d+$/.test(k)).map(([, v]) => String(v));
      const named = entries
        .filter(([k]) => !/_\d+$/.test(k))
        .map(([k, v]) => {
          const value = typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v);
          return `${SUMMARY_LABELS[k] ?? labelOf(k)}: ${value}`;
        });
      return listed.length > 0
        ? [`${labelOf(title.toLowerCase())}: ${listed.join(', ')}`, ...named]
        : named;
    })
    .join('; ');
}

/** The stored sections plus the summary strings the screens of spec 2.8 show. */
export function shapeProfile(userId: number, data: HealthData, updatedAt: Date) {
  const demo = data.Demographics ?? {};
  const overview = [
    demo.date_of_birth ? `Born ${String(demo.date_of_birth)}` : '',
    demo.blood_type ? `Blood type ${String(demo.blood_type)}` : '',
    labelledSections(data, 'Medical Conditions'),
  ]
    .filter((s) => s !== '')
    .join('. ');
  return {
    user_id: userId,
    health_profile: data,
    details: overview,
    additionalInfo: labelledSections(
      data,
      'Social History',
      'Family History',
      'Lifestyle and Habits',
    ),
    allergies: joinSection(data, 'Allergies'),
    medications: joinSection(data, 'Medications'),
    updated_at: updatedAt.toISOString(),
  };
}
