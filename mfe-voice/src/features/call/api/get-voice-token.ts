import { apiClient } from '@care/shared';

/** Spec 7: GET /twilio/token/ → a voice access token (the provider's, or the local gateway's). */
export const VOICE_TOKEN_PATH = '/twilio/token/';

/** Spec 5: the SDK accepts only a string token. */
export async function getVoiceToken(): Promise<string> {
  const { data } = await apiClient.get<unknown>(VOICE_TOKEN_PATH);
  const token =
    typeof data === 'object' && data !== null ? (data as { token?: unknown }).token : null;
  if (typeof token !== 'string' || token === '')
    throw new Error('The voice token response has no token.');
  return token;
}
