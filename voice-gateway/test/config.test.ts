import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, secretSource, SECRET_FILE } from '../src';

describe('configuration', () => {
  it('takes VOICE_GATEWAY_SECRET as it is', () => {
    expect(secretSource({ VOICE_GATEWAY_SECRET: 'abc' }, '/nowhere')()).toBe('abc');
  });

  it('otherwise reads the file the API writes in its data folder, once it exists', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-secret-'));
    try {
      const read = secretSource({ DATA_DIR: dir }, '/nowhere');
      expect(read).toThrow(SECRET_FILE);
      writeFileSync(path.join(dir, SECRET_FILE), 'deadbeef\n');
      expect(read()).toBe('deadbeef');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has the stack defaults and validates numbers', () => {
    const config = loadConfig({ VOICE_GATEWAY_SECRET: 's' });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4100,
      apiUrl: 'http://localhost:4000/api',
    });
    expect(loadConfig({ VOICE_GATEWAY_API_URL: 'none' }).apiUrl).toBeNull();
    expect(() => loadConfig({ VOICE_GATEWAY_PORT: 'x' })).toThrow('VOICE_GATEWAY_PORT');
  });
});
