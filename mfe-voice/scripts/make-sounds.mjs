// Regenerates src/assets/sounds/*.wav: a local file for every sound key of the Voice SDK, so no sound is
// fetched from the provider's servers. Synthesised tones, 8 kHz 8-bit mono PCM (small; telephone quality is
// what these sounds are). Run by hand: node mfe-voice/scripts/make-sounds.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 8000;
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/assets/sounds');

/** ITU-T Q.23 keypad frequencies. */
const DTMF = {
  1: [697, 1209],
  2: [697, 1336],
  3: [697, 1477],
  4: [770, 1209],
  5: [770, 1336],
  6: [770, 1477],
  7: [852, 1209],
  8: [852, 1336],
  9: [852, 1477],
  s: [941, 1209],
  0: [941, 1336],
  h: [941, 1477],
};

const tone = (frequencies, ms) => ({ frequencies, ms });
const rest = (ms) => ({ frequencies: [], ms });

const SOUNDS = {
  // Looped by the SDK while a call rings: two short rings and a pause (2.5 s).
  incoming: [tone([440, 480], 400), rest(200), tone([440, 480], 400), rest(1500)],
  // Played when an outgoing call connects: two rising notes.
  outgoing: [tone([660], 120), rest(30), tone([880], 180)],
  // Played when a call ends: two falling notes.
  disconnect: [tone([660], 150), rest(30), tone([440], 250)],
  ...Object.fromEntries(
    Object.entries(DTMF).map(([key, pair]) => [`dtmf${key}`, [tone(pair, 150), rest(20)]]),
  ),
};

function samples(segments) {
  const out = [];
  for (const { frequencies, ms } of segments) {
    const count = Math.round((ms / 1000) * RATE);
    const ramp = Math.min(count / 2, RATE * 0.01);
    for (let i = 0; i < count; i += 1) {
      const envelope = Math.min(1, i / ramp, (count - i) / ramp);
      const t = i / RATE;
      const mix = frequencies.reduce((sum, f) => sum + Math.sin(2 * Math.PI * f * t), 0);
      const value = frequencies.length ? (0.45 * envelope * mix) / frequencies.length : 0;
      out.push(Math.round(128 + 127 * value));
    }
  }
  return Buffer.from(out);
}

function wav(data) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // byte rate: 1 byte a sample
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

fs.mkdirSync(OUT, { recursive: true });
for (const [name, segments] of Object.entries(SOUNDS)) {
  fs.writeFileSync(path.join(OUT, `${name}.wav`), wav(samples(segments)));
}
process.stdout.write(`${Object.keys(SOUNDS).length} sounds written\n`);
