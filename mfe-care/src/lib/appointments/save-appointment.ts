import type { ApiRequestBody } from '@care/shared';
import { useSaveItem } from '../data/collection';
import type { Appointment } from './get-appointments';

/** What POST /users/{id}/appointments/ takes (PATCH takes any of it). */
export type AppointmentBody = ApiRequestBody<'/users/{id}/appointments/', 'post'>;

/** POST (new) or PATCH …/appointments/{id}/ (edit). */
export const useSaveAppointment = (personId: string) =>
  useSaveItem<Appointment, AppointmentBody>('appointments', personId);
