import { createParcel } from '@care/shared';
import { ClockScreen } from '../../features/clock/components/clock-screen';

export default createParcel(ClockScreen);
