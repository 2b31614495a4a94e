import { createParcel } from '@care/shared';
import { CalendarScreen } from '../../features/calendar/components/calendar-screen';

export default createParcel(CalendarScreen);
