// @engine-sensitive: NUL bytes, encodings and out-of-range values as the engine refuses them.
import { setup } from './helpers';
import type { Ctx, Role } from './helpers';
import {
  fields,
  loadDocument,
  margaretIds,
  operations,
  sample,
  urlFor,
  withField,
} from './support/openapi';
import type { Operation } from './support/openapi';

/**
 * Bad input is a 4xx with a clear message on every operation of the document, never a 500:
 * NUL bytes in text, year-0 and out-of-range instants, impossible dates, out-of-range integers,
 * malformed JSON and multipart bodies, huge strings, NUL bytes in queries and paths.
 */
let ctx: Ctx;
let ops: Operation[];
let ids: Record<string, number>;
const tokens = {} as Record<Role, string>;
let doc: Awaited<ReturnType<typeof loadDocument>>;

beforeAll(async () => {
  ctx = await setup();
  for (const r of ['user', 'superuser'] as const) tokens[r] = (await ctx.login(r)).access;
  doc = await loadDocument(ctx);
  ops = operations(doc);
  ids = await margaretIds(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const BAD: Record<string, unknown[]> = {
  string: ['nul \u0000 byte', 'x'.repeat(100_000)],
  'date-time': ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-23:59', '2026-02-30T10:00:00Z'],
  date: ['0000-01-01', '2026-02-30'],
  integer: [2147483648, -1, 1e20],
};

interface Attempt {
  name: string;
  payload?: string | Buffer;
  body?: unknown;
  contentType?: string;
  url?: string;
}

function attempts(o: Operation): Attempt[] {
  const url = urlFor(o, ids);
  const out: Attempt[] = [
    { name: 'NUL in the query', url: `${url}?search=%00&to=%00&device_id=%00&resource=%00` },
    { name: 'NUL as a path id', url: url.replace(/\/\d+\//, '/%00/') },
    { name: 'huge path id', url: url.replace(/\/\d+\//, '/99999999999999999999/') },
  ];
  const content = o.op.requestBody?.content ?? {};
  if (content['multipart/form-data']) {
    out.push(
      { name: 'multipart without boundary', payload: 'x', contentType: 'multipart/form-data' },
      {
        name: 'truncated multipart',
        payload:
          '--b\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n\xff\xd8',
        contentType: 'multipart/form-data; boundary=b',
      },
      { name: 'JSON to a multipart route', body: { image: 'x' } },
    );
  }
  const json = content['application/json']?.schema;
  if (!json) return out;
  out.push(
    { name: 'malformed JSON', payload: '{"a":', contentType: 'application/json' },
    { name: 'an array body', body: [1, 2] },
    { name: 'a string body', payload: '"\u0000"', contentType: 'application/json' },
  );
  const valid = sample(doc, json);
  for (const f of fields(doc, json)) {
    for (const bad of BAD[f.kind] ?? []) {
      out.push({
        name: `${f.path.join('.')} = ${String(bad).slice(0, 30)}`,
        body: withField(valid, f.path, bad),
      });
    }
  }
  return out;
}

test.each(['user', 'superuser'] as const)('no bad input answers 5xx (as %s)', async (who) => {
  const failures: string[] = [];
  let tried = 0;
  for (const o of ops) {
    for (const a of attempts(o)) {
      tried += 1;
      const res = await ctx.call({
        method: o.method,
        url: a.url ?? urlFor(o, ids),
        token: tokens[who],
        ...(a.payload !== undefined
          ? { payload: a.payload, headers: { 'content-type': a.contentType ?? 'application/json' } }
          : a.body !== undefined && !['GET', 'DELETE'].includes(o.method)
            ? { body: a.body }
            : {}),
      });
      const detail = String(res.headers['content-type'] ?? '').includes('json')
        ? (res.json<{ detail?: unknown }>().detail ?? null)
        : 'binary';
      if (res.statusCode >= 500 || (res.statusCode >= 400 && typeof detail !== 'string')) {
        failures.push(
          `${o.method} ${o.path} ${a.name}: ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      }
    }
  }
  expect(tried).toBeGreaterThan(500);
  expect(failures).toEqual([]);
});

test('malformed and empty JSON bodies say so', async () => {
  const send = (payload: string) =>
    ctx.call({
      method: 'POST',
      url: '/api/auth/login/',
      payload,
      headers: { 'content-type': 'application/json' },
      csrf: false,
    });
  const malformed = await send('{"email": ');
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json()).toMatchObject({ detail: 'Malformed JSON body.' });
  const empty = await send('');
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toMatchObject({ detail: 'The JSON body is empty.' });
});
