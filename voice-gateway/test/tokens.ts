import { createHmac } from 'node:crypto';

export const SECRET = 'test-voice-gateway-secret';

interface TokenOptions {
  identity?: string;
  ttlSeconds?: number;
  secret?: string;
  header?: Record<string, string>;
  incoming?: boolean;
  iatOffsetSeconds?: number;
}

/** A voice token in the API's format (api: buildVoiceToken), signed HS256. */
export function voiceToken(options: TokenOptions = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const iat = now + (options.iatOffsetSeconds ?? 0);
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = part(options.header ?? { alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
  const body = part({
    jti: `local-${iat}`,
    iss: 'care-api',
    sub: 'local-voice-gateway',
    iat,
    exp: now + (options.ttlSeconds ?? 3600),
    grants: {
      identity: options.identity ?? 'user-1',
      voice: {
        incoming: { allow: options.incoming ?? true },
        outgoing: { application_sid: 'local' },
      },
    },
  });
  const signature = createHmac('sha256', options.secret ?? SECRET)
    .update(`${head}.${body}`)
    .digest('base64url');
  return `${head}.${body}.${signature}`;
}
