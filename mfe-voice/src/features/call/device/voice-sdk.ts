// The lazily loaded part of mfe-voice: the Voice SDK itself and the local sound files. Loaded after the first
// paint, never on the login page (call-service.tsx decides when).
import { Call, Device } from '@twilio/voice-sdk';
import { deviceOptions } from './device-options';
import type { VoiceDevice, VoiceSdk } from './sdk-types';
import { SOUND_URLS } from './sounds';

export function createVoiceSdk(voiceGateway: string | null): VoiceSdk {
  const options = deviceOptions({
    codecPreferences: [Call.Codec.Opus, Call.Codec.PCMU],
    sounds: SOUND_URLS,
    voiceGateway,
  });
  return {
    isSupported: Device.isSupported,
    // Typed: the SDK's Device (and the Call its connect() resolves to) must fit the shapes the controller uses.
    createDevice: (token): VoiceDevice => new Device(token, options),
  };
}
