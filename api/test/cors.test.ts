import { setup } from './helpers';
import type { Ctx } from './helpers';

/**
 * The site is another origin than the API, so the browser sends a request header only when the API's CORS answer
 * allows it: the headers the site's own calls send must all be allowed.
 */
let ctx: Ctx;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

/** The headers the API's preflight answer allows the site to send to `url`. */
async function allowedHeaders(url: string, requested: string[]): Promise<string[]> {
  const res = await ctx.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'GET',
      'access-control-request-headers': requested.join(','),
    },
  });
  expect(res.statusCode).toBe(204);
  expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  return String(res.headers['access-control-allow-headers'])
    .toLowerCase()
    .split(',')
    .map((h) => h.trim());
}

test('the site may send X-KIOSK-PAIRING (and X-DEVICE-ID) to the kiosk bootstrap (docs/product.md 4.3)', async () => {
  const requested = ['x-device-id', 'x-kiosk-pairing'];
  expect(await allowedHeaders('/api/kiosk_bootstrap_config/', requested)).toEqual(
    expect.arrayContaining(requested),
  );
});
