import type { ApiSchema } from '@care/shared';
import { useCollection } from '../../../lib/data/collection';

/** One medication (GET /users/{id}/medications/): `times` are 'HH:MM' on the person's clock. */
export type Medication = ApiSchema<'Medication'>;

/** GET /users/{id}/medications/: the person's medications, by name. */
export const useMedications = (personId: string) =>
  useCollection<Medication>('medications', personId);
