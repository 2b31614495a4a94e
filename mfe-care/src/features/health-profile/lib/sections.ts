/**
 * The edit form of spec 2.9: its sections (titles as the API stores them) and fields (names as stored).
 * `kind` picks the control; everything is text except the date of birth (spec 3).
 */
type FieldKind = 'text' | 'area' | 'date' | 'yesNo' | 'bloodType' | 'number';

export interface HealthField {
  name: string;
  label: string;
  kind: FieldKind;
}

export interface HealthSection {
  title: string;
  fields: readonly HealthField[];
}

const numbered = (prefix: string, label: string): HealthField[] =>
  [1, 2, 3, 4].map((n) => ({ name: `${prefix}_${n}`, label: `${label} ${n}`, kind: 'text' }));

export const HEALTH_SECTIONS: readonly HealthSection[] = [
  {
    title: 'Demographics',
    fields: [
      { name: 'height_feet', label: 'Height (feet)', kind: 'number' },
      { name: 'height_inches', label: 'Height (inches)', kind: 'number' },
      { name: 'weight', label: 'Weight (pounds)', kind: 'number' },
      { name: 'blood_type', label: 'Blood type', kind: 'bloodType' },
      { name: 'date_of_birth', label: 'Date of birth', kind: 'date' },
    ],
  },
  { title: 'Medical Conditions', fields: numbered('chronic_condition', 'Chronic condition') },
  { title: 'Allergies', fields: numbered('allergy', 'Allergy') },
  {
    title: 'Medications',
    fields: [{ name: 'current_medications', label: 'Current medications', kind: 'area' }],
  },
  {
    title: 'Immunizations',
    fields: [{ name: 'immunization_history', label: 'Immunization history', kind: 'area' }],
  },
  {
    title: 'Surgeries',
    fields: [{ name: 'past_surgeries', label: 'Past surgeries', kind: 'area' }],
  },
  {
    title: 'Family History',
    fields: [{ name: 'family_history', label: 'Family history', kind: 'area' }],
  },
  {
    title: 'Social History',
    fields: [
      { name: 'occupation', label: 'Occupation', kind: 'text' },
      { name: 'living_situation', label: 'Living situation', kind: 'area' },
      { name: 'support_system', label: 'Support system', kind: 'area' },
    ],
  },
  {
    title: 'Lifestyle and Habits',
    fields: [
      { name: 'smoking', label: 'Smoking', kind: 'yesNo' },
      { name: 'alcohol', label: 'Alcohol', kind: 'yesNo' },
      { name: 'exercise_frequency', label: 'Exercise frequency', kind: 'text' },
    ],
  },
  {
    title: 'Vital Signs',
    fields: [
      { name: 'blood_pressure', label: 'Blood pressure', kind: 'text' },
      { name: 'heart_rate', label: 'Heart rate', kind: 'text' },
      { name: 'temperature', label: 'Temperature', kind: 'text' },
    ],
  },
];

export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** The form's values: one text per field, keyed `Section Title/field_name`. */
export type HealthFormValues = Record<string, string>;

export const fieldKey = (section: HealthSection, field: HealthField): string =>
  `${section.title}/${field.name}`;

type Sections = Record<string, Record<string, string | number | boolean | null>>;

/** What the form starts with: every field of every section, as text ('' when not recorded). */
export function formValuesOf(data: Sections | undefined): HealthFormValues {
  const values: HealthFormValues = {};
  for (const section of HEALTH_SECTIONS) {
    for (const field of section.fields) {
      const raw = data?.[section.title]?.[field.name];
      values[fieldKey(section, field)] = raw === null || raw === undefined ? '' : String(raw);
    }
  }
  return values;
}

/**
 * The PUT body's `health_profile`: the form's sections and fields, on top of whatever else the stored profile
 * had (sections or fields this form does not show are sent back unchanged).
 */
export function sectionsOf(values: HealthFormValues, stored: Sections | undefined): Sections {
  const result: Sections = {};
  for (const [title, section] of Object.entries(stored ?? {})) result[title] = { ...section };
  for (const section of HEALTH_SECTIONS) {
    const target = (result[section.title] ??= {});
    for (const field of section.fields) target[field.name] = values[fieldKey(section, field)] ?? '';
  }
  return result;
}
