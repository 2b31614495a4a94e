import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RtpHeader, RtpPacket } from 'werift';
import { readMuLawWav } from '../src';
import { DtmfDecoder } from '../src/media/dtmf';
import { linearToMuLaw, muLawToLinear, packetize, synthesize } from '../src/media/pcmu';

function telephoneEvent(event: number, end: boolean, timestamp: number): RtpPacket {
  const payload = Buffer.from([event, end ? 0x8a : 0x0a, 0x03, 0x20]);
  return new RtpPacket(new RtpHeader({ payloadType: 126, timestamp }), payload);
}

describe('DTMF (RFC 4733)', () => {
  it('turns each ended event into one digit, whatever the number of end packets', () => {
    const decoder = new DtmfDecoder();
    const digits: string[] = [];
    decoder.onDigit = (digit) => digits.push(digit);
    [
      telephoneEvent(1, false, 100),
      telephoneEvent(1, true, 100),
      telephoneEvent(1, true, 100),
      telephoneEvent(1, true, 100),
      telephoneEvent(10, true, 900),
      telephoneEvent(11, true, 1700),
      telephoneEvent(0, true, 2500),
      telephoneEvent(15, true, 3300),
    ].forEach((packet) => decoder.receive(packet));
    expect(digits.join('')).toBe('1*#0');
  });
});

describe('G.711 µ-law', () => {
  it('round-trips samples within the companding error', () => {
    for (const sample of [0, 100, -100, 1000, -1000, 8000, -8000, 30000, -30000]) {
      const decoded = muLawToLinear(linearToMuLaw(sample));
      expect(Math.abs(decoded - sample)).toBeLessThanOrEqual(Math.max(8, Math.abs(sample) / 16));
    }
  });

  it('synthesises tones at 8 kHz and cuts them into 20 ms packets with running timestamps', () => {
    const audio = synthesize([
      { frequencies: [440], durationMs: 100 },
      { frequencies: [], durationMs: 50 },
    ]);
    expect(audio.length).toBe(1200);
    const packets = packetize(audio);
    expect(packets).toHaveLength(8);
    expect(packets.map((p) => p.header.timestamp)).toEqual([0, 160, 320, 480, 640, 800, 960, 1120]);
    expect(packets[0]?.header.marker).toBe(true);
    expect(packets[7]?.payload.length).toBe(160);
    // Silence is µ-law 0xff.
    expect(packets[7]?.payload.every((byte) => byte === 0xff)).toBe(true);
  });
});

describe('announcement WAV', () => {
  it('reads the committed announcement: mono 8 kHz µ-law, several seconds', () => {
    const samples = readMuLawWav(path.join(__dirname, '..', 'assets', 'announcement.wav'));
    expect(samples.length / 8000).toBeGreaterThan(3);
  });

  it('refuses a file that is not µ-law', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wav-'));
    try {
      const file = path.join(dir, 'pcm.wav');
      const header = Buffer.alloc(44);
      header.write('RIFF', 0);
      header.write('WAVE', 8);
      header.write('fmt ', 12);
      header.writeUInt32LE(16, 16);
      header.writeUInt16LE(1, 20);
      header.writeUInt16LE(1, 22);
      header.writeUInt32LE(8000, 24);
      header.write('data', 36);
      writeFileSync(file, header);
      expect(() => readMuLawWav(file)).toThrow('must be mono 8 kHz µ-law');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
