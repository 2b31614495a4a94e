import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateRequest } from 'twilio/lib/webhooks/webhooks';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import type { AppConfig } from '../../config';
import { HttpError } from '../../lib/http-errors';
import { ErrorBody, UserParams } from '../../lib/schemas';
import { actor, target } from '../../plugins/auth';
import { perMinute } from '../../plugins/rate-limit';
import { insertAudit } from '../audit';
import { CALL_OUTCOMES, endCall, insertCall, listCallsOf } from './repository';
import type { CallOutcome } from './repository';
import { CallLogEntry, callLogOut, StatusBody, VoiceRequestBody } from './schemas';
import { buildVoiceToken } from './token';
import { emptyTwiml, routeCall, twimlFor } from './service';

const tags = ['voice'];
const TWIML_PATH = '/voice/twiml/';
const STATUS_PATH = '/voice/status/';
/** The provider's request body is form-encoded; bigger than this is not a voice request. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;
const CALL_LOG_LIMIT = 50;

/**
 * The key the provider signs webhook requests with: the account's auth token, or (without the provider)
 * the local gateway's voice key, which signs the same way.
 */
const signingKey = (cfg: AppConfig): string => cfg.twilio?.authToken ?? cfg.voiceGatewaySecret;

/** The URL the provider was told to call, which is what it signs (never the Host this request names). */
const webhookUrl = (cfg: AppConfig, path: string): string => `${cfg.voice.publicApiUrl}${path}`;

const TWIML = { 200: { content: { 'text/xml': { schema: Type.String() } } }, 403: ErrorBody };

/** The status report's words, or null for a call still on (ringing, in-progress). */
function outcomeOf(status: string | undefined): CallOutcome | null {
  if (status === 'answered') return 'completed';
  return CALL_OUTCOMES.find((o) => o === status) ?? null;
}

const seconds = (raw: string | undefined): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, 2147483647) : 0;
};

export default function voiceRoutes(app: App): void {
  const { cfg, db } = app;

  app.get(
    '/twilio/token/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Voice access token {token, identity}',
        description:
          'A Twilio AccessToken (Voice grant) when TWILIO_* is configured, else a token of the same format for the local voice gateway, signed HS256 with VOICE_GATEWAY_SECRET; identity user-<id>, ttl 3600 s.',
        response: { 200: Type.Object({ token: Type.String(), identity: Type.String() }) },
      },
    },
    (req) => Promise.resolve(buildVoiceToken(app.cfg, actor(req).id)),
  );

  app.get(
    '/users/:id/calls/',
    {
      config: { access: access.care() },
      schema: {
        tags,
        summary: "A user's calls, newest first (the last 50)",
        description:
          'Calls the user made or received through the voice webhook: who called whom, when, how long, how it ended.',
        params: UserParams,
        response: { 200: Type.Array(CallLogEntry) },
      },
    },
    async (req) => (await listCallsOf(db, target(req).id, CALL_LOG_LIMIT)).map(callLogOut),
  );

  // The provider's webhooks post forms: that parser lives in this scope alone, so no other route takes a
  // form a foreign page could post across sites.
  void app.register((scope: FastifyInstance, _opts, done) => {
    const webhooks = scope.withTypeProvider<TypeBoxTypeProvider>();
    webhooks.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, parsed) => {
        parsed(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    /** X-Twilio-Signature over the configured URL and every parameter, before anything else reads them. */
    const signed =
      (path: string) =>
      (req: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
        const header = req.headers['x-twilio-signature'];
        const params = req.body;
        const ok =
          typeof header === 'string' &&
          typeof params === 'object' &&
          params !== null &&
          !Array.isArray(params) &&
          Object.values(params).every((v) => typeof v === 'string') &&
          validateRequest(
            signingKey(cfg),
            header,
            webhookUrl(cfg, path),
            params as Record<string, string>,
          );
        if (!ok) {
          req.log.warn({ path }, 'voice webhook request with a bad signature');
          done(new HttpError(403, { detail: 'This request is not signed by the voice provider.' }));
          return;
        }
        done();
      };
    const limit = perMinute(cfg.voice.webhookPerMinute);

    webhooks.post(
      TWIML_PATH,
      {
        config: { access: access.public(), csrf: false, rateLimit: limit },
        preValidation: signed(TWIML_PATH),
        schema: {
          tags,
          summary: 'The voice webhook (the TwiML application’s voice URL): what a call dials',
          description:
            'Called by the voice provider (and by the local gateway, signed the same way) when a browser or kiosk starts a call. The X-Twilio-Signature must sign PUBLIC_API_URL + this path with the parameters (403 otherwise). Answers TwiML: a kiosk’s call to one of its person’s emergency contacts dials the contact’s browser when the contact uses the product, else the contact’s number (with TWILIO_CALLER_ID); a call to `client:user-<id>` dials that user when the caller may ring them (an admin or the person’s clinician calling a kiosk, among others); anything else is refused in spoken words. The call is recorded in the call log.',
          body: VoiceRequestBody,
          response: TWIML,
        },
      },
      async (req, reply) => {
        const { CallSid, From, To } = req.body;
        const routing = await routeCall(db, cfg.voice, From.trim(), To.trim());
        if (routing.kind !== 'refused') {
          const callee = routing.kind === 'client' ? routing.callee : null;
          await db.tx(async (q) => {
            const created = await insertCall(q, {
              callSid: CallSid,
              callerId: routing.caller.id,
              calleeId: callee?.id ?? null,
              calleeNumber: routing.kind === 'number' ? routing.number : null,
              calleeName:
                routing.kind === 'number'
                  ? routing.name
                  : callee
                    ? callee.display_name || `${callee.first_name} ${callee.last_name}`.trim()
                    : '',
            });
            // A call to a kiosk is someone reaching into a person's home: the audit log keeps it.
            if (created && callee?.device_id) {
              await insertAudit(q, {
                actorId: routing.caller.id,
                subjectUserId: callee.id,
                action: 'call',
                resource: 'kiosk',
                resourceId: CallSid,
                ip: req.ip,
              });
            }
          });
        } else {
          req.log.info({ callSid: CallSid, refusal: routing.refusal }, 'voice call refused');
        }
        return reply
          .type('text/xml; charset=utf-8')
          .send(twimlFor(routing, cfg.voice, webhookUrl(cfg, STATUS_PATH)));
      },
    );

    webhooks.post(
      STATUS_PATH,
      {
        config: { access: access.public(), csrf: false, rateLimit: limit },
        preValidation: signed(STATUS_PATH),
        schema: {
          tags,
          summary: 'The voice webhook’s status reports: how a call ended, for the call log',
          description:
            'The dial’s action (DialCallStatus, DialCallDuration) and the TwiML application’s status callback (CallStatus, CallDuration), signed like the voice URL (403 otherwise). The first final report of a call is kept: completed, no-answer, busy, failed or canceled. Answers empty TwiML.',
          body: StatusBody,
          response: TWIML,
        },
      },
      async (req, reply) => {
        const b = req.body;
        const dialled = b.DialCallStatus !== undefined;
        const outcome = outcomeOf(dialled ? b.DialCallStatus : b.CallStatus);
        if (outcome !== null) {
          const duration = seconds(dialled ? b.DialCallDuration : b.CallDuration);
          await endCall(db, b.CallSid, outcome, outcome === 'completed' ? duration : 0);
        }
        return reply.type('text/xml; charset=utf-8').send(emptyTwiml());
      },
    );
    done();
  });
}
