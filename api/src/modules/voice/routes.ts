import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { notFound } from '../../lib/http-errors';
import { ErrorBody } from '../../lib/schemas';
import { buildVoiceToken } from '../../lib/voice-token';
import { actor } from '../../plugins/auth';
import { callName, DirectoryEntry, DirectoryQuery, identityOf } from './schemas';
import { lookUpCall } from './service';

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

  app.get(
    '/voice/directory/',
    {
      config: { access: access.voiceGateway('Only the voice gateway may ask the directory.') },
      schema: {
        tags: ['voice'],
        summary: 'For the local voice gateway: who a dialled number or client name reaches',
        description:
          'It plays the part of the voice provider’s application webhook for the local gateway. `from` is the caller’s identity (`user-<id>`). `to` is `client:user-<id>` (reached when the caller reaches that user’s care data, or the callee is the caller’s clinician or caregiver) or the digits of one of the caller’s emergency contacts whose e-mail is a user’s. 404 when nobody is reachable.',
        querystring: DirectoryQuery,
        response: { 200: DirectoryEntry, 404: ErrorBody },
      },
    },
    async (req) => {
      const found = await lookUpCall(app.db, req.query.from, req.query.to);
      if (!found) throw notFound();
      return {
        identity: identityOf(found.callee),
        name: callName(found.callee),
        caller_name: callName(found.caller),
      };
    },
  );
}
