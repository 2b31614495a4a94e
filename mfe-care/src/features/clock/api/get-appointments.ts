import type { ApiSchema } from '@care/shared';
import { useClockList } from './clock-list';
import { CLOCK_SLOW_REFETCH_MS } from './refresh';

export type Appointment = ApiSchema<'Appointment'>;

/** GET /users/{id}/appointments/, polled slowly. */
export const useAppointments = (personId: number | null) =>
  useClockList<Appointment>(
    'appointments',
    (id) => `/users/${id}/appointments/`,
    personId,
    CLOCK_SLOW_REFETCH_MS,
  );
