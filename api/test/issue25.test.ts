/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../src/db/db';
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
