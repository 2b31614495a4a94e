import { localGatewayWebSocket, withGatewayWebSocket } from './local-gateway-socket';

let opened: string[] = [];

class RecordingSocket {
  readonly url: string;
  constructor(url: string | URL) {
    this.url = String(url);
    opened.push(this.url);
  }
}
const Base = RecordingSocket as unknown as typeof WebSocket;

beforeEach(() => {
  opened = [];
});

describe('the local gateway over plain ws://', () => {
  it('rewrites exactly the SDK’s signalling URL of the gateway', () => {
    const Socket = localGatewayWebSocket(Base, 'localhost:4100');
    new Socket('wss://localhost:4100/signal');
    new Socket('wss://chunderw-vpc-gll.twilio.com/signal');
    new Socket('wss://localhost:4100/other');
    expect(opened).toEqual([
      'ws://localhost:4100/signal',
      'wss://chunderw-vpc-gll.twilio.com/signal',
      'wss://localhost:4100/other',
    ]);
  });

  it('is in place only while the SDK evaluates, then the page’s WebSocket is back', async () => {
    const scope = { WebSocket: Base, location: { protocol: 'http:' } };
    let during: typeof WebSocket | null = null;
    await withGatewayWebSocket(
      'localhost:4100',
      () => {
        during = scope.WebSocket;
        return Promise.resolve();
      },
      scope,
    );
    expect(during).not.toBe(Base);
    expect(scope.WebSocket).toBe(Base);
  });

  it('restores the WebSocket when the load fails', async () => {
    const scope = { WebSocket: Base, location: { protocol: 'http:' } };
    await expect(
      withGatewayWebSocket('localhost:4100', () => Promise.reject(new Error('chunk')), scope),
    ).rejects.toThrow('chunk');
    expect(scope.WebSocket).toBe(Base);
  });

  it('changes nothing on https or without a local gateway', async () => {
    for (const [gateway, protocol] of [
      ['localhost:4100', 'https:'],
      [null, 'http:'],
    ] as const) {
      const scope = { WebSocket: Base, location: { protocol } };
      await withGatewayWebSocket(
        gateway,
        () => {
          expect(scope.WebSocket).toBe(Base);
          return Promise.resolve();
        },
        scope,
      );
    }
    expect.assertions(2);
  });
});
