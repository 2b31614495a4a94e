/**
 * Appointments as more than one feature uses them: the person's list, saving one, and the form that makes or
 * edits one (the appointments screen for admins; the calendar's day for everyone in the person's care).
 */
export { useAppointments } from './get-appointments';
export type { Appointment } from './get-appointments';
export { AppointmentForm } from './appointment-form';
