import { createParcel } from '@care/shared';
import { MedicationsScreen } from '../../features/medications/components/medications-screen';

export default createParcel(MedicationsScreen);
