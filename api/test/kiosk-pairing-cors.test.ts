import { setup } from './helpers';
import type { Ctx } from './helpers';

/**
 * docs/product.md 4.3: the site (another origin than the API) asks the bootstrap with the pairing's device code in
 * X-KIOSK-PAIRING; the browser sends it only when the API's CORS answer allows the header.
 */
let ctx: Ctx;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

test('the site may send X-KIOSK-PAIRING (and X-DEVICE-ID) to the kiosk bootstrap', async () => {
  const res = await ctx.app.inject({
    method: 'OPTIONS',
    url: '/api/kiosk_bootstrap_config/',
    headers: {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-device-id,x-kiosk-pairing',
    },
  });
  expect(res.statusCode).toBe(204);
  expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  const allowed = String(res.headers['access-control-allow-headers'])
    .toLowerCase()
    .split(',')
    .map((h) => h.trim());
  expect(allowed).toEqual(expect.arrayContaining(['x-device-id', 'x-kiosk-pairing']));
});
