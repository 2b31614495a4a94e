import { WebSocket } from 'ws';
// Aliased: werift's `use…` codec factories are not React hooks.
import {
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  useOPUS as opusCodec,
  usePCMU as pcmuCodec,
} from 'werift';
import type { RTCRtpTransceiver } from 'werift';

export interface Frame {
  type: string;
  payload: Record<string, unknown>;
}

/**
 * Speaks the signalling protocol the way the Voice SDK does (`{type, version: '1.6', payload}`), and answers
 * the gateway's heartbeats.
 */
export class FakeDevice {
  readonly frames: Frame[] = [];
  heartbeats = 0;
  private readonly socket: WebSocket;
  private waiters: { type: string; resolve: (frame: Frame) => void; from: number }[] = [];
  readonly closed: Promise<void>;

  private constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (text === '\n') {
        this.heartbeats += 1;
        this.socket.send('\n');
        return;
      }
      const frame = JSON.parse(text) as Frame;
      this.frames.push(frame);
      const index = this.frames.length - 1;
      this.waiters = this.waiters.filter((waiter) => {
        if (waiter.type !== frame.type || index < waiter.from) return true;
        waiter.resolve(frame);
        return false;
      });
    });
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve()));
  }

  static async connect(url: string): Promise<FakeDevice> {
    const device = new FakeDevice(url);
    await new Promise<void>((resolve, reject) => {
      device.socket.once('open', () => resolve());
      device.socket.once('error', reject);
    });
    return device;
  }

  /** Connects, listens with `token` and waits for `connected`. */
  static async signedIn(url: string, token: string): Promise<FakeDevice> {
    const device = await FakeDevice.connect(url);
    device.send('listen', { token, browserinfo: {}, reconnectTimeout: 0 });
    await device.next('connected');
    return device;
  }

  send(type: string, payload: Record<string, unknown>): void {
    this.socket.send(JSON.stringify({ type, version: '1.6', payload }));
  }

  /** The next frame of `type` received from now on (or already received after `from`). */
  next(type: string, from = this.frames.length, timeoutMs = 10_000): Promise<Frame> {
    const seen = this.frames.slice(from).find((frame) => frame.type === type);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no '${type}' within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        type,
        from,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      });
    });
  }

  async register(): Promise<void> {
    const from = this.frames.length;
    this.send('register', { media: { audio: true } });
    await this.next('ready', from);
  }

  close(): void {
    this.socket.close();
  }
}

/** The SDK's offers and answers carry no ICE candidates: it never trickles them. */
function withoutCandidates(sdp: string): string {
  return sdp
    .split('\r\n')
    .filter((line) => !line.startsWith('a=candidate') && line !== 'a=end-of-candidates')
    .join('\r\n');
}

/** A browser's media side: a full ICE agent (werift) that sends numbered packets and counts what arrives. */
export class BrowserPeer {
  readonly received: RtpPacket[] = [];
  private readonly pc = new RTCPeerConnection({
    codecs: { audio: [opusCodec(), pcmuCodec()] },
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ['127.0.0.1'],
  });
  private transceiver: RTCRtpTransceiver | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor() {
    this.pc.onTrack.subscribe((track) => {
      track.onReceiveRtp.subscribe((packet) => this.received.push(packet));
    });
  }

  async offer(): Promise<string> {
    this.transceiver = this.pc.addTransceiver('audio', { direction: 'sendrecv' });
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return withoutCandidates(this.pc.localDescription?.sdp ?? '');
  }

  async applyAnswer(sdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp });
  }

  async answer(offerSdp: string): Promise<string> {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    const transceiver = this.pc.getTransceivers()[0];
    if (!transceiver) throw new Error('no transceiver');
    transceiver.direction = 'sendrecv';
    this.transceiver = transceiver;
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    return withoutCandidates(this.pc.localDescription?.sdp ?? '');
  }

  get codec(): string | undefined {
    return this.transceiver?.sender.codec?.mimeType.toLowerCase();
  }

  /** Sends a packet every 20 ms whose payload starts with `marker` (to tell whose audio arrives where). */
  talk(marker: number): void {
    let sequenceNumber = 0;
    this.timer = setInterval(() => {
      const header = new RtpHeader({
        sequenceNumber: sequenceNumber++,
        timestamp: sequenceNumber * 960,
      });
      void this.transceiver?.sender.sendRtp(new RtpPacket(header, Buffer.from([marker, 1, 2, 3])));
    }, 20);
  }

  /** Resolves once `count` packets whose payload starts with `marker` arrived. */
  async heard(marker: number, count = 10, timeoutMs = 10_000): Promise<void> {
    const started = Date.now();
    while (this.received.filter((p) => p.payload[0] === marker).length < count) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`heard fewer than ${count} packets of ${marker}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    void this.pc.close();
  }
}
