import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import {
  component,
  DateOnly,
  DateTime,
  Id,
  nullable,
  oneOf,
  opt,
  Timestamp,
} from '../../lib/schemas';

const DOSE_STATUS = ['upcoming', 'due', 'taken', 'skipped', 'missed'] as const;
/** What a mark may set: 'pending' removes the mark. */
const MARK_STATUS = ['taken', 'skipped', 'missed', 'pending'] as const;
/** The longest range one GET of doses covers. */
export const MAX_RANGE_DAYS = 62;

export const Dose = component(
  'Dose',
  Type.Object({
    medication_id: Type.Integer(),
    medication_name: Type.String(),
    dose: Type.String({ description: "The medication's dosage, e.g. '500 mg'" }),
    instructions: Type.String(),
    due_at: Timestamp,
    local_date: Type.String({ description: "Local date in the person's zone, YYYY-MM-DD" }),
    local_time: Type.String({ description: "Local time of day in the person's zone, HH:MM" }),
    status: oneOf(DOSE_STATUS),
    marked_at: nullable(Timestamp),
    marked_by: nullable(Type.Object({ id: Type.Integer(), display_name: Type.String() })),
    note: nullable(Type.String()),
  }),
);
export type DoseOut = Static<typeof Dose>;

export const DosesQuery = Type.Object({
  from: opt(DateOnly),
  to: opt(DateOnly),
  medication_id: opt(Id),
});

export const MarkBody = Type.Object(
  {
    due_at: DateTime,
    status: oneOf(MARK_STATUS),
    note: opt(nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);

export const DoseSettings = component(
  'DoseSettings',
  Type.Object({
    missed_after_minutes: Type.Integer({
      description: 'Minutes after it was due that an unmarked dose becomes missed',
    }),
    is_default: Type.Boolean({
      description: 'true: the configured default, not set for the person',
    }),
    default_minutes: Type.Integer(),
  }),
);
export const DoseSettingsBody = Type.Object(
  { missed_after_minutes: nullable(Type.Integer({ minimum: 5, maximum: 1440 })) },
  { additionalProperties: false },
);
