const { createConfig } = require('../config/webpack.cjs');

// Exposes exactly the ids of shared/src/contracts/remotes.ts for mfe_care.
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_care',
  port: 3003,
  exposes: {
    './ClockScreen': './src/app/exposed/clock-screen.tsx',
    './HealthProfileScreen': './src/app/exposed/health-profile-screen.tsx',
    './EmergencyContactsScreen': './src/app/exposed/emergency-contacts-screen.tsx',
    './AppointmentsScreen': './src/app/exposed/appointments-screen.tsx',
    './MedicationsScreen': './src/app/exposed/medications-screen.tsx',
    './AddToCalendarScreen': './src/app/exposed/add-to-calendar-screen.tsx',
    './FoodLogScreen': './src/app/exposed/food-log-screen.tsx',
    './CalendarScreen': './src/app/exposed/calendar-screen.tsx',
  },
});
