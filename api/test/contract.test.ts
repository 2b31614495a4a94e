import { nowSeconds, signJwt } from '../src/lib/jwt';
import { ROLES, setup } from './helpers';
import type { Ctx, Role } from './helpers';
import { loadDocument, margaretIds, operations, urlFor } from './support/openapi';
import type { Operation } from './support/openapi';

/**
 * The contract walks itself: every operation of the OpenAPI document, as every role and as an
 * anonymous caller, and as the suite's services (the voice gateway) on the demo user Margaret's
 * data. The answer must agree with the operation's declared access rule (x-access) and be one of
 * its documented responses.
 */
const FULL_ADMINS: Role[] = ['admin', 'primary', 'superuser'];
// Who reaches Margaret's care data: herself, full admins, her clinician and her caregiver.
const CARE: Role[] = ['user', ...FULL_ADMINS, 'clinician', 'caregiver'];

/** Callers besides the people: a service with its own credential, never a person's token. */
type Service = 'gateway';
type Caller = Role | Service;
const SERVICE_RULES: Record<string, Service> = { 'voice-gateway': 'gateway' };

/** Written from README "Roles", independently of the server's policy code. */
const ALLOWED: Record<string, Caller[]> = {
  'signed-in': ROLES,
  'full-admin': FULL_ADMINS,
  'account-manager': ['superuser'],
  directory: [...FULL_ADMINS, 'clinician', 'staff'],
  'kiosk-admin': [...FULL_ADMINS, 'clinician'],
  'admin-area': [...FULL_ADMINS, 'clinician'],
  care: CARE,
  read: [...CARE, 'staff'],
  kiosk: [...FULL_ADMINS, 'clinician'],
  clinical: [...FULL_ADMINS, 'clinician'],
  manage: FULL_ADMINS,
  accounts: ['superuser'],
  self: ['user'],
  person: ['user'],
  correspond: CARE,
  'voice-gateway': ['gateway'],
};

let ctx: Ctx;
let ops: Operation[];
let ids: Record<string, number>;
const tokens = {} as Record<Caller, string>;
let snapshot: string;
/** Margaret's things an admitted DELETE may remove; put back after each call. */
const OWNED = [
  'emergency_contacts',
  'appointments',
  'medications',
  'meals',
  'pictures',
  'notifications',
];
const owned: Record<string, string> = {};

beforeAll(async () => {
  ctx = await setup();
  for (const r of ROLES) tokens[r] = (await ctx.login(r)).access;
  const iat = nowSeconds();
  tokens.gateway = signJwt(
    { iss: 'voice-gateway', sub: 'directory', iat, exp: iat + 600 },
    ctx.cfg.voiceGatewaySecret,
  );
  ops = operations(await loadDocument(ctx));
  ids = await margaretIds(ctx);
  const rows = await ctx.db.query<{ rows: unknown }>(
    'SELECT json_agg(row_to_json(u)) AS rows FROM users u',
  );
  snapshot = JSON.stringify(rows[0]?.rows);
  for (const t of OWNED) {
    const r = await ctx.db.query<{ rows: unknown }>(
      `SELECT json_agg(row_to_json(t)) AS rows FROM ${t} t`,
    );
    owned[t] = JSON.stringify(r[0]?.rows);
  }
});
afterAll(async () => {
  await ctx.close();
});

/**
 * Undo what an admitted call may have changed: accounts (deactivation, approval), deletions, and
 * sessions (a revoked session ends at once, and every role signed in once, before any call).
 */
async function restoreAccounts(): Promise<void> {
  await ctx.db.query('UPDATE refresh_tokens SET revoked_at = NULL WHERE revoked_at IS NOT NULL');
  await ctx.db.query(
    `UPDATE users u SET is_active = s.is_active, is_approved = s.is_approved, is_staff = s.is_staff,
       is_admin = s.is_admin, role = s.role, assigned_clinical_admin_id = s.assigned_clinical_admin_id,
       password_hash = s.password_hash, password_changed_at = s.password_changed_at
     FROM json_populate_recordset(null::users, $1::text::json) s WHERE u.id = s.id`,
    [snapshot],
  );
  for (const t of OWNED) {
    await ctx.db.query(
      `INSERT INTO ${t} SELECT * FROM json_populate_recordset(null::${t}, $1::text::json)
       ON CONFLICT (id) DO NOTHING`,
      [owned[t]],
    );
  }
}

const bodyFor = (o: Operation): unknown =>
  o.op['x-access']?.target?.in === 'body'
    ? { [o.op['x-access'].target.name]: ids.user, body: 'Hello from the contract test' }
    : {};

test('every operation declares access, inputs and a success response', () => {
  expect(ops.length).toBeGreaterThan(100);
  for (const o of ops) {
    const where = `${o.method} ${o.path}`;
    expect({ where, access: typeof o.op['x-access']?.rule }).toEqual({ where, access: 'string' });
    const params = [...o.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const declared = (o.op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
    expect({ where, params: declared.sort() }).toEqual({ where, params: params.sort() });
    const success = Object.entries(o.op.responses).filter(([code]) => /^2/.test(code));
    expect({ where, success: success.length > 0 }).toEqual({ where, success: true });
    for (const [code, r] of success) {
      const described = code === '204' || Object.values(r.content ?? {}).some((c) => c.schema);
      expect({ where, code, described }).toEqual({ where, code, described: true });
    }
  }
});

describe('every operation × every role answers as its access rule says', () => {
  test.each(['anonymous', ...ROLES, 'gateway'] as const)('%s', async (who) => {
    const mismatches: string[] = [];
    for (const o of ops) {
      const rule = o.op['x-access']?.rule ?? 'missing';
      const unsafe = !['GET', 'HEAD'].includes(o.method);
      const res = await ctx.call({
        method: o.method,
        url: urlFor(o, ids),
        token: who === 'anonymous' ? null : tokens[who],
        ...(unsafe ? { body: bodyFor(o) } : {}),
      });
      if (unsafe) await restoreAccounts();
      const status = res.statusCode;
      const where = `${o.method} ${o.path} [${rule}] as ${who}: ${status}`;
      if (!(String(status) in o.op.responses)) mismatches.push(`${where} is not documented`);
      if (rule === 'public') {
        if (status === 403 && !unsafe) mismatches.push(`${where}, expected no refusal`);
        continue;
      }
      const allowed = who !== 'anonymous' && (ALLOWED[rule] ?? []).includes(who);
      // Without a credential, or with one of the wrong kind (a person's token where only a
      // service is admitted, a service's where a person must sign in), the caller is unknown.
      const service = rule in SERVICE_RULES || who === 'gateway';
      if (who === 'anonymous' || (service && !allowed)) {
        if (status !== 401) mismatches.push(`${where}, expected 401`);
        continue;
      }
      if (allowed && (status === 401 || status === 403))
        mismatches.push(`${where}, expected access`);
      const refusal = rule === 'self' ? 404 : 403;
      if (!allowed && status !== refusal) mismatches.push(`${where}, expected ${refusal}`);
    }
    expect(mismatches).toEqual([]);
  });
});
