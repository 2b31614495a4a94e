/**
 * Appointments as more than one feature uses them: the person's list, saving one, and the form that makes or
 * edits one (the appointments screen for admins; the calendar's day for everyone in the person's care, issue 26).
 */
export { useAppointments } from './get-appointments';
export type { Appointment } from './get-appointments';
export { useSaveAppointment } from './save-appointment';
export type { AppointmentBody } from './save-appointment';
export { AppointmentForm } from './appointment-form';
export type { AppointmentFormProps } from './appointment-form';
export {
  appointmentSchema,
  bodyOf,
  EMPTY_APPOINTMENT,
  REMINDERS,
  valuesOf,
} from './appointment-values';
export type { AppointmentValues } from './appointment-values';
