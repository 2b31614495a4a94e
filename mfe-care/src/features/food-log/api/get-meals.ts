import type { ApiSchema } from '@care/shared';
import { useCollection } from '../../../lib/data/collection';

/** One meal (GET /users/{id}/meals/): eaten_at an instant; ate false for a meal not eaten. */
export type Meal = ApiSchema<'Meal'>;
export type MealType = Meal['meal_type'];

/** GET /users/{id}/meals/: the person's meals, newest first. */
export const useMeals = (personId: string) => useCollection<Meal>('meals', personId);
