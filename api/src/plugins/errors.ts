import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DbError } from '../db/db';
import { YEAR_RANGE } from '../lib/formats';
import { badRequest, HttpError, notFound } from '../lib/http-errors';
import { inputSchemas, malformedScalar } from '../lib/validation';

/** Fastify's own client errors, in words a client developer can act on. */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data body.',
};

function holdsNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (v === null || typeof v !== 'object' || depth > 32) return false;
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || holdsNul(x, depth + 1));
}

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TIME_OF_DAY_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

/** A value of the wrong JSON type (types are never coerced in bodies): what the field takes. */
const TYPE_MESSAGES: Record<string, string> = {
  string: 'Must be text.',
  integer: 'Must be a whole number.',
  number: 'Must be a number.',
  boolean: 'Must be true or false.',
  array: 'Must be a list.',
  object: 'Must be an object.',
  null: 'Must be null.',
};

/** A plain sentence for one schema violation, to show beside its field. */
function fieldMessage(issue: AjvIssue): string {
  const limit = issue.params.limit;
  switch (issue.keyword) {
    case 'required':
      return 'This field is required.';
    case 'minLength':
      return limit === 1 ? 'This field is required.' : `At least ${String(limit)} characters.`;
    case 'maxLength':
      return `At most ${String(limit)} characters.`;
    case 'maxItems':
      return `At most ${String(limit)} entries.`;
    case 'minimum':
      return `At least ${String(limit)}.`;
    case 'maximum':
      return `At most ${String(limit)}.`;
    case 'format':
      return issue.params.format === 'date'
        ? `Enter a real date (YYYY-MM-DD) ${YEAR_RANGE}.`
        : issue.params.format === 'date-time'
          ? `Enter a real date and time ${YEAR_RANGE}.`
          : 'Not in the expected format.';
    case 'pattern':
      return issue.params.pattern === TIME_OF_DAY_PATTERN
        ? 'Enter a time between 00:00 and 23:59.'
        : 'Not in the expected format.';
    case 'type':
      return TYPE_MESSAGES[String(issue.params.type)] ?? 'This value is not valid.';
    default:
      return 'This value is not valid.';
  }
}

/** `{field: message}` for a body or query violation, so a form shows it beside the field. */
function fieldsOf(context: string | undefined, issue: AjvIssue | undefined) {
  if (!issue || (context !== 'body' && context !== 'querystring')) return {};
  const name =
    issue.keyword === 'required'
      ? String(issue.params.missingProperty)
      : issue.instancePath.split('/')[1];
  return name ? { fields: { [name]: fieldMessage(issue) } } : {};
}

/**
 * One error handler for the whole API: expected refusals go out as `{detail, code?}`; client
 * mistakes are 4xx with a safe message; anything else is logged and answers a bare 500.
 */
export default fp(
  (app: FastifyInstance, _opts: unknown, done: () => void) => {
    app.setErrorHandler(
      (err: FastifyError | HttpError, req: FastifyRequest, reply: FastifyReply) => {
        if (err instanceof HttpError) return reply.code(err.statusCode).send(err.body);
        const e = err as FastifyError & { detail?: string };
        if (e.validation) {
          const first = e.validation[0];
          const where = `${e.validationContext ?? 'body'}${first?.instancePath ?? ''}`;
          const detail = `Invalid input: ${where} ${first?.message ?? 'is invalid'}`;
          return reply.code(400).send({
            detail,
            message: detail,
            code: 'invalid',
            ...fieldsOf(e.validationContext, first),
          });
        }
        if (e.statusCode === 429) {
          return reply
            .code(429)
            .send({ detail: e.detail ?? 'Too many requests.', code: 'throttled' });
        }
        if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
          return reply
            .code(413)
            .send({ detail: 'File exceeds 5MB.', message: 'File exceeds 5MB.' });
        }
        if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
          // Fastify's own client errors (bad JSON, wrong content type, body too large): safe messages.
          const detail =
            CLIENT_ERRORS[e.code] ??
            (e.statusCode === 413
              ? 'Request body is too large.'
              : e.statusCode === 415
                ? 'Unsupported media type.'
                : 'Malformed request.');
          return reply.code(e.statusCode).send({ detail, code: e.code });
        }
        if (err instanceof DbError && err.code) {
          // Data the database refuses is bad input, whatever slipped past the schemas.
          if (err.code === '23505') {
            return reply
              .code(409)
              .send({ detail: 'This conflicts with existing data.', code: 'conflict' });
          }
          if (err.code.startsWith('22') || err.code.startsWith('23')) {
            req.log.info({ err }, 'database refused a value');
            return reply.code(400).send({ detail: 'Invalid value.', code: 'invalid' });
          }
        }
        req.log.error({ err }, 'unhandled error');
        return reply.code(500).send({ detail: 'Internal server error.' });
      },
    );
    // PostgreSQL text cannot hold U+0000: refuse it at the door, in any body, query or path.
    app.addHook('preValidation', (req, _reply, next) => {
      next(
        holdsNul(req.body) || holdsNul(req.query) || holdsNul(req.params)
          ? badRequest('Text must not contain NUL characters.', { code: 'invalid' })
          : undefined,
      );
    });
    // Path ids are decimal digits only (Ajv's coercion alone reads `0x1`, `1e0`, ` 1`, `+1` as 1):
    // any other text names nothing, the same 404 as an unknown id. A query number or boolean in any
    // other form is a 400 naming the field. Runs before validation coerces the text.
    app.addHook('preValidation', (req, _reply, next) => {
      const { params, querystring } = inputSchemas(req.routeOptions.schema);
      if (malformedScalar(params, req.params, 'path') !== null) {
        const access = req.routeOptions.config.access;
        next(notFound(access && 'target' in access ? access.target.notFound : undefined));
        return;
      }
      const field = malformedScalar(querystring, req.query, 'query');
      next(
        field === null
          ? undefined
          : badRequest(`Invalid input: querystring/${field} is not in the expected form`, {
              code: 'invalid',
              fields: { [field]: 'Not in the expected format.' },
            }),
      );
    });
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: 'Not found.' }));
    done();
  },
  { name: 'errors' },
);
