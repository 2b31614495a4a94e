import AccessToken from 'twilio/lib/jwt/AccessToken';
import type { AppConfig } from '../../config';

const VOICE_TOKEN_TTL = 3600;

/** The local gateway's stand-ins for the provider's account and key ids (tokens it alone accepts). */
const LOCAL_ACCOUNT = 'local-voice-gateway';
const LOCAL_KEY = 'care-api';

/**
 * A voice access token made by the provider's own library (twilio AccessToken + VoiceGrant): header
 * `cty: twilio-fpa;v=1`, iss = API key, sub = account SID, `grants.identity` and `grants.voice`, HS256 with
 * the API secret. Without provider credentials the same shape is signed with VOICE_GATEWAY_SECRET for the
 * local gateway (iss care-api, sub local-voice-gateway), so one verifier fits both.
 */
export function buildVoiceToken(
  cfg: AppConfig,
  userId: number,
): { token: string; identity: string } {
  const identity = `user-${userId}`;
  const provider = cfg.twilio;
  const token = new AccessToken(
    provider?.accountSid ?? LOCAL_ACCOUNT,
    provider?.apiKey ?? LOCAL_KEY,
    provider?.apiSecret ?? cfg.voiceGatewaySecret,
    { identity, ttl: VOICE_TOKEN_TTL },
  );
  token.addGrant(
    new AccessToken.VoiceGrant({
      incomingAllow: true,
      outgoingApplicationSid: provider?.twimlAppSid ?? 'local',
    }),
  );
  return { token: token.toJwt(), identity };
}
