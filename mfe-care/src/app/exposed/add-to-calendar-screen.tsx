import { createParcel } from '@care/shared';
import { AddToCalendarScreen } from '../../features/add-to-calendar/components/add-to-calendar-screen';

export default createParcel(AddToCalendarScreen);
