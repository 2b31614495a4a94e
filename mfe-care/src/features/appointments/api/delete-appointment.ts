import { useDeleteItem } from '../../../lib/data/collection';

/** DELETE /users/{id}/appointments/{appointmentId}/. */
export const useDeleteAppointment = (personId: string) => useDeleteItem('appointments', personId);
