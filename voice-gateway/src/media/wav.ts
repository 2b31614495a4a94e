import { readFileSync } from 'node:fs';
import { PCMU_SAMPLE_RATE } from './pcmu';

const WAVE_FORMAT_MULAW = 7;

/** Reads a mono 8 kHz G.711 µ-law WAV file (assets/announcement.wav) and returns its samples. */
export function readMuLawWav(file: string): Buffer {
  const data = readFileSync(file);
  if (data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error(`${file} is not a WAV file.`);
  }
  let format: { code: number; channels: number; rate: number } | null = null;
  for (let offset = 12; offset + 8 <= data.length;) {
    const id = data.toString('ascii', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        code: data.readUInt16LE(body),
        channels: data.readUInt16LE(body + 2),
        rate: data.readUInt32LE(body + 4),
      };
    } else if (id === 'data') {
      if (
        format?.code !== WAVE_FORMAT_MULAW ||
        format.channels !== 1 ||
        format.rate !== PCMU_SAMPLE_RATE
      ) {
        throw new Error(`${file} must be mono 8 kHz µ-law.`);
      }
      return data.subarray(body, Math.min(body + size, data.length));
    }
    offset = body + size + (size % 2);
  }
  throw new Error(`${file} has no data chunk.`);
}
