import { renderStandalone } from '@care/shared';
import { AddToCalendarScreen } from './features/add-to-calendar/components/add-to-calendar-screen';
import { AppointmentsScreen } from './features/appointments/components/appointments-screen';
import { CalendarScreen } from './features/calendar/components/calendar-screen';
import { ClockScreen } from './features/clock/components/clock-screen';
import { EmergencyContactsScreen } from './features/emergency-contacts/components/emergency-contacts-screen';
import { FoodLogScreen } from './features/food-log/components/food-log-screen';
import { HealthProfileScreen } from './features/health-profile/components/health-profile-screen';
import { MedicationsScreen } from './features/medications/components/medications-screen';
import { TEXTS } from './texts';

const user = { userId: '1' };

renderStandalone({
  title: TEXTS.standaloneTitle,
  screens: [
    {
      path: '/clock/1',
      label: TEXTS.titles.clockScreen,
      render: (navigate) => <ClockScreen navigate={navigate} params={user} search="" />,
    },
    {
      path: '/users/1/health-profile',
      label: TEXTS.titles.healthProfileScreen,
      render: (navigate) => <HealthProfileScreen navigate={navigate} params={user} search="" />,
    },
    {
      path: '/users/1/emergency-contacts',
      label: TEXTS.titles.emergencyContactsScreen,
      render: (navigate) => <EmergencyContactsScreen navigate={navigate} params={user} search="" />,
    },
    {
      path: '/users/1/appointments',
      label: TEXTS.titles.appointmentsScreen,
      render: (navigate) => <AppointmentsScreen navigate={navigate} params={user} search="" />,
    },
    {
      path: '/users/1/medications',
      label: TEXTS.titles.medicationsScreen,
      render: (navigate) => <MedicationsScreen navigate={navigate} params={user} search="" />,
    },
    {
      path: '/appointments/1/add-to-calendar',
      label: TEXTS.titles.addToCalendarScreen,
      render: (navigate) => (
        <AddToCalendarScreen
          navigate={navigate}
          params={{ kind: 'appointment', id: '1' }}
          search=""
        />
      ),
    },
    {
      path: '/users/1/food',
      label: TEXTS.titles.foodLogScreen,
      render: (navigate) => <FoodLogScreen navigate={navigate} params={user} search="" />,
    },
    {
      path: '/calendar/1',
      label: TEXTS.titles.calendarScreen,
      render: (navigate) => <CalendarScreen navigate={navigate} params={user} search="" />,
    },
  ],
});
