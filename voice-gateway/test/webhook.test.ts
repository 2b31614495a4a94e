import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateRequest } from 'twilio/lib/webhooks/webhooks';
import { readTwiml, startGateway, webhookDirectory } from '../src';
import type { RunningGateway } from '../src';
import { synthesize } from '../src/media/pcmu';
import { BrowserPeer, FakeDevice } from './fake-device';
import { SECRET, voiceToken } from './tokens';

/**
 * The gateway asks the API's voice webhook where a call goes, as the provider asks a TwiML application:
 * a stand-in webhook here checks each request with the provider's own library (`validateRequest`).
 */
interface Received {
  path: string;
  params: Record<string, string>;
  valid: boolean;
}

let server: Server;
let apiUrl: string;
let received: Received[];
/** The TwiML the stand-in webhook answers for the voice URL. */
let twiml: string;
let statusCode: number;

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
  });

beforeEach(async () => {
  received = [];
  statusCode = 200;
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const params = Object.fromEntries(new URLSearchParams(body));
      const path = req.url ?? '';
      const signature = req.headers['x-twilio-signature'];
      const valid =
        typeof signature === 'string' &&
        validateRequest(SECRET, signature, `${apiUrl}${path.replace(/^\/api/, '')}`, params);
      received.push({ path, params, valid });
      res.writeHead(statusCode, { 'Content-Type': 'text/xml' });
      res.end(path.endsWith('/voice/twiml/') ? twiml : '<Response/>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const dialClient = (identity: string, action: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Dial answerOnBridge="true" timeout="30" action="${action}" method="POST"><Client><Identity>${identity}</Identity><Parameter name="CallerIdentity" value="user-1"/><Parameter name="CallerName" value="Margaret &amp; Co"/></Client></Dial></Response>`;

describe('reading the webhook’s TwiML', () => {
  it('reads a dial of a client with its parameters and action, and unescapes XML', () => {
    expect(readTwiml(dialClient('user-2', 'http://a/api/voice/status/?x=1&amp;y=2'))).toEqual({
      verb: 'dial-client',
      identity: 'user-2',
      parameters: { CallerIdentity: 'user-1', CallerName: 'Margaret & Co' },
      action: 'http://a/api/voice/status/?x=1&y=2',
    });
  });

  it('reads a dial of a number and a spoken refusal', () => {
    expect(
      readTwiml(
        '<Response><Dial callerId="+15550001111"><Number>+15559876543</Number></Dial></Response>',
      ),
    ).toEqual({ verb: 'dial-number', number: '+15559876543', action: null });
    expect(
      readTwiml('<Response><Say>Sorry, you cannot call this person.</Say><Hangup/></Response>'),
    ).toEqual({
      verb: 'say',
      text: 'Sorry, you cannot call this person.',
    });
  });

  it('refuses TwiML it cannot play', () => {
    expect(() => readTwiml('<Response><Enqueue>support</Enqueue></Response>')).toThrow(
      'TwiML the gateway does not play',
    );
  });
});

describe('the webhook directory', () => {
  it('posts the provider’s parameters, signed as the provider signs, and rings the dialled client', async () => {
    twiml = dialClient('user-2', `${apiUrl}/voice/status/`);
    const directory = webhookDirectory(apiUrl, () => SECRET);
    const entry = await directory.lookup('user-1', '5550100', 'CA01');
    expect(entry).toEqual({
      identity: 'user-2',
      callerName: 'Margaret & Co',
      statusUrl: `${apiUrl}/voice/status/`,
    });
    expect(received).toEqual([
      {
        path: '/api/voice/twiml/',
        valid: true,
        params: expect.objectContaining({
          CallSid: 'CA01',
          From: 'client:user-1',
          To: '5550100',
          Direction: 'inbound',
        }) as Record<string, string>,
      },
    ]);
  });

  it('reaches nobody on a refusal or a telephone number (no telephone network here)', async () => {
    const directory = webhookDirectory(apiUrl, () => SECRET);
    twiml = '<Response><Say>Sorry.</Say><Hangup/></Response>';
    expect(await directory.lookup('user-1', 'client:user-9', 'CA02')).toBeNull();
    twiml =
      '<Response><Dial callerId="+15550001111"><Number>+15559876543</Number></Dial></Response>';
    expect(await directory.lookup('user-1', '5559876543', 'CA03')).toBeNull();
  });

  it('fails when the webhook refuses the request (a wrong key: 403)', async () => {
    statusCode = 403;
    const directory = webhookDirectory(apiUrl, () => 'another-key');
    await expect(directory.lookup('user-1', '5550100', 'CA04')).rejects.toThrow('answered 403');
    expect(received[0]?.valid).toBe(false);
  });
});

describe('a call routed by the webhook', () => {
  let gateway: RunningGateway;
  const devices: FakeDevice[] = [];
  const peers: BrowserPeer[] = [];

  beforeEach(async () => {
    gateway = await startGateway({
      secret: () => SECRET,
      directory: webhookDirectory(apiUrl, () => SECRET),
      announcement: synthesize([{ frequencies: [440], durationMs: 200 }]),
      ringTimeoutMs: 1500,
      heartbeatIntervalMs: 200,
    });
  });
  afterEach(async () => {
    devices.splice(0).forEach((d) => d.close());
    peers.splice(0).forEach((p) => p.close());
    await gateway.close();
  });

  const url = (): string => `ws://127.0.0.1:${gateway.port}/signal`;
  async function device(identity: string, register = false): Promise<FakeDevice> {
    const d = await FakeDevice.signedIn(url(), voiceToken({ identity }));
    devices.push(d);
    if (register) await d.register();
    return d;
  }
  function peer(): BrowserPeer {
    const p = new BrowserPeer();
    peers.push(p);
    return p;
  }
  async function invite(from: FakeDevice, to: string, media: BrowserPeer): Promise<void> {
    from.send('invite', {
      callsid: `TJSwebhook${Date.now()}`,
      sdp: await media.offer(),
      twilio: { params: `To=${encodeURIComponent(to)}` },
    });
  }
  async function statusReport(): Promise<Received> {
    const started = Date.now();
    for (;;) {
      const found = received.find((r) => r.path === '/api/voice/status/');
      if (found) return found;
      if (Date.now() - started > 5000) throw new Error('no status report');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('rings the client the webhook dials, shows its caller name, and reports the call completed', async () => {
    twiml = dialClient('user-2', `${apiUrl}/voice/status/`);
    const caller = await device('user-1');
    const callee = await device('user-2', true);
    const callerMedia = peer();
    await invite(caller, '5550100', callerMedia);
    const incoming = await callee.next('invite');
    const parameters = incoming.payload['parameters'] as Record<string, string>;
    expect(new URLSearchParams(parameters['Params']).get('CallerName')).toBe('Margaret & Co');
    callee.send('answer', {
      callsid: incoming.payload['callsid'],
      sdp: await peer().answer(incoming.payload['sdp'] as string),
    });
    const answer = await caller.next('answer');
    await callerMedia.applyAnswer(answer.payload['sdp'] as string);
    // An answered call outlives the ring timeout (1.5 s here).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(gateway.status().calls[0]).toMatchObject({ state: 'open', endReason: null });
    callee.send('hangup', { callsid: incoming.payload['callsid'] });
    await caller.next('hangup');

    const report = await statusReport();
    expect(report.valid).toBe(true);
    expect(report.params).toMatchObject({
      CallSid: received[0]?.params['CallSid'],
      DialCallStatus: 'completed',
    });
    expect(Number(report.params['DialCallDuration'])).toBeGreaterThanOrEqual(2);
    expect(received[0]?.params['CallSid']).toBe(answer.payload['callsid']);
  });

  it('reports no-answer when nobody picks up', async () => {
    twiml = dialClient('user-2', `${apiUrl}/voice/status/`);
    const caller = await device('user-1');
    await device('user-2', true);
    await invite(caller, 'client:user-2', peer());
    await caller.next('hangup', 0, 5000);
    expect((await statusReport()).params).toMatchObject({
      DialCallStatus: 'no-answer',
      DialCallDuration: '0',
    });
  });

  it('tells the caller "not found" (31404) when the webhook refuses, and reports nothing', async () => {
    twiml = '<Response><Say>Sorry, you cannot call this person.</Say><Hangup/></Response>';
    const caller = await device('user-1');
    await invite(caller, 'client:user-9', peer());
    const hangup = await caller.next('hangup');
    expect((hangup.payload['error'] as { code: number }).code).toBe(31404);
    expect(received.map((r) => r.path)).toEqual(['/api/voice/twiml/']);
  });
});
