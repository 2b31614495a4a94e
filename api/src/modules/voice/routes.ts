import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { buildVoiceToken } from '../../lib/voice-token';
import { actor } from '../../plugins/auth';

export default function voiceRoutes(app: App): void {
  app.get(
    '/twilio/token/',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['voice'],
        summary: 'Voice access token {token, identity}',
        description:
          'A Twilio AccessToken (Voice grant) when TWILIO_* is configured, else a token of the same format for the local voice gateway, signed HS256 with VOICE_GATEWAY_SECRET; identity user-<id>, ttl 3600 s.',
        response: { 200: Type.Object({ token: Type.String(), identity: Type.String() }) },
      },
    },
    (req) => Promise.resolve(buildVoiceToken(app.cfg, actor(req).id)),
  );
}
