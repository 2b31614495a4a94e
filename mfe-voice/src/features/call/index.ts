import { createParcel } from '@care/shared';
import { CallService } from './components/call-service';

/** The exposed module `mfe_voice/CallService` (shared/src/manifests/mfe-voice.ts). */
export default createParcel('mfe_voice/CallService', CallService);
