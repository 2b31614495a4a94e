/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { makeImage, multipart, setup } from './helpers';
import type { Ctx } from './helpers';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await setup({
    rateLimits: { login: 3, loginPerIp: 1000, refresh: 3, passwordReset: 2, kiosk: 3 },
  });
});
afterAll(async () => {
  await ctx.close();
});

test.each([
  ['login', '/api/auth/login/', { email: 'user@care.test', password: 'wrong-wrong' }, 3],
  ['token refresh', '/api/auth/token/refresh/', { refresh: 'x.y.z' }, 3],
  ['password reset', '/api/auth/password-reset/', { email: 'user@care.test' }, 2],
])('%s is rate limited with Retry-After', async (_name, url, body, max) => {
  for (let i = 0; i < max; i += 1) {
    const res = await ctx.call({ method: 'POST', url, body, csrf: false });
    expect(res.statusCode).not.toBe(429);
  }
  const limited = await ctx.call({ method: 'POST', url, body, csrf: false });
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json().detail).toMatch(/Too many requests/);
});

test('login limit is per e-mail: another account still signs in', async () => {
  const res = await ctx.signIn('admin@care.test', 'CareDemo#2026');
  expect(res.statusCode).toBe(200);
});

test('JSON bodies are size-capped', async () => {
  const { access } = await ctx.login('user2');
  const res = await ctx.call({
    method: 'POST',
    url: '/api/support/',
    token: access,
    body: { subject: 'x', message: 'y'.repeat(2 * 1024 * 1024) },
  });
  expect(res.statusCode).toBe(413);
});

test('picture uploads are limited per account, with Retry-After', async () => {
  const limited = await setup({ uploadsPerMinute: 2 });
  try {
    const image = await makeImage('png');
    const send = async (role: 'user' | 'admin') => {
      const m = multipart([{ name: 'image', value: image, filename: 'a.png', type: 'image/png' }]);
      return limited.call({
        method: 'POST',
        url: `/api/picturebook/${limited.ids.user}/`,
        token: (await limited.login(role)).access,
        payload: m.payload,
        headers: m.headers,
      });
    };
    expect((await send('user')).statusCode).toBe(201);
    expect((await send('user')).statusCode).toBe(201);
    const refused = await send('user');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account (an admin filling the same book) has its own allowance.
    expect((await send('admin')).statusCode).toBe(201);
  } finally {
    await limited.close();
  }
});
