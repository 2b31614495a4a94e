import { apiClient, createFakeAdapter } from '@care/shared';
import type { FakeAdapter } from '@care/shared';
import { getVoiceToken, VOICE_TOKEN_PATH } from './get-voice-token';

const realAdapter = apiClient.defaults.adapter;
let fake: FakeAdapter;

beforeEach(() => {
  sessionStorage.clear();
  fake = createFakeAdapter();
  apiClient.defaults.adapter = fake.adapter;
});

afterAll(() => {
  apiClient.defaults.adapter = realAdapter;
});

describe('voice token (spec 7: GET /twilio/token/)', () => {
  it('returns the token string', async () => {
    fake.on('get', VOICE_TOKEN_PATH, { status: 200, data: { token: 'a.b.c', identity: 'user-1' } });
    await expect(getVoiceToken()).resolves.toBe('a.b.c');
    expect(fake.calls('get', VOICE_TOKEN_PATH)).toHaveLength(1);
  });

  it.each([[{}], [{ token: 42 }], [{ token: '' }], [null]])(
    'refuses an answer without a token string (spec 5): %p',
    async (data) => {
      fake.on('get', VOICE_TOKEN_PATH, { status: 200, data });
      await expect(getVoiceToken()).rejects.toThrow('no token');
    },
  );
});
