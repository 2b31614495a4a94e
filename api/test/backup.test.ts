// @engine-sensitive: a dump and a restore replace every table in one transaction.
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { openBackup } from '../src/modules/backup/envelope';
import { makeImage, multipart, setup } from './helpers';
import type { Ctx } from './helpers';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

type Doc = {
  version: number;
  exported_at: string;
  tables: Record<string, Record<string, unknown>[]>;
};
const PASS = 'a long backup passphrase';
/** Downloads the encrypted file and opens it, as restore would. */
async function exportDoc(token: string) {
  const res = await ctx.call({
    method: 'POST',
    url: '/api/backup/',
    token,
    body: { passphrase: PASS },
  });
  expect(res.statusCode).toBe(200);
  const file = res.json<Record<string, unknown>>();
  return { res, file, doc: (await openBackup(file, PASS)) as Doc };
}
const withoutAudit = (d: Doc) => ({ ...d.tables, audit_log: undefined });

test('restoring a backup reproduces every record and picture exactly', async () => {
  const su = (await ctx.login('superuser')).access;
  const uid = ctx.ids.user;
  // a picture uploaded through the API, so the backup holds a non-seed one too
  const m = multipart([
    { name: 'image', value: await makeImage('png'), filename: 'p.png', type: 'image/png' },
    { name: 'comment', value: 'kept' },
  ]);
  expect(
    (
      await ctx.call({
        method: 'POST',
        url: `/api/users/${uid}/picturebook/`,
        token: su,
        payload: m.payload,
        headers: m.headers,
      })
    ).statusCode,
  ).toBe(201);

  const { file, doc } = await exportDoc(su);
  expect(doc.version).toBe(1);
  expect(doc.tables.pictures?.length).toBe(4);
  expect(typeof doc.tables.pictures?.[0]?.data_base64).toBe('string');
  const picBefore = await ctx.call({
    method: 'GET',
    url: `/api/users/${uid}/picturebook/4/decrypted/`,
    token: su,
  });

  // change things: delete a picture, add a contact, edit a profile
  await ctx.call({ method: 'DELETE', url: `/api/users/${uid}/picturebook/1/`, token: su });
  await ctx.call({
    method: 'POST',
    url: `/api/users/${uid}/emergency-contacts/`,
    token: su,
    body: { name: 'X', relationship: 'Y', phone_number: '1' },
  });
  await ctx.call({
    method: 'PUT',
    url: `/api/users/${uid}/health-profile/`,
    token: su,
    body: { health_profile: {} },
  });

  // an invalid document is refused and changes nothing
  const broken = structuredClone(doc);
  (broken.tables.users as Record<string, unknown>[])[0] = { id: 'not a number' };
  const bad = await ctx.call({
    method: 'POST',
    url: '/api/backup/restore/',
    token: su,
    body: { backup: broken },
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.body).not.toMatch(/SELECT|INSERT|violates/);
  const stillThere = await ctx.call({
    method: 'GET',
    url: `/api/users/${uid}/emergency-contacts/`,
    token: su,
  });
  // Margaret's contacts in the backup, plus the one added since.
  const exported = (doc.tables.emergency_contacts ?? []).filter((c) => c.user_id === uid);
  expect(stillThere.json()).toHaveLength(exported.length + 1);

  // only superuser+staff restores
  const admin = (await ctx.login('admin')).access;
  expect(
    (
      await ctx.call({
        method: 'POST',
        url: '/api/backup/restore/',
        token: admin,
        body: { backup: file, passphrase: PASS },
      })
    ).statusCode,
  ).toBe(403);

  const res = await ctx.call({
    method: 'POST',
    url: '/api/backup/restore/',
    token: su,
    body: { backup: file, passphrase: PASS },
  });
  expect(res.statusCode).toBe(200);
  // the restore signed everyone out, at once (docs/security.md, "Sessions")
  expect((await ctx.call({ method: 'GET', url: '/api/users/me/', token: su })).statusCode).toBe(
    401,
  );
  const su2 = (await ctx.login('superuser')).access;
  const exp2 = (await exportDoc(su2)).doc;
  expect(withoutAudit(exp2)).toEqual(withoutAudit(doc));
  // the audit log keeps the old entries and gains the new ones
  expect(exp2.tables.audit_log?.slice(0, doc.tables.audit_log?.length)).toEqual(
    doc.tables.audit_log,
  );
  const picAfter = await ctx.call({
    method: 'GET',
    url: `/api/users/${uid}/picturebook/4/decrypted/`,
    token: su2,
  });
  expect(picAfter.rawPayload.equals(picBefore.rawPayload)).toBe(true);
  // sequences continue after the restored ids
  const add = await ctx.call({
    method: 'POST',
    url: `/api/users/${uid}/emergency-contacts/`,
    token: su2,
    body: { name: 'Z', relationship: 'Y', phone_number: '1' },
  });
  expect(add.statusCode).toBe(201);
  expect(add.json().id).toBeGreaterThan(
    Math.max(...(doc.tables.emergency_contacts ?? []).map((c) => c.id as number)),
  );
});
