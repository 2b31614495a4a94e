import fs from 'node:fs';
import path from 'node:path';
import { Call, Device } from '@twilio/voice-sdk';
import { deviceOptions } from './device-options';
import type { SoundKey } from './device-options';

const SOUNDS_DIR = path.join(__dirname, '../../../assets/sounds');
const SOUND_KEYS = Object.values(Device.SoundName) as SoundKey[];
const localSounds = Object.fromEntries(
  SOUND_KEYS.map((key) => [key, `/sounds/${key}.wav`]),
) as Record<SoundKey, string>;

describe('Device options', () => {
  const options = deviceOptions({
    codecPreferences: [Call.Codec.Opus, Call.Codec.PCMU],
    sounds: localSounds,
    voiceGateway: 'localhost:4100',
  });

  it('prefer Opus, then PCMU (spec 7)', () => {
    expect(options.codecPreferences).toEqual(['opus', 'pcmu']);
  });

  it('send no insights events and use local sounds: no request leaves the machine', () => {
    expect(options.publishEvents).toBe(false);
    expect(Object.keys(options.sounds ?? {}).sort()).toEqual([...SOUND_KEYS].sort());
    expect(Object.values(options.sounds ?? {}).every((url) => url.startsWith('/'))).toBe(true);
  });

  it('point the SDK at the local gateway only when there is one', () => {
    expect(options.chunderw).toBe('localhost:4100');
    const provider = deviceOptions({
      codecPreferences: [],
      sounds: localSounds,
      voiceGateway: null,
    });
    expect(provider).not.toHaveProperty('chunderw');
  });

  it('warn before the page is left during a call (spec 8) and refresh the token 10 s early (spec 9)', () => {
    expect(options.closeProtection).toBe(
      'A call is currently in-progress. Leaving or reloading this page will end the call.',
    );
    expect(options.tokenRefreshMs).toBe(10_000);
    expect(options.enableImprovedSignalingErrorPrecision).toBe(true);
    expect(options.allowIncomingWhileBusy).toBe(false);
    expect(options.disableAudioContextSounds).toBe(true);
  });
});

/** Reads a WAV header: sample rate, bytes a second, and how long the data lasts. */
function wavDuration(file: string): number {
  const data = fs.readFileSync(file);
  expect(data.toString('ascii', 0, 4)).toBe('RIFF');
  expect(data.toString('ascii', 8, 12)).toBe('WAVE');
  const byteRate = data.readUInt32LE(28);
  const dataSize = data.readUInt32LE(40);
  return dataSize / byteRate;
}

describe('sound files', () => {
  it('exist for every SDK sound key, and nothing else', () => {
    const files = fs.readdirSync(SOUNDS_DIR).sort();
    expect(files).toEqual(SOUND_KEYS.map((key) => `${key}.wav`).sort());
  });

  it('fit the SDK’s limits (spec 9: outgoing and disconnect up to 3 s, keypad tones up to 1 s)', () => {
    for (const key of SOUND_KEYS) {
      const seconds = wavDuration(path.join(SOUNDS_DIR, `${key}.wav`));
      const limit = key.startsWith('dtmf') ? 1 : 3;
      expect(seconds).toBeGreaterThan(0.1);
      expect(seconds).toBeLessThanOrEqual(limit);
    }
  });
});
