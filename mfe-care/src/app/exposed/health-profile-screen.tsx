import { createParcel } from '@care/shared';
import { HealthProfileScreen } from '../../features/health-profile/components/health-profile-screen';

export default createParcel(HealthProfileScreen);
