// The sound files of every SDK sound key, bundled with mfe-voice (webpack emits them beside its chunks).
// Regenerate with `node mfe-voice/scripts/make-sounds.mjs`.
import disconnect from '../../../assets/sounds/disconnect.wav';
import dtmf0 from '../../../assets/sounds/dtmf0.wav';
import dtmf1 from '../../../assets/sounds/dtmf1.wav';
import dtmf2 from '../../../assets/sounds/dtmf2.wav';
import dtmf3 from '../../../assets/sounds/dtmf3.wav';
import dtmf4 from '../../../assets/sounds/dtmf4.wav';
import dtmf5 from '../../../assets/sounds/dtmf5.wav';
import dtmf6 from '../../../assets/sounds/dtmf6.wav';
import dtmf7 from '../../../assets/sounds/dtmf7.wav';
import dtmf8 from '../../../assets/sounds/dtmf8.wav';
import dtmf9 from '../../../assets/sounds/dtmf9.wav';
import dtmfh from '../../../assets/sounds/dtmfh.wav';
import dtmfs from '../../../assets/sounds/dtmfs.wav';
import incoming from '../../../assets/sounds/incoming.wav';
import outgoing from '../../../assets/sounds/outgoing.wav';
import type { SoundKey } from './device-options';

export const SOUND_URLS: Record<SoundKey, string> = {
  incoming,
  outgoing,
  disconnect,
  dtmf0,
  dtmf1,
  dtmf2,
  dtmf3,
  dtmf4,
  dtmf5,
  dtmf6,
  dtmf7,
  dtmf8,
  dtmf9,
  dtmfs,
  dtmfh,
};
