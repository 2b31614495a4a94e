/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { nowSeconds, signJwt } from '../src/lib/jwt';
import { DEMO_CALL_CONTACT } from '../src/seed';
import { setup } from './helpers';
import type { Ctx } from './helpers';

let ctx: Ctx;

beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

/** The gateway's credential, as voice-gateway's `serviceToken` makes it. */
function gatewayToken(
  claims: Record<string, unknown> = {},
  secret = ctx.cfg.voiceGatewaySecret,
): string {
  const iat = nowSeconds();
  return signJwt({ iss: 'voice-gateway', sub: 'directory', iat, exp: iat + 60, ...claims }, secret);
}

function lookup(from: string, to: string, token: string | null = gatewayToken()) {
  const query = new URLSearchParams({ from, to }).toString();
  return ctx.call({ method: 'GET', url: `/api/voice/directory/?${query}`, token });
}

describe('voice directory (for the local voice gateway)', () => {
  it('takes a number of one of the caller’s contacts to the user with that contact’s e-mail', async () => {
    // Margaret's contact Carol Nguyen, 5552223333, is caregiver@care.test.
    const res = await lookup(`user-${ctx.ids.user}`, '555-222-3333');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      identity: `user-${ctx.ids.caregiver}`,
      name: 'Carol Caregiver',
      caller_name: 'Margaret Johnson',
    });
  });

  it('takes the demo kiosk’s care-team contact to the demo administrator (the seed’s call demo)', async () => {
    const res = await lookup(`user-${ctx.ids.user}`, DEMO_CALL_CONTACT.phone_number);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      identity: `user-${ctx.ids.admin}`,
      name: 'Alex Admin',
      caller_name: 'Margaret Johnson',
    });
    expect(DEMO_CALL_CONTACT.email).toBe('admin@care.test');
  });

  it('reaches nobody through a contact without an e-mail, or someone else’s contact', async () => {
    expect((await lookup(`user-${ctx.ids.user}`, '5559876543')).statusCode).toBe(404);
    expect((await lookup(`user-${ctx.ids.user2}`, '5552223333')).statusCode).toBe(404);
    expect((await lookup(`user-${ctx.ids.user}`, '0000')).statusCode).toBe(404);
  });

  it.each([
    ['an admin rings a kiosk user', 'admin', 'user', 200],
    ['the assigned clinician rings their user', 'clinician', 'user', 200],
    ['a linked caregiver rings their user', 'caregiver', 'user', 200],
    ['a user rings their own caregiver', 'user', 'caregiver', 200],
    ['a user rings their own clinician', 'user', 'clinician', 200],
    ['staff alone ring nobody', 'staff', 'user', 404],
    ['a user rings another user', 'user2', 'user', 404],
    ['a user rings an admin', 'user', 'admin', 404],
    ['a caregiver rings a user not theirs', 'caregiver', 'user2', 404],
  ] as const)('client names: %s', async (_name, from, to, status) => {
    const res = await lookup(`user-${ctx.ids[from]}`, `client:user-${ctx.ids[to]}`);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().identity).toBe(`user-${ctx.ids[to]}`);
  });

  it('knows nobody who is not an active, approved user', async () => {
    expect(
      (await lookup(`user-${ctx.ids.admin}`, `client:user-${ctx.ids.pending}`)).statusCode,
    ).toBe(404);
    expect((await lookup('user-999999', `client:user-${ctx.ids.user}`)).statusCode).toBe(404);
    expect((await lookup('someone', `client:user-${ctx.ids.user}`)).statusCode).toBe(404);
  });

  it.each([
    ['no credential', null],
    ['a user’s access token', 'user'],
    ['a token signed with another key', 'other-key'],
    ['a voice token (not the gateway’s)', 'voice'],
    ['an expired gateway token', 'expired'],
  ] as const)('answers only the gateway: %s → 401', async (_name, kind) => {
    let token: string | null = null;
    if (kind === 'user') token = (await ctx.login('user')).access;
    if (kind === 'other-key') token = gatewayToken({}, 'not-the-voice-secret');
    if (kind === 'voice') token = gatewayToken({ iss: 'care-api', sub: 'local-voice-gateway' });
    if (kind === 'expired') token = gatewayToken({ exp: nowSeconds() - 1 });
    const res = await lookup(`user-${ctx.ids.user}`, '5552223333', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Only the voice gateway may ask the directory.' });
  });

  it('is declared in the contract as the gateway’s alone, with its own security scheme', async () => {
    const doc = (await ctx.call({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get: Record<string, object> }>;
      components: { securitySchemes: Record<string, object> };
    }>();
    const op = doc.paths['/api/voice/directory/']?.get ?? {};
    expect(op['x-access']).toEqual({
      rule: 'voice-gateway',
      denied: 'Only the voice gateway may ask the directory.',
    });
    expect(op.security).toEqual([{ voiceGateway: [] }]);
    expect(Object.keys(op.responses ?? {}).sort()).toEqual(['200', '400', '401', '404']);
    expect(doc.components.securitySchemes.voiceGateway).toMatchObject({ scheme: 'bearer' });
  });
});
