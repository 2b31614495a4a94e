import type { ApiSchema } from '@care/shared';
import { useCollection } from '../data/collection';

/** One appointment (GET /users/{id}/appointments/): start_time and end_time are instants. */
export type Appointment = ApiSchema<'Appointment'>;

/** GET /users/{id}/appointments/: the person's appointments, by start time. */
export const useAppointments = (personId: string) =>
  useCollection<Appointment>('appointments', personId);
