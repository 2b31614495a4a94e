import { startGateway, staticDirectory } from '../src';
import type { GatewayOptions, RunningGateway } from '../src';
import { synthesize } from '../src/media/pcmu';
import { BrowserPeer, FakeDevice } from './fake-device';
import { SECRET, voiceToken } from './tokens';

let gateway: RunningGateway;
let url: string;
const devices: FakeDevice[] = [];
const peers: BrowserPeer[] = [];

async function start(overrides: Partial<GatewayOptions> = {}): Promise<void> {
  gateway = await startGateway({
    secret: () => SECRET,
    directory: staticDirectory({
      'client:user-2': { identity: 'user-2', name: 'Harold Smith', callerName: 'Margaret Johnson' },
      '5550100': { identity: 'user-2', name: 'Harold Smith', callerName: 'Margaret Johnson' },
      '5550199': { identity: 'user-9' },
    }),
    announcement: synthesize([{ frequencies: [440], durationMs: 600 }]),
    echoDurationMs: 3000,
    ringTimeoutMs: 3000,
    heartbeatIntervalMs: 200,
    ...overrides,
  });
  url = `ws://127.0.0.1:${gateway.port}/signal`;
}

async function device(identity: string, register = false): Promise<FakeDevice> {
  const signedIn = await FakeDevice.signedIn(url, voiceToken({ identity }));
  devices.push(signedIn);
  if (register) await signedIn.register();
  return signedIn;
}

function peer(): BrowserPeer {
  const created = new BrowserPeer();
  peers.push(created);
  return created;
}

let nextOutbound = 1;
/** Sends an outgoing invite as the SDK does; resolves to the SDK's own id for the call. */
async function invite(from: FakeDevice, to: string, media: BrowserPeer): Promise<string> {
  const callsid = `TJSce${String(nextOutbound++).padStart(30, '0')}`;
  from.send('invite', {
    callsid,
    sdp: await media.offer(),
    twilio: { params: `To=${encodeURIComponent(to)}` },
  });
  return callsid;
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function hangupError(frame: { payload: Record<string, unknown> }): unknown {
  return (frame.payload['error'] as { code?: number } | undefined)?.code;
}

beforeEach(async () => {
  await start();
});

afterEach(async () => {
  devices.splice(0).forEach((d) => d.close());
  peers.splice(0).forEach((p) => p.close());
  await gateway.close();
});

describe('tokens (listen)', () => {
  it('answers a valid token with connected: identity and time to live', async () => {
    const client = await FakeDevice.connect(url);
    devices.push(client);
    client.send('listen', { token: voiceToken({ identity: 'user-7', ttlSeconds: 600 }) });
    const connected = await client.next('connected');
    const token = connected.payload['token'] as { identity: string; ttl: number };
    expect(token.identity).toBe('user-7');
    expect(token.ttl).toBeGreaterThanOrEqual(599);
    expect(token.ttl).toBeLessThanOrEqual(600);
  });

  it.each([
    ['an expired token', voiceToken({ ttlSeconds: -5 }), 31205],
    ['a token signed with another key', voiceToken({ secret: 'someone-else' }), 31202],
    ['a token that is not a JWT', 'not-a-token', 31204],
    ['a token without the provider header', voiceToken({ header: { alg: 'HS256' } }), 31204],
    ['a token living longer than a day', voiceToken({ ttlSeconds: 90_000 }), 31207],
    ['an empty token', '', 31102],
  ])('refuses %s with the SDK code and closes the connection', async (_name, token, code) => {
    const client = await FakeDevice.connect(url);
    devices.push(client);
    client.send('listen', { token });
    const error = await client.next('error');
    expect((error.payload['error'] as { code: number }).code).toBe(code);
    await client.next('close', 0);
    await client.closed;
    expect(client.frames.map((f) => f.type)).not.toContain('connected');
  });

  it('takes a refreshed token on the same connection and keeps the registration', async () => {
    const client = await FakeDevice.signedIn(
      url,
      voiceToken({ identity: 'user-1', ttlSeconds: 60 }),
    );
    devices.push(client);
    await client.register();
    const from = client.frames.length;
    client.send('listen', { token: voiceToken({ identity: 'user-1', ttlSeconds: 3600 }) });
    const connected = await client.next('connected', from);
    expect((connected.payload['token'] as { ttl: number }).ttl).toBeGreaterThan(3500);
    expect(gateway.status().sessions).toEqual([
      expect.objectContaining({ identity: 'user-1', registered: true }),
    ]);
  });

  it('keeps the current token when a refresh carries a bad one', async () => {
    const client = await device('user-1', true);
    client.send('listen', { token: voiceToken({ secret: 'wrong' }) });
    const error = await client.next('error');
    expect((error.payload['error'] as { code: number }).code).toBe(31202);
    expect(gateway.status().sessions[0]).toMatchObject({ identity: 'user-1', registered: true });
  });

  it('reports a token that runs out (31205) and stops routing calls to it', async () => {
    const client = await FakeDevice.signedIn(
      url,
      voiceToken({ identity: 'user-2', ttlSeconds: 2 }),
    );
    devices.push(client);
    await client.register();
    const error = await client.next('error', 0, 5000);
    expect((error.payload['error'] as { code: number }).code).toBe(31205);
    expect(gateway.status().sessions[0]).toMatchObject({ identity: 'user-2', registered: false });

    const caller = await device('user-1');
    const callsid = await invite(caller, 'client:user-2', peer());
    const hangup = await caller.next('hangup');
    expect(hangup.payload['callsid']).toBe(callsid);
    expect(hangupError(hangup)).toBe(31480);
  });

  it('refuses calls from a connection whose token is not valid yet', async () => {
    const client = await FakeDevice.connect(url);
    devices.push(client);
    client.send('register', { media: { audio: true } });
    const error = await client.next('error');
    expect((error.payload['error'] as { code: number }).code).toBe(31204);
  });

  it('refuses to register a token without the incoming grant', async () => {
    const client = await FakeDevice.signedIn(url, voiceToken({ incoming: false }));
    devices.push(client);
    client.send('register', { media: { audio: true } });
    const error = await client.next('error');
    expect((error.payload['error'] as { code: number }).code).toBe(31201);
  });
});

describe('registration and heartbeats', () => {
  it('answers register with ready and unregister with offline', async () => {
    const client = await device('user-3');
    await client.register();
    expect(gateway.status().sessions[0]).toMatchObject({ identity: 'user-3', registered: true });
    const from = client.frames.length;
    client.send('register', { media: { audio: false } });
    await client.next('offline', from);
    expect(gateway.status().sessions[0]).toMatchObject({ registered: false });
  });

  it('sends a heartbeat frame at its interval and drops a silent client', async () => {
    await gateway.close();
    await start({ heartbeatIntervalMs: 100, idleTimeoutMs: 400 });
    const client = await device('user-1');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(client.heartbeats).toBeGreaterThanOrEqual(2);
    expect(gateway.status().sessions).toHaveLength(1);
  });

  it('answers a frame it does not understand with 31100', async () => {
    const client = await device('user-1');
    client.send('teleport', {});
    const error = await client.next('error');
    expect((error.payload['error'] as { code: number }).code).toBe(31100);
  });
});

describe('echo and announcement far ends', () => {
  it('echoes the caller’s audio, then hangs up after the echo time', async () => {
    const caller = await device('user-1');
    const media = peer();
    const callsid = await invite(caller, 'service:echo', media);
    const answer = await caller.next('answer');
    expect(answer.payload['callsid']).toMatch(/^CA[0-9a-f]{32}$/);
    await media.applyAnswer(answer.payload['sdp'] as string);
    expect(media.codec).toBe('audio/opus');
    media.talk(7);
    await media.heard(7, 20);

    const hangup = await caller.next('hangup', 0, 6000);
    expect(hangup.payload['callsid']).toBe(answer.payload['callsid']);
    expect(hangupError(hangup)).toBeUndefined();
    const [record] = gateway.status().calls;
    expect(record).toMatchObject({ target: 'echo', endReason: 'completed', codec: 'opus' });
    expect(record?.media.caller.packetsReceived).toBeGreaterThanOrEqual(20);
    expect(callsid).not.toBe(answer.payload['callsid']);
  });

  it('plays the announcement in PCMU to the end, then hangs up', async () => {
    const caller = await device('user-1');
    const media = peer();
    await invite(caller, 'service:announcement', media);
    const answer = await caller.next('answer');
    await media.applyAnswer(answer.payload['sdp'] as string);
    expect(media.codec).toBe('audio/pcmu');
    await caller.next('hangup', 0, 5000);
    // 600 ms of audio at 20 ms a packet.
    expect(media.received.length).toBeGreaterThanOrEqual(28);
    expect(gateway.status().calls[0]).toMatchObject({
      target: 'announcement',
      endReason: 'completed',
    });
  });

  it('records keypad digits sent over signalling', async () => {
    const caller = await device('user-1');
    const media = peer();
    await invite(caller, 'service:echo', media);
    const answer = await caller.next('answer');
    const sid = answer.payload['callsid'] as string;
    caller.send('dtmf', { callsid: sid, dtmf: '1w2*#' });
    caller.send('dtmf', { callsid: sid, dtmf: 'nope' });
    caller.send('hangup', { callsid: sid });
    await until(() => gateway.status().calls[0]?.endReason === 'caller-hangup');
    expect(gateway.status().calls[0]?.digits).toBe('12*#');
  });
});

describe('calls between two registered clients', () => {
  it('rings the callee with who is calling, bridges audio both ways and passes the hangup on', async () => {
    const caller = await device('user-1');
    const callee = await device('user-2', true);
    const callerMedia = peer();
    const calleeMedia = peer();
    await invite(caller, '5550100', callerMedia);

    const ringing = await caller.next('ringing');
    const incoming = await callee.next('invite');
    const parameters = incoming.payload['parameters'] as Record<string, string>;
    expect(parameters['From']).toBe('client:user-1');
    expect(parameters['To']).toBe('client:user-2');
    expect(parameters['CallSid']).toBe(incoming.payload['callsid']);
    expect(new URLSearchParams(parameters['Params'])).toEqual(
      new URLSearchParams({ CallerIdentity: 'user-1', CallerName: 'Margaret Johnson' }),
    );

    callee.send('answer', {
      callsid: incoming.payload['callsid'],
      sdp: await calleeMedia.answer(incoming.payload['sdp'] as string),
    });
    const answer = await caller.next('answer');
    expect(answer.payload['callsid']).toBe(ringing.payload['callsid']);
    await callerMedia.applyAnswer(answer.payload['sdp'] as string);
    expect(calleeMedia.codec).toBe('audio/opus');

    callerMedia.talk(1);
    calleeMedia.talk(2);
    await calleeMedia.heard(1);
    await callerMedia.heard(2);
    expect(gateway.status().sessions.every((s) => s.busy)).toBe(true);

    callee.send('hangup', { callsid: incoming.payload['callsid'] });
    const hangup = await caller.next('hangup');
    expect(hangup.payload['callsid']).toBe(answer.payload['callsid']);
    expect(gateway.status().calls[0]).toMatchObject({
      target: 'client',
      callee: 'user-2',
      endReason: 'callee-hangup',
    });
  });

  it('rings every registered browser of the callee; the first to answer wins, the others are cancelled', async () => {
    const caller = await device('user-1');
    const first = await device('user-2', true);
    const second = await device('user-2', true);
    await invite(caller, 'client:user-2', peer());
    const [toFirst, toSecond] = await Promise.all([first.next('invite'), second.next('invite')]);
    expect(toFirst.payload['callsid']).not.toBe(toSecond.payload['callsid']);
    second.send('answer', {
      callsid: toSecond.payload['callsid'],
      sdp: await peer().answer(toSecond.payload['sdp'] as string),
    });
    const cancel = await first.next('cancel');
    expect(cancel.payload['callsid']).toBe(toFirst.payload['callsid']);
    await caller.next('answer');
  });

  it('cancels the ringing callee when the caller hangs up first', async () => {
    const caller = await device('user-1');
    const callee = await device('user-2', true);
    const callsid = await invite(caller, 'client:user-2', peer());
    const incoming = await callee.next('invite');
    caller.send('hangup', { callsid });
    const cancel = await callee.next('cancel');
    expect(cancel.payload['callsid']).toBe(incoming.payload['callsid']);
  });

  it('ends the call for the other side when one side’s connection drops', async () => {
    const caller = await device('user-1');
    const callee = await device('user-2', true);
    await invite(caller, 'client:user-2', peer());
    const incoming = await callee.next('invite');
    callee.send('answer', {
      callsid: incoming.payload['callsid'],
      sdp: await peer().answer(incoming.payload['sdp'] as string),
    });
    await caller.next('answer');
    caller.close();
    const hangup = await callee.next('hangup');
    expect(hangup.payload['callsid']).toBe(incoming.payload['callsid']);
    await until(() => gateway.status().calls[0]?.endReason === 'disconnected');
  });

  it.each([
    ['nobody registered under the number', '5550199', 31480, 'unavailable'],
    ['a number nobody has', '5550111', 31404, 'not-found'],
    ['an invalid client name', 'client:bad name', 31105, 'invalid'],
  ])('answers %s with the SDK code', async (_name, to, code, reason) => {
    const caller = await device('user-1');
    const callsid = await invite(caller, to, peer());
    const hangup = await caller.next('hangup');
    expect(hangup.payload['callsid']).toBe(callsid);
    expect(hangupError(hangup)).toBe(code);
    expect(gateway.status().calls[0]?.endReason).toBe(reason);
  });

  it('answers busy (31486) when every browser of the callee is in a call', async () => {
    const callee = await device('user-2', true);
    await invite(callee, 'service:echo', peer());
    await callee.next('answer');
    const caller = await device('user-1');
    await invite(caller, 'client:user-2', peer());
    expect(hangupError(await caller.next('hangup'))).toBe(31486);
  });

  it('answers declined (31603) when the callee rejects', async () => {
    const caller = await device('user-1');
    const callee = await device('user-2', true);
    await invite(caller, 'client:user-2', peer());
    const incoming = await callee.next('invite');
    callee.send('reject', { callsid: incoming.payload['callsid'] });
    expect(hangupError(await caller.next('hangup'))).toBe(31603);
  });

  it('answers unavailable (31480) when nobody picks up before the ring timeout, and stops the ringing', async () => {
    const caller = await device('user-1');
    const callee = await device('user-2', true);
    await invite(caller, 'client:user-2', peer());
    await caller.next('ringing');
    const incoming = await callee.next('invite');
    const hangup = await caller.next('hangup', 0, 6000);
    expect(hangupError(hangup)).toBe(31480);
    const cancel = await callee.next('cancel');
    expect(cancel.payload['callsid']).toBe(incoming.payload['callsid']);
    expect(gateway.status().calls[0]?.endReason).toBe('no-answer');
  });

  it('answers a connection error (31005) when the directory cannot be asked', async () => {
    await gateway.close();
    await start({ directory: { lookup: () => Promise.reject(new Error('down')) } });
    const caller = await device('user-1');
    await invite(caller, '5550100', peer());
    expect(hangupError(await caller.next('hangup'))).toBe(31005);
  });
});

describe('HTTP', () => {
  it('serves health and status as JSON', async () => {
    await device('user-4', true);
    const base = `http://127.0.0.1:${gateway.port}`;
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
    const status = (await (await fetch(`${base}/status`)).json()) as { sessions: unknown[] };
    expect(status.sessions).toEqual([
      expect.objectContaining({ identity: 'user-4', registered: true }),
    ]);
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
  });
});
