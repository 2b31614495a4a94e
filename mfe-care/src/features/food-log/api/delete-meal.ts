import { useDeleteItem } from '../../../lib/data/collection';

/** DELETE /users/{id}/meals/{mealId}/. */
export const useDeleteMeal = (personId: string) => useDeleteItem('meals', personId);
