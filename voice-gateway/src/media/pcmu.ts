import { RtpHeader, RtpPacket } from 'werift';

/** G.711 µ-law: 8 kHz, one byte a sample, 20 ms (160 samples) a packet. */
export const PCMU_SAMPLE_RATE = 8000;
const PCMU_PAYLOAD_TYPE = 0;
const SAMPLES_PER_PACKET = 160;
export const PACKET_INTERVAL_MS = 20;

const BIAS = 0x84;
const CLIP = 32635;

/** Encodes one signed 16-bit sample (ITU-T G.711). */
export function linearToMuLaw(sample: number): number {
  let value = Math.max(-CLIP, Math.min(CLIP, Math.round(sample)));
  const sign = value < 0 ? 0x80 : 0;
  if (sign) value = -value;
  value += BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (value & mask) === 0 && exponent > 0; mask >>= 1) exponent -= 1;
  const mantissa = (value >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

export function muLawToLinear(byte: number): number {
  const value = ~byte & 0xff;
  const sign = value & 0x80;
  const exponent = (value >> 4) & 0x07;
  const mantissa = value & 0x0f;
  const magnitude = (((mantissa << 3) + BIAS) << exponent) - BIAS;
  return sign ? -magnitude : magnitude;
}

/** Splits µ-law audio into 20 ms RTP packets (sequence numbers and timestamps from 0; the sender rebases). */
export function packetize(audio: Buffer): RtpPacket[] {
  const packets: RtpPacket[] = [];
  for (let offset = 0, index = 0; offset < audio.length; offset += SAMPLES_PER_PACKET, index += 1) {
    const chunk = Buffer.alloc(SAMPLES_PER_PACKET, 0xff);
    audio.copy(chunk, 0, offset, Math.min(offset + SAMPLES_PER_PACKET, audio.length));
    const header = new RtpHeader({
      payloadType: PCMU_PAYLOAD_TYPE,
      sequenceNumber: index & 0xffff,
      timestamp: (index * SAMPLES_PER_PACKET) >>> 0,
      marker: index === 0,
    });
    packets.push(new RtpPacket(header, chunk));
  }
  return packets;
}

export interface ToneSegment {
  /** Hz; empty for silence. One or two frequencies (a chord). */
  frequencies: number[];
  durationMs: number;
}

/** Synthesises µ-law audio from tone segments (soft attack and release, so no clicks). */
export function synthesize(segments: ToneSegment[], amplitude = 9000): Buffer {
  const bytes: number[] = [];
  for (const { frequencies, durationMs } of segments) {
    const count = Math.round((durationMs / 1000) * PCMU_SAMPLE_RATE);
    const ramp = Math.min(count / 2, PCMU_SAMPLE_RATE * 0.01);
    for (let i = 0; i < count; i += 1) {
      const envelope = Math.min(1, i / ramp, (count - i) / ramp);
      const t = i / PCMU_SAMPLE_RATE;
      const mix = frequencies.reduce((sum, f) => sum + Math.sin(2 * Math.PI * f * t), 0);
      const sample = frequencies.length > 0 ? (amplitude * envelope * mix) / frequencies.length : 0;
      bytes.push(linearToMuLaw(sample));
    }
  }
  return Buffer.from(bytes);
}
