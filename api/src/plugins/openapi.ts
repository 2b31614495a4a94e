import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { describeAccess, isServiceAccess } from '../access/rules';
import type { Access, ServiceRule } from '../access/rules';
import { API_CONTRACT_VERSION } from '../contract-version';
import { namedSchemas } from '../lib/schemas';
import { needsCsrf } from './csrf';

const ERROR = { $ref: 'ErrorBody#' };
/** The security scheme of each service rule's credential. */
const SERVICE_SCHEMES: Record<ServiceRule, string> = { 'voice-gateway': 'voiceGateway' };
const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `{detail, message, code}`',
  401: 'Not signed in, or a token problem (`code: token_not_valid`)',
  403: 'Refused by the access rule or the CSRF check',
  404: 'Not found',
  413: 'Body or file too large',
  415: 'Unsupported media type',
  429: 'Too many requests (Retry-After header)',
};

function accessText(a: Access): string {
  if (isServiceAccess(a)) return `${a.rule} (that service's own bearer token; no user's token)`;
  if (a.rule === 'public') {
    return a.identify ? `public (reads a bearer token when sent: ${a.identify})` : 'public';
  }
  return 'target' in a ? `${a.rule} of the ${a.target.resource} in \`${a.target.name}\`` : a.rule;
}

/**
 * Completes each route's contract from what it declares: the error answers its access rule,
 * its inputs and its limits can produce, the `x-access` extension and the security schemes.
 */
function completeContract(route: RouteOptions): void {
  const access = route.config?.access;
  // HEAD routes share their GET's schema object: complete it once.
  if (!access || route.schema?.hide || (route.schema && 'x-access' in route.schema)) return;
  const schema = (route.schema ??= {}) as Record<string, unknown> & {
    response?: Record<string, unknown>;
    description?: string;
  };
  const response = (schema.response ??= {});
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const add = (code: number): void => {
    response[code] ??= { ...ERROR, description: DESCRIPTIONS[code] };
  };
  const hasInput = ['body', 'querystring', 'params', 'headers'].some((k) => k in schema);
  if (hasInput || methods.some((m) => m !== 'GET' && m !== 'HEAD')) add(400);
  if (access.rule !== 'public' || access.identify === 'optional') add(401);
  const csrf = methods.some((m) => needsCsrf(m, route.config?.csrf));
  const refusesUsers = !['public', 'signed-in'].includes(access.rule) && !isServiceAccess(access);
  if (refusesUsers || csrf) add(403);
  if ('target' in access || 'params' in schema) add(404);
  if ('body' in schema || schema.consumes) add(413);
  if (route.config?.rateLimit) add(429);
  schema['x-access'] = describeAccess(access);
  const unsafe = methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m));
  const line = `Access: ${accessText(access)}.${unsafe && !csrf ? ' CSRF-exempt.' : ''}`;
  schema.description = schema.description ? `${schema.description}\n\n${line}` : line;
  if (isServiceAccess(access)) {
    schema.security = [{ [SERVICE_SCHEMES[access.rule]]: [] }];
  } else if (access.rule !== 'public' || access.identify) {
    schema.security = csrf ? [{ bearer: [], csrf: [] }] : [{ bearer: [] }];
  } else {
    schema.security = csrf ? [{ csrf: [] }] : [];
  }
}

/** The OpenAPI 3.1 document (GET /api/openapi.json) and its browsable UI (GET /api/docs). */
export default fp(
  async (app: FastifyInstance) => {
    for (const schema of namedSchemas()) app.addSchema(schema);
    app.addHook('onRoute', completeContract);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Care coordination API',
          version: API_CONTRACT_VERSION,
          description:
            'Reference implementation of the /api contract (spec section 7). Authentication: ' +
            '`Authorization: Bearer <access JWT>`. Every POST/PUT/PATCH/DELETE needs the ' +
            '`X-CSRFToken` header equal to the `csrftoken` cookie set by GET /api/csrf/, except the ' +
            'calls marked "CSRF-exempt" (they carry no session cookie). Each operation states who ' +
            'may call it (`x-access`, and an "Access:" line in its description). Errors: ' +
            '`{detail, code?}`; token problems are 401 `{detail, code: "token_not_valid"}`.',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
            voiceGateway: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description:
                'The local voice gateway: HS256 with VOICE_GATEWAY_SECRET, `iss: voice-gateway`, `sub: directory`.',
            },
          },
        },
      },
      // Bodies a handler parses itself (multipart) are documented, not validated.
      transform: ({ schema, url, route }) => {
        const body = route.config?.openapiBody;
        return { schema: body ? { ...schema, body } : schema, url };
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) =>
          typeof json.$id === 'string' ? json.$id : `def-${i}`,
      },
    });
    // Served from the package's own files: the docs work offline.
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Nothing leaves the machine: no validator badge, and plain http works on loopback.
      transformStaticCSP: (header) =>
        header.replace(' validator.swagger.io', '').replace(' upgrade-insecure-requests;', ''),
      uiConfig: { deepLinking: true, docExpansion: 'list', validatorUrl: null },
    });
    app.get(
      '/api/openapi.json',
      { config: { access: { rule: 'public' } }, schema: { hide: true } },
      (_req, reply) => reply.send(app.swagger()),
    );
  },
  { name: 'openapi', dependencies: ['auth'] },
);
