import { createParcel } from '@care/shared';
import { CallService } from '../../features/call/components/call-service';

export default createParcel(CallService);
