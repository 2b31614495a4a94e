import type { RemoteManifest } from './types';

const user = { userId: '1' } as const;

/** mfe-care: clock page, health profile, emergency contacts, appointments, medications, food log, calendar. */
export const mfeCare = {
  remote: 'mfe_care',
  title: 'mfe-care (standalone)',
  screens: [
    {
      module: 'AppointmentsScreen',
      route: 'appointments',
      guard: 'admin',
      feature: 'appointments',
      title: 'Appointments',
      sampleParams: user,
    },
    {
      module: 'AppointmentsScreen',
      route: 'appointment',
      guard: 'admin',
      feature: 'appointments',
      title: 'Appointments',
      sampleParams: { userId: '1', appointmentId: '1' },
    },
    {
      module: 'MedicationsScreen',
      route: 'medications',
      guard: 'admin',
      feature: 'medications',
      title: 'Medications',
      sampleParams: user,
    },
    {
      module: 'MedicationsScreen',
      route: 'medication',
      guard: 'admin',
      feature: 'medications',
      title: 'Medications',
      sampleParams: { userId: '1', medicationId: '1' },
    },
    {
      module: 'ClockScreen',
      route: 'clock',
      guard: 'signIn',
      feature: 'clock',
      title: 'Clock',
      sampleParams: user,
    },
    {
      module: 'EmergencyContactsScreen',
      route: 'emergencyContacts',
      guard: 'admin',
      feature: 'emergency-contacts',
      title: 'Emergency Contacts',
      sampleParams: user,
    },
    {
      module: 'AddToCalendarScreen',
      route: 'appointmentAddToCalendar',
      guard: 'signIn',
      feature: 'add-to-calendar',
      title: 'Add to Calendar',
      sampleParams: { appointmentId: '1' },
    },
    {
      module: 'AddToCalendarScreen',
      route: 'medicationAddToCalendar',
      guard: 'signIn',
      feature: 'add-to-calendar',
      title: 'Add to Calendar',
      sampleParams: { medicationId: '1' },
    },
    {
      module: 'HealthProfileScreen',
      route: 'healthProfile',
      guard: 'signIn',
      feature: 'health-profile',
      title: 'Health Profile',
      sampleParams: user,
    },
    {
      module: 'FoodLogScreen',
      route: 'food',
      guard: 'signIn',
      feature: 'food-log',
      title: 'Food Log',
      sampleParams: user,
    },
    {
      module: 'CalendarScreen',
      route: 'calendar',
      guard: 'signIn',
      feature: 'calendar',
      title: 'Calendar',
      sampleParams: user,
    },
    {
      // A caregiver's home (docs/product.md 2.15–2.16). Behind the sign-in guard only: what it shows is each person's own
      // data, which the API gives a linked caregiver (the 'care' rule); everyone else sees an empty list.
      module: 'PeopleScreen',
      route: 'people',
      guard: 'signIn',
      feature: 'people-home',
      title: 'People I care for',
    },
    {
      module: 'HealthProfileScreen',
      route: 'healthProfileAlt',
      guard: 'open',
      feature: 'health-profile',
      title: 'Health Profile',
      sampleParams: user,
    },
  ],
  parcels: [],
} as const satisfies RemoteManifest;
