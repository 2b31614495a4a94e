/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../src/db/db';
import { clientKey } from '../src/plugins/rate-limit';
import { setup } from './helpers';
import type { Ctx } from './helpers';

/** Issue 25 (an outside probe of the API): one block per finding; each test failed before its fix. */
let ctx: Ctx;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

describe('finding 2: the embedded engine on disk flushes every commit', () => {
  test('is opened with fsync on, and a commit reaches the disk through fsync', async () => {
    const dir = fs.mkdtempSync(join(tmpdir(), 'care-durable-'));
    const db = await openPglite(dir);
    try {
      expect(await db.query('SHOW fsync')).toEqual([{ fsync: 'on' }]);
      await db.exec('CREATE TABLE marks (id serial PRIMARY KEY, note text)');
      const flush = jest.spyOn(fs, 'fsyncSync');
      await db.query('INSERT INTO marks (note) VALUES ($1)', ['dose taken']);
      expect(flush).toHaveBeenCalled();
      flush.mockRestore();
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('finding 9: a CSRF token is bound to the session it was issued to', () => {
  const withToken = (token: string) => ({ cookie: `csrftoken=${token}`, 'x-csrftoken': token });
  const patchMe = (access: string, csrf: string) =>
    ctx.call({
      method: 'PATCH',
      url: '/api/users/me/',
      token: access,
      body: { first_name: 'Margaret' },
      csrf: false,
      headers: withToken(csrf),
    });

  test('a token fetched by one session is refused for another, accepted for its own', async () => {
    const a = await ctx.login('user');
    const b = await ctx.login('user');
    const fetched = await ctx.call({ method: 'GET', url: '/api/csrf/', token: a.access });
    const tokenA = fetched.json().csrfToken as string;
    expect((await patchMe(b.access, tokenA)).statusCode).toBe(403);
    expect((await patchMe(a.access, tokenA)).statusCode).toBe(200);
    // Signed in, /csrf/ replaces an anonymous cookie with one bound to the session.
    const again = await ctx.call({
      method: 'GET',
      url: '/api/csrf/',
      token: b.access,
      headers: { cookie: `csrftoken=${ctx.csrf}` },
    });
    const tokenB = again.json().csrfToken as string;
    expect(tokenB).not.toBe(ctx.csrf);
    expect((await patchMe(a.access, tokenB)).statusCode).toBe(403);
    expect((await patchMe(b.access, tokenB)).statusCode).toBe(200);
  });
});

describe('finding 8: no account enumeration, no reset spraying, IPv6 limits by /64', () => {
  test('registering a known e-mail answers as a new one does, and tells the owner', async () => {
    const register = (email: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/register/',
        body: { email, password: 'Someone#2026', username: `u${email.length}x${Date.now()}` },
        csrf: false,
      });
    const fresh = await register('brand-new-person@care.test');
    const known = await register('user2@care.test');
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    const outbox = await ctx.call({
      method: 'GET',
      url: '/api/dev/outbox?to=user2@care.test',
    });
    expect(outbox.json()[0]).toMatchObject({
      subject: 'Someone tried to register with your e-mail',
    });
  });

  test('one address cannot ask resets for every account', async () => {
    const ask = (i: number) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/password-reset/',
        body: { email: `person${i}@care.test` },
        csrf: false,
        remoteAddress: '198.51.100.7',
      });
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) answers.push((await ask(i)).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  test('two addresses of one IPv6 /64 share a limit', async () => {
    expect(clientKey({ ip: '2001:db8:a:b::1' })).toBe(clientKey({ ip: '2001:db8:a:b:ffff::9' }));
    expect(clientKey({ ip: '2001:db8:a:c::1' })).not.toBe(clientKey({ ip: '2001:db8:a:b::1' }));
    expect(clientKey({ ip: '::ffff:192.0.2.1' })).toBe('192.0.2.1');
    const ask = (i: number, remoteAddress: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/password-reset/',
        body: { email: `v6-${i}@care.test` },
        csrf: false,
        remoteAddress,
      });
    for (let i = 0; i < 20; i += 1) await ask(i, `2001:db8:5:6::${(i + 1).toString(16)}`);
    expect((await ask(99, '2001:db8:5:6:1:2:3:4')).statusCode).toBe(429);
  });
});
