import { createParcel } from '@care/shared';
import { FoodLogScreen } from '../../features/food-log/components/food-log-screen';

export default createParcel(FoodLogScreen);
