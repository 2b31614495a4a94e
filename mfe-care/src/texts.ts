/** The user-facing texts of mfe-care (one place, asserted by its tests). */
export const TEXTS = {
  notAvailable: 'This screen is not available yet.',
  titles: {
    clockScreen: 'Clock',
    healthProfileScreen: 'Health Profile',
    emergencyContactsScreen: 'Emergency Contacts',
    appointmentsScreen: 'Appointments',
    medicationsScreen: 'Medications',
    addToCalendarScreen: 'Add to Calendar',
    foodLogScreen: 'Food Log',
    calendarScreen: 'Calendar',
  },
} as const;
