// @engine-sensitive: a dump and a restore replace every table in one transaction.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- response bodies are untyped JSON checked by the assertions themselves */
import { openBackup } from '../src/modules/backup/envelope';
import { setup } from './helpers';
import type { Ctx } from './helpers';

/** What the backup screen needs beyond export and restore: a preview, clear refusals, staying signed in. */
let ctx: Ctx;
let su: string;

beforeAll(async () => {
  ctx = await setup();
  su = (await ctx.login('superuser')).access;
});
afterAll(async () => {
  await ctx.close();
});

const PASS = 'a long backup passphrase';
/** Restores a plaintext document (as an older backup file would be) or the encrypted file. */
const restore = (backup: unknown, token = su, passphrase?: string) =>
  ctx.call({ method: 'POST', url: '/api/backup/restore/', token, body: { backup, passphrase } });
const download = () =>
  ctx.call({ method: 'POST', url: '/api/backup/', token: su, body: { passphrase: PASS } });
type Doc = { tables: Record<string, Record<string, unknown>[]> };
const exportDoc = async () => (await openBackup((await download()).json(), PASS)) as Doc;

test('the summary says what a backup holds and about how large it is', async () => {
  const summary = (
    await ctx.call({ method: 'GET', url: '/api/backup/summary/', token: su })
  ).json();
  expect(summary.version).toBe(1);
  expect(summary.tables).toMatchObject({ users: 9, emergency_contacts: 6, pictures: 3 });
  const doc = await exportDoc();
  const actual = Buffer.byteLength(JSON.stringify(doc));
  // An estimate of the document, within a quarter of its real size (the encrypted file, base64,
  // is a third larger).
  expect(Math.abs(summary.estimated_bytes - actual) / actual).toBeLessThan(0.25);
  expect(summary.pictures_bytes).toBeGreaterThan(0);
  const admin = (await ctx.login('admin')).access;
  expect(
    (await ctx.call({ method: 'GET', url: '/api/backup/summary/', token: admin })).statusCode,
  ).toBe(403);
});

test('refusals say what is wrong: not a backup, another version, damaged, not allowed', async () => {
  const notBackup = await restore({ name: 'holiday photos' });
  expect(notBackup.statusCode).toBe(400);
  expect(notBackup.json()).toMatchObject({
    detail: 'This file is not a backup of this service.',
    code: 'not_a_backup',
  });
  const doc = await exportDoc();
  const newer = await restore({ ...doc, version: 2 });
  expect(newer.json()).toMatchObject({
    detail: 'This backup is version 2; this server restores version 1 backups.',
    code: 'wrong_version',
  });
  const damaged = await restore({ ...doc, tables: { ...doc.tables, users: undefined } });
  expect(damaged.statusCode).toBe(400);
  expect(damaged.json().code).toBe('invalid_backup');
  expect(damaged.json().detail).toMatch(/^Invalid backup: .*users/);
  const malformed = await ctx.call({
    method: 'POST',
    url: '/api/backup/restore/',
    token: su,
    payload: '{"backup": {"version": 1, "tables": ',
    headers: { 'content-type': 'application/json' },
  });
  expect(malformed.json().detail).toBe('Malformed JSON body.');
  const admin = (await ctx.login('admin')).access;
  const refused = await restore(doc, admin);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().detail).toBe('Only a superuser with staff status may restore.');
});

test("a person's clock settings and language travel in the backup; a backup from before them restores the defaults", async () => {
  const person = await ctx.db.query<{ id: number }>(
    "SELECT id FROM users WHERE role = 'user' ORDER BY id LIMIT 2",
  );
  const [first, second] = person.map((p) => p.id);
  await ctx.db.query(
    "UPDATE users SET clock_24h = true, time_in_words = true, language = 'cy' WHERE id = $1",
    [first],
  );
  const doc = await exportDoc();
  const row = (id: number | undefined) => doc.tables.users?.find((u) => u.id === id);
  expect(row(first)).toMatchObject({ clock_24h: true, time_in_words: true, language: 'cy' });
  expect(row(second)).toMatchObject({ clock_24h: false, language: 'en' });
  // An older backup: the second person's row has no clock columns at all.
  const older = structuredClone(doc);
  const old = older.tables.users?.find((u) => u.id === second);
  delete old?.clock_24h;
  delete old?.time_in_words;
  delete old?.language;
  const res = await restore(older);
  expect(res.statusCode).toBe(200);
  // A restore signs everyone out; whoever restored gets fresh tokens (the next test goes on with them).
  su = res.json<{ access: string }>().access;
  const after = await ctx.db.query<{
    id: number;
    clock_24h: boolean;
    time_in_words: boolean;
    language: string;
  }>(
    'SELECT id, clock_24h, time_in_words, language FROM users WHERE id = ANY($1::int[]) ORDER BY id',
    [[first, second]],
  );
  expect(after).toEqual([
    { id: first, clock_24h: true, time_in_words: true, language: 'cy' },
    { id: second, clock_24h: false, time_in_words: false, language: 'en' },
  ]);
});

test('a backup holding a language this server does not speak is refused; nothing changes', async () => {
  const doc = await exportDoc();
  const before = await ctx.db.query<{ id: number; language: string }>(
    'SELECT id, language FROM users ORDER BY id',
  );
  const person = doc.tables.users?.find((u) => u.role === 'user');
  if (person) person.language = 'de';
  const res = await restore(doc);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    detail: 'Invalid backup: it does not fit the database schema.',
    code: 'invalid_backup',
  });
  expect(
    await ctx.db.query<{ id: number; language: string }>(
      'SELECT id, language FROM users ORDER BY id',
    ),
  ).toEqual(before);
});

test('whoever restores keeps working with fresh tokens when the backup holds their account', async () => {
  const file = (await download()).json();
  const doc = await exportDoc();
  const res = await restore(file, su, PASS);
  expect(res.statusCode).toBe(200);
  const out = res.json<{ access: string; refresh: string; counts: Record<string, number> }>();
  expect(out).toMatchObject({ detail: 'Backup restored.', signed_out: true });
  expect(out.counts.users).toBe(9);
  const me = await ctx.call({ method: 'GET', url: '/api/users/me/', token: out.access });
  expect(me.json().email).toBe('superuser@care.test');
  const refresh = await ctx.refresh(out.refresh);
  expect(refresh.statusCode).toBe(200);

  // A backup in which the account is no longer a superuser: no tokens, sign in again.
  const demoted = structuredClone(doc);
  for (const u of demoted.tables.users ?? [])
    if (u.email === 'superuser@care.test') u.is_superuser = false;
  const gone = (await restore(demoted, out.access)).json();
  expect(gone.signed_out).toBe(true);
  expect(gone.access).toBeUndefined();
});
