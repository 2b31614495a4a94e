import type { ApiRequestBody } from '@care/shared';
import { useSaveItem } from '../../../lib/data/collection';
import type { Medication } from './get-medications';

/** What POST /users/{id}/medications/ takes (PATCH takes any of it). */
export type MedicationBody = ApiRequestBody<'/users/{id}/medications/', 'post'>;

/** POST (new) or PATCH …/medications/{id}/ (edit); the person's doses are read again after it. */
export const useSaveMedication = (personId: string) =>
  useSaveItem<Medication, MedicationBody>('medications', personId);
