/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import { loadConfig } from '../src/config';
import { DEMO_CALL_CONTACT } from '../src/seed';
import { setup } from './helpers';
import type { Ctx, Role } from './helpers';

let ctx: Ctx;
/** The same database rules with the provider's credentials and a caller id for telephone numbers. */
let provider: Ctx;
const AUTH_TOKEN = 'provider-auth-token-for-the-webhook-tests';
const CALLER_ID = '+15550001111';
let nextSid = 1;
const newSid = (): string => `CA${String(nextSid++).padStart(32, '0')}`;

beforeAll(async () => {
  ctx = await setup();
  provider = await setup({
    twilio: {
      accountSid: 'AC0123',
      apiKey: 'SK0123',
      apiSecret: 'api-secret',
      twimlAppSid: 'AP0123',
      authToken: AUTH_TOKEN,
    },
    voice: {
      publicApiUrl: 'https://care.example.org/api',
      callerId: CALLER_ID,
      defaultCountry: 'US',
      webhookPerMinute: 1000,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await provider.close();
});

const keyOf = (c: Ctx): string => c.cfg.twilio?.authToken ?? c.cfg.voiceGatewaySecret;
const urlOf = (c: Ctx, path: string): string => `${c.cfg.voice.publicApiUrl}${path}`;

interface Post {
  /** The URL the signature covers (default: the configured public URL of `path`). */
  signedUrl?: string;
  /** The signature header; default: the provider's signature of `signedUrl` and the params. */
  signature?: string | null;
  key?: string;
}

/** A form post as the provider sends it, signed with the library's own helper. */
function post(c: Ctx, path: string, params: Record<string, string>, o: Post = {}) {
  const signature =
    o.signature === undefined
      ? getExpectedTwilioSignature(o.key ?? keyOf(c), o.signedUrl ?? urlOf(c, path), params)
      : o.signature;
  return c.call({
    method: 'POST',
    url: `/api${path}`,
    csrf: false,
    payload: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
  });
}

/** The provider's voice request for a call from `from` (a role's browser) to `to`. */
function voiceParams(c: Ctx, from: string, to: string, sid = newSid()) {
  const identity = from in c.ids ? `user-${c.ids[from as Role]}` : from;
  return {
    AccountSid: 'AC0123',
    ApplicationSid: 'AP0123',
    ApiVersion: '2010-04-01',
    CallSid: sid,
    CallStatus: 'ringing',
    Direction: 'inbound',
    Caller: `client:${identity}`,
    From: `client:${identity}`,
    To: to,
  };
}

const dial = (c: Ctx, from: string, to: string, sid?: string) =>
  post(c, '/voice/twiml/', voiceParams(c, from, to, sid));

const REFUSED =
  /^<\?xml version="1\.0" encoding="UTF-8"\?><Response><Say>Sorry, [^<]+<\/Say><Hangup\/><\/Response>$/;

/** What a TwiML answer dials: a client identity, a number, or nothing (refused). */
function dialled(xml: string): { client?: string; number?: string; refused?: true } {
  const client = /<Client><Identity>([^<]+)<\/Identity>/.exec(xml)?.[1];
  if (client) return { client };
  const number = /<Number>([^<]+)<\/Number>/.exec(xml)?.[1];
  if (number) return { number };
  expect(xml).toMatch(REFUSED);
  return { refused: true };
}

describe('the voice webhook checks the provider’s signature', () => {
  it('answers TwiML to a request signed over the public URL with every parameter', async () => {
    const res = await dial(ctx, 'admin', `client:user-${ctx.ids.user}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response>' +
        `<Dial answerOnBridge="true" timeout="30" action="${urlOf(ctx, '/voice/status/')}" method="POST">` +
        `<Client><Identity>user-${ctx.ids.user}</Identity>` +
        `<Parameter name="CallerIdentity" value="user-${ctx.ids.admin}"/>` +
        '<Parameter name="CallerName" value="Alex Admin"/></Client></Dial></Response>',
    );
  });

  it.each([
    ['no signature', { signature: null }],
    ['a made-up signature', { signature: 'bm90IGEgc2lnbmF0dXJl' }],
    ['a signature with another key', { key: 'not-the-key' }],
    ['a request signed for the status URL, replayed to the voice URL', { signedUrl: 'status' }],
    ['a request signed over the Host it was sent to, not the public URL', { signedUrl: 'host' }],
  ] as const)('refuses %s with 403 and records nothing', async (_name, o) => {
    const sid = newSid();
    const signedUrl =
      'signedUrl' in o
        ? o.signedUrl === 'status'
          ? urlOf(ctx, '/voice/status/')
          : 'http://localhost:80/api/voice/twiml/'
        : undefined;
    const res = await post(
      ctx,
      '/voice/twiml/',
      voiceParams(ctx, 'admin', `client:user-${ctx.ids.user}`, sid),
      {
        ...('signature' in o ? { signature: o.signature } : {}),
        ...('key' in o ? { key: o.key } : {}),
        ...(signedUrl ? { signedUrl } : {}),
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'This request is not signed by the voice provider.' });
    const rows = await ctx.db.query('SELECT 1 FROM voice_calls WHERE call_sid = $1', [sid]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a parameter changed after signing (the kiosk’s number swapped for another)', async () => {
    const params = voiceParams(ctx, 'user', '5552223333');
    const signature = getExpectedTwilioSignature(keyOf(ctx), urlOf(ctx, '/voice/twiml/'), params);
    const res = await post(ctx, '/voice/twiml/', { ...params, To: '5559876543' }, { signature });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a JSON body (the provider posts forms)', async () => {
    const res = await ctx.call({
      method: 'POST',
      url: '/api/voice/twiml/',
      csrf: false,
      body: voiceParams(ctx, 'admin', `client:user-${ctx.ids.user}`),
    });
    expect(res.statusCode).toBe(403);
  });

  it('with the provider configured, signs with the auth token, not the local key', async () => {
    const to = `client:user-${provider.ids.user}`;
    expect((await dial(provider, 'admin', to)).statusCode).toBe(200);
    const local = await post(provider, '/voice/twiml/', voiceParams(provider, 'admin', to), {
      key: provider.cfg.voiceGatewaySecret,
    });
    expect(local.statusCode).toBe(403);
  });

  it('is rate limited per address', async () => {
    const limited = await setup({
      voice: { ...ctx.cfg.voice, webhookPerMinute: 2 },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1)
        codes.push((await dial(limited, 'admin', `client:user-${limited.ids.user}`)).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the voice webhook dials what the caller may reach', () => {
  // Margaret ('user') is the demo kiosk; her contacts: Carol Nguyen 5552223333 (caregiver@care.test, a
  // user), Robert Johnson 5559876543 (no e-mail), the care team 5551002000 (admin@care.test).
  type Target =
    | 'kiosk'
    | 'caregiver by name'
    | 'admin by name'
    | 'own contact (a user)'
    | 'care team contact'
    | 'own contact (a phone)'
    | 'unknown number';
  const TARGETS: Record<Target, (c: Ctx) => string> = {
    kiosk: (c) => `client:user-${c.ids.user}`,
    'caregiver by name': (c) => `client:user-${c.ids.caregiver}`,
    'admin by name': (c) => `client:user-${c.ids.admin}`,
    'own contact (a user)': () => '(555) 222-3333',
    'care team contact': () => `+1${DEMO_CALL_CONTACT.phone_number}`,
    'own contact (a phone)': () => '555 987 6543',
    'unknown number': () => '5550009999',
  };
  /** What each caller reaches, in the provider's setting (with a caller id); 'refused' otherwise. */
  const EXPECTED: Record<Role, Partial<Record<Target, string>>> = {
    user: {
      'caregiver by name': 'client:caregiver',
      'own contact (a user)': 'client:caregiver',
      'care team contact': 'client:admin',
      'own contact (a phone)': 'number:+15559876543',
    },
    admin: { kiosk: 'client:user', 'caregiver by name': 'client:caregiver' },
    primary: {
      kiosk: 'client:user',
      'caregiver by name': 'client:caregiver',
      'admin by name': 'client:admin',
    },
    superuser: {
      kiosk: 'client:user',
      'caregiver by name': 'client:caregiver',
      'admin by name': 'client:admin',
    },
    clinician: { kiosk: 'client:user' },
    caregiver: { kiosk: 'client:user' },
    user2: {},
    staff: {},
    pending: {},
  };
  const cases = (Object.keys(EXPECTED) as Role[]).flatMap((from) =>
    (Object.keys(TARGETS) as Target[]).map(
      (to) => [from, to, EXPECTED[from][to] ?? 'refused'] as const,
    ),
  );

  it.each(cases)('%s → %s: %s', async (from, to, expected) => {
    const res = await dial(provider, from, TARGETS[to](provider));
    expect(res.statusCode).toBe(200);
    const got = dialled(res.body);
    if (expected === 'refused') {
      expect(got).toEqual({ refused: true });
      return;
    }
    const [kind, who] = expected.split(':') as ['client' | 'number', string];
    if (kind === 'client') expect(got).toEqual({ client: `user-${provider.ids[who as Role]}` });
    else {
      expect(got).toEqual({ number: who });
      expect(res.body).toContain(`callerId="${CALLER_ID}"`);
    }
  });

  it('refuses a caller who is not a product user, in words a person understands', async () => {
    for (const from of ['user-999999', 'someone', '+15551234567']) {
      const res = await dial(ctx, from, `client:user-${ctx.ids.user}`);
      expect(res.body).toContain(
        '<Say>Sorry, this call cannot be made. Please sign in again and try once more.</Say>',
      );
    }
  });

  it('without a caller id, refuses telephone numbers and says why', async () => {
    const res = await dial(ctx, 'user', '5559876543');
    expect(res.body).toContain(
      '<Say>Sorry, calls to telephone numbers are not set up yet. Please ask your care team for help.</Say>',
    );
  });
});

describe('call records', () => {
  const status = (c: Ctx, params: Record<string, string>) => post(c, '/voice/status/', params);
  const callsOf = async (c: Ctx, who: Role, of: Role) =>
    c.call({
      method: 'GET',
      url: `/api/users/${c.ids[of]}/calls/`,
      token: (await c.login(who)).access,
    });

  it('keeps who called whom, how long and how it ended, from the dial’s own report', async () => {
    const sid = newSid();
    expect((await dial(ctx, 'admin', `client:user-${ctx.ids.user}`, sid)).statusCode).toBe(200);
    const open = await callsOf(ctx, 'admin', 'user');
    expect(open.json()[0]).toMatchObject({ outcome: null, ended_at: null, duration_seconds: null });

    const done = await status(ctx, {
      ...voiceParams(ctx, 'admin', `client:user-${ctx.ids.user}`, sid),
      DialCallStatus: 'completed',
      DialCallDuration: '42',
      DialCallSid: 'CA-child',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    // The parent call's own callback comes later and changes nothing.
    await status(ctx, { CallSid: sid, CallStatus: 'completed', CallDuration: '50' });

    const res = await callsOf(ctx, 'clinician', 'user');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      caller_id: ctx.ids.admin,
      caller_name: 'Alex Admin',
      callee_id: ctx.ids.user,
      callee_name: 'Margaret Johnson',
      callee_number: null,
      outcome: 'completed',
      duration_seconds: 42,
    });
    const [entry] = res.json<{ started_at: string; ended_at: string }[]>();
    expect(Date.parse(entry?.ended_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(entry?.started_at ?? ''),
    );
  });

  it.each([
    ['no-answer', { DialCallStatus: 'no-answer', DialCallDuration: '0' }],
    ['busy', { DialCallStatus: 'busy' }],
    ['failed', { DialCallStatus: 'failed' }],
    ['canceled', { CallStatus: 'canceled' }],
  ] as const)('records a call that ended %s, with no time connected', async (outcome, report) => {
    const sid = newSid();
    await dial(ctx, 'user', '5552223333', sid);
    await status(ctx, { CallSid: sid, ...report });
    const rows = await ctx.db.query<{ outcome: string; duration_seconds: number }>(
      'SELECT outcome, duration_seconds FROM voice_calls WHERE call_sid = $1',
      [sid],
    );
    expect(rows).toEqual([{ outcome, duration_seconds: 0 }]);
  });

  it('ignores reports of a call still on, and refuses unsigned ones', async () => {
    const sid = newSid();
    await dial(ctx, 'user', '5552223333', sid);
    await status(ctx, { CallSid: sid, CallStatus: 'in-progress' });
    const unsigned = await post(
      ctx,
      '/voice/status/',
      { CallSid: sid, DialCallStatus: 'busy' },
      {
        signature: null,
      },
    );
    expect(unsigned.statusCode).toBe(403);
    const rows = await ctx.db.query('SELECT outcome FROM voice_calls WHERE call_sid = $1', [sid]);
    expect(rows).toEqual([{ outcome: null }]);
  });

  it('records a telephone call with the number and the contact’s name', async () => {
    const sid = newSid();
    await dial(provider, 'user', '555-987-6543', sid);
    const res = await callsOf(provider, 'caregiver', 'user');
    expect(res.json()[0]).toMatchObject({
      callee_id: null,
      callee_name: 'Robert Johnson',
      callee_number: '+15559876543',
    });
  });

  it('does not record refused calls, nor a retried request twice', async () => {
    const before = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM voice_calls');
    await dial(ctx, 'user2', `client:user-${ctx.ids.user}`);
    const sid = newSid();
    await dial(ctx, 'user', '5552223333', sid);
    await dial(ctx, 'user', '5552223333', sid);
    const after = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM voice_calls');
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
  });

  it('shows the calls to the person, admins, the clinician and caregivers; nobody else', async () => {
    const codes: Record<string, number> = {};
    for (const who of ['user', 'admin', 'clinician', 'caregiver', 'user2', 'staff'] as const)
      codes[who] = (await callsOf(ctx, who, 'user')).statusCode;
    expect(codes).toEqual({
      user: 200,
      admin: 200,
      clinician: 200,
      caregiver: 200,
      user2: 403,
      staff: 403,
    });
  });

  it('puts a call to a kiosk in the audit log (who, whose kiosk, which call)', async () => {
    const sid = newSid();
    await dial(ctx, 'clinician', `client:user-${ctx.ids.user}`, sid);
    const rows = await ctx.db.query(
      `SELECT actor_id, subject_user_id, action, resource FROM audit_log WHERE resource_id = $1`,
      [sid],
    );
    expect(rows).toEqual([
      {
        actor_id: ctx.ids.clinician,
        subject_user_id: ctx.ids.user,
        action: 'call',
        resource: 'kiosk',
      },
    ]);
    // A call to a person without a kiosk is in the call log only.
    const other = newSid();
    await dial(ctx, 'user', '5552223333', other);
    const none = await ctx.db.query('SELECT 1 FROM audit_log WHERE resource_id = $1', [other]);
    expect(none).toHaveLength(0);
  });
});

describe('settings', () => {
  const quiet = { dataDir: null, logLevel: 'silent' } as const;
  const TOKEN_SETTINGS = {
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_API_KEY: 'SK1',
    TWILIO_API_SECRET: 's',
    TWILIO_TWIML_APP_SID: 'AP1',
  };

  it('locally: the API’s own address, the US, no caller id', () => {
    expect(loadConfig({ PORT: '4010' }, quiet).voice).toEqual({
      publicApiUrl: 'http://localhost:4010/api',
      callerId: null,
      defaultCountry: 'US',
      webhookPerMinute: 120,
    });
  });

  it('with the provider, needs the auth token and the public URL, and says which is missing', () => {
    expect(() => loadConfig(TOKEN_SETTINGS, quiet)).toThrow('TWILIO_AUTH_TOKEN must be set');
    expect(() => loadConfig({ ...TOKEN_SETTINGS, TWILIO_AUTH_TOKEN: 't' }, quiet)).toThrow(
      'PUBLIC_API_URL must be set',
    );
    const cfg = loadConfig(
      {
        ...TOKEN_SETTINGS,
        TWILIO_AUTH_TOKEN: 't',
        PUBLIC_API_URL: 'https://care.example.org/api/',
        TWILIO_CALLER_ID: '(555) 000-1111',
        VOICE_DEFAULT_COUNTRY: 'us',
      },
      quiet,
    );
    expect(cfg.twilio?.authToken).toBe('t');
    expect(cfg.voice).toMatchObject({
      publicApiUrl: 'https://care.example.org/api',
      callerId: '+15550001111',
      defaultCountry: 'US',
    });
  });

  it.each([
    [{ VOICE_DEFAULT_COUNTRY: 'XX' }, 'VOICE_DEFAULT_COUNTRY must be a two-letter country code'],
    [
      { PUBLIC_API_URL: 'care.example.org' },
      'PUBLIC_API_URL must be an absolute URL ending in /api',
    ],
    [{ PUBLIC_API_URL: 'https://care.example.org/' }, 'PUBLIC_API_URL must be an absolute URL'],
    [{ TWILIO_CALLER_ID: '12' }, 'TWILIO_CALLER_ID must be a telephone number'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env, quiet)).toThrow(message);
  });
});
