// Regenerates assets/announcement.wav, the spoken far end of `service:announcement`: espeak-ng (Debian package
// `espeak-ng`) speaks the text, this resamples it to 8 kHz and stores it as G.711 µ-law, the format the gateway
// sends as PCMU RTP without converting anything at run time. Run by hand:
// npx -y pnpm@10.34.8 --filter @care/voice-gateway exec tsx scripts/make-announcement.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { linearToMuLaw, PCMU_SAMPLE_RATE } from '../src/media/pcmu';

const TEXT =
  'Hello. This is the Care test line. If you can hear this message, your speaker is working. Goodbye.';
const OUT = path.join(__dirname, '../assets/announcement.wav');
const RATE = PCMU_SAMPLE_RATE;

const wav = execFileSync('espeak-ng', ['-v', 'en-gb', '-s', '150', '--stdout', TEXT]);
// espeak-ng writes a 44-byte header (PCM, 16 bit, mono) and, on a pipe, leaves its sizes unset.
const inputRate = wav.readUInt32LE(24);
const pcm = wav.subarray(44, wav.length - ((wav.length - 44) % 2));
const samples = new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length));

// Box filter over each output period, then decimate: enough for speech at 8 kHz.
const ratio = inputRate / RATE;
const outCount = Math.floor(samples.length / ratio);
const mulaw = Buffer.alloc(outCount);
for (let i = 0; i < outCount; i += 1) {
  const from = Math.floor(i * ratio);
  const to = Math.max(from + 1, Math.floor((i + 1) * ratio));
  let sum = 0;
  for (let j = from; j < to; j += 1) sum += samples[j] ?? 0;
  mulaw[i] = linearToMuLaw(sum / (to - from));
}

// WAVE_FORMAT_MULAW (7): fmt chunk of 18 bytes, a fact chunk, then the data.
const header = Buffer.alloc(58);
header.write('RIFF', 0);
header.writeUInt32LE(50 + mulaw.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(18, 16);
header.writeUInt16LE(7, 20);
header.writeUInt16LE(1, 22);
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28);
header.writeUInt16LE(1, 32);
header.writeUInt16LE(8, 34);
header.writeUInt16LE(0, 36);
header.write('fact', 38);
header.writeUInt32LE(4, 42);
header.writeUInt32LE(mulaw.length, 46);
header.write('data', 50);
header.writeUInt32LE(mulaw.length, 54);
fs.writeFileSync(OUT, Buffer.concat([header, mulaw]));
process.stdout.write(`announcement.wav: ${(mulaw.length / RATE).toFixed(1)} s\n`);
