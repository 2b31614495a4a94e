import type { Call, Device } from '@twilio/voice-sdk';
import { TEXTS } from '../../../texts';

/** The SDK's sound keys (spec 9: incoming, outgoing, disconnect and the twelve keypad tones). */
export type SoundKey = `${Device.SoundName}`;

/**
 * `Device.Options` plus the SDK's private options the product sets (notes: voice-gateway.md): where the
 * signalling gateway is, and no insights events.
 */
export interface ProductDeviceOptions extends Device.Options {
  chunderw?: string;
  publishEvents?: boolean;
}

export interface DeviceOptionsInput {
  /** Opus, then PCMU (spec 7); the SDK's default is the other way round. */
  codecPreferences: Call.Codec[];
  /** A local URL for every sound key: nothing is fetched from the provider's sound servers. */
  sounds: Record<SoundKey, string>;
  /** host:port of the local gateway, or null for the provider's own. */
  voiceGateway: string | null;
}

/** The Device options of spec 5, 7 and 9. */
export function deviceOptions(input: DeviceOptionsInput): ProductDeviceOptions {
  return {
    codecPreferences: input.codecPreferences,
    sounds: input.sounds,
    publishEvents: false,
    // The errors 31480/31486/31603 and friends reach the app with their own codes, not as 53000.
    enableImprovedSignalingErrorPrecision: true,
    // Spec 8: the warning when the tab is closed or reloaded during a call.
    closeProtection: TEXTS.leaveWarning,
    // Spec 9: token refresh notice 10 s before expiry; default log level error.
    tokenRefreshMs: 10_000,
    logLevel: 'error',
    allowIncomingWhileBusy: false,
    // The 15 sounds as audio elements, not fetched and decoded into an AudioContext when the Device is built:
    // that set-up is one task on the kiosk's main thread, 190 → 135 ms at 4× CPU slowdown (docs/performance.md), and
    // the kiosk keeps no decoded sounds in memory for months. They play the same (the SDK's own fallback).
    disableAudioContextSounds: true,
    ...(input.voiceGateway ? { chunderw: input.voiceGateway } : {}),
  };
}
