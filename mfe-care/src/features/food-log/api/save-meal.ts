import type { ApiRequestBody } from '@care/shared';
import { useSaveItem } from '../../../lib/data/collection';
import type { Meal } from './get-meals';

/** What POST /users/{id}/meals/ takes (PATCH takes any of it). */
export type MealBody = ApiRequestBody<'/users/{id}/meals/', 'post'>;

/** POST (new, the quick entry too) or PATCH …/meals/{id}/ (edit). */
export const useSaveMeal = (personId: string) => useSaveItem<Meal, MealBody>('meals', personId);
