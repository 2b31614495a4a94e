import { resetTestEnvironment } from '@care/shared/testing';
import type { FakeAdapter } from '@care/shared/testing';
import { getVoiceToken, VOICE_TOKEN_PATH } from './get-voice-token';

let api: FakeAdapter;

beforeEach(() => {
  api = resetTestEnvironment();
});

describe('voice token (spec 7: GET /twilio/token/)', () => {
  it('returns the token string', async () => {
    api.on('get', VOICE_TOKEN_PATH, { status: 200, data: { token: 'a.b.c', identity: 'user-1' } });
    await expect(getVoiceToken()).resolves.toBe('a.b.c');
    expect(api.calls('get', VOICE_TOKEN_PATH)).toHaveLength(1);
  });

  it.each([[{}], [{ token: 42 }], [{ token: '' }], [null]])(
    'refuses an answer without a token string (spec 5): %p',
    async (data) => {
      api.on('get', VOICE_TOKEN_PATH, { status: 200, data });
      await expect(getVoiceToken()).rejects.toThrow('no token');
    },
  );
});
