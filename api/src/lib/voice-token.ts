import { nowSeconds, signJwt } from './jwt';
import type { AppConfig } from '../config';

export const VOICE_TOKEN_TTL = 3600;

/**
 * Twilio AccessToken format (header cty twilio-fpa;v=1, iss = API key, sub = account SID,
 * grants.identity + grants.voice), signed HS256 with the API secret. The local voice gateway gets
 * the same shape signed with VOICE_GATEWAY_SECRET, so one verifier fits both.
 */
export function buildVoiceToken(
  cfg: AppConfig,
  userId: number,
): { token: string; identity: string } {
  const identity = `user-${userId}`;
  const iat = nowSeconds();
  const exp = iat + VOICE_TOKEN_TTL;
  if (cfg.twilio) {
    const { accountSid, apiKey, apiSecret, twimlAppSid } = cfg.twilio;
    const token = signJwt(
      {
        jti: `${apiKey}-${iat}`,
        iss: apiKey,
        sub: accountSid,
        iat,
        exp,
        grants: {
          identity,
          voice: { incoming: { allow: true }, outgoing: { application_sid: twimlAppSid } },
        },
      },
      apiSecret,
      { cty: 'twilio-fpa;v=1' },
    );
    return { token, identity };
  }
  const token = signJwt(
    {
      jti: `local-${iat}-${userId}`,
      iss: 'care-api',
      sub: 'local-voice-gateway',
      iat,
      exp,
      grants: {
        identity,
        voice: { incoming: { allow: true }, outgoing: { application_sid: 'local' } },
      },
    },
    cfg.voiceGatewaySecret,
    { cty: 'twilio-fpa;v=1' },
  );
  return { token, identity };
}
