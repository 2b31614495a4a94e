import { useDeleteItem } from '../../../lib/data/collection';

/** DELETE /users/{id}/meals/{mealId}/. */
export const useDeleteMeal = (patientId: string) => useDeleteItem('meals', patientId);
