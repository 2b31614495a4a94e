import { useDeleteItem } from '../../../lib/data/collection';

/** DELETE /users/{id}/medications/{medicationId}/ (its marked doses go with it). */
export const useDeleteMedication = (personId: string) => useDeleteItem('medications', personId);
