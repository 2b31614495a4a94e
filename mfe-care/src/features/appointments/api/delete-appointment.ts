import { useDeleteItem } from '../../../lib/data/collection';

/** DELETE /users/{id}/appointments/{appointmentId}/. */
export const useDeleteAppointment = (patientId: string) => useDeleteItem('appointments', patientId);
