import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtpHeader,
  RtpPacket,
  useOPUS as opusCodec,
  usePCMU as pcmuCodec,
} from 'werift';
import type { RTCRtpTransceiver } from 'werift';
// Aliased: werift's `use…` codec factories are not React hooks.
import { DtmfDecoder } from './dtmf';

/**
 * Which codecs a leg offers or accepts: speech (Opus, then PCMU), or exactly one (the far end of a bridge must
 * use the codec of the near end: packets are relayed, not transcoded; generated audio is PCMU).
 */
export type LegCodecs = 'speech' | 'opus' | 'pcmu';

export interface MediaLegOptions {
  codecs?: LegCodecs;
  /**
   * Host addresses advertised besides the machine's interfaces. Loopback is left out by default by the ICE
   * agents; a machine whose only interface is `lo` still connects through it.
   */
  extraHostAddresses?: string[];
}

export interface LegStats {
  packetsReceived: number;
  bytesReceived: number;
  packetsSent: number;
  bytesSent: number;
}

export type AudioListener = (packet: RtpPacket) => void;

/** How long SDP creation waits for the local candidates (the SDK never trickles, so they go in the SDP). */
const GATHERING_TIMEOUT_MS = 5000;

function telephoneEvent(clockRate: number, payloadType: number): RTCRtpCodecParameters {
  return new RTCRtpCodecParameters({
    mimeType: 'audio/telephone-event',
    clockRate,
    payloadType,
    channels: 1,
    parameters: '0-15',
  });
}

function codecList(codecs: LegCodecs): RTCRtpCodecParameters[] {
  const events = [telephoneEvent(48000, 110), telephoneEvent(8000, 126)];
  switch (codecs) {
    case 'opus':
      return [opusCodec(), ...events];
    case 'pcmu':
      return [pcmuCodec(), ...events];
    case 'speech':
      return [opusCodec(), pcmuCodec(), ...events];
  }
}

/**
 * One WebRTC peer of the gateway, facing one browser: a werift RTCPeerConnection with one audio transceiver,
 * sendrecv. It answers a browser's offer (outgoing calls) or makes the offer (incoming calls); its SDP carries
 * its candidates because the SDK sends none, and it learns the browser's address from the browser's checks
 * (peer-reflexive). Full ICE: with werift's ICE-lite mode Chromium's ICE connected but DTLS never completed.
 */
export class MediaLeg {
  readonly stats: LegStats = { packetsReceived: 0, bytesReceived: 0, packetsSent: 0, bytesSent: 0 };
  private readonly pc: RTCPeerConnection;
  private transceiver: RTCRtpTransceiver | null = null;
  private readonly listeners = new Set<AudioListener>();
  private readonly dtmf = new DtmfDecoder();
  private closed = false;

  constructor(options: MediaLegOptions = {}) {
    this.pc = new RTCPeerConnection({
      codecs: { audio: codecList(options.codecs ?? 'speech'), video: [] },
      iceUseIpv6: false,
      iceAdditionalHostAddresses: options.extraHostAddresses ?? ['127.0.0.1'],
    });
    this.pc.onTrack.subscribe((track) => {
      track.onReceiveRtp.subscribe((packet) => this.receive(packet));
    });
  }

  /** Digits the far end sent as RFC 4733 telephone events, in order. */
  onDigit(listener: (digit: string) => void): void {
    this.dtmf.onDigit = listener;
  }

  /** Packets of the negotiated audio codec (telephone events are decoded, not passed on). */
  onAudio(listener: AudioListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Answers a browser's offer; resolves to the answer SDP, candidates included. */
  async answer(offerSdp: string): Promise<string> {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    const transceiver = this.pc.getTransceivers().find((t) => t.kind === 'audio');
    if (!transceiver) throw new Error('The offer has no audio section.');
    // Without this werift answers recvonly and the browser gets no remote audio.
    transceiver.direction = 'sendrecv';
    this.transceiver = transceiver;
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    return this.localSdp();
  }

  /** Offers audio to a browser (an incoming call); apply its answer with `accept`. */
  async offer(): Promise<string> {
    this.transceiver = this.pc.addTransceiver('audio', { direction: 'sendrecv' });
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.localSdp();
  }

  async accept(answerSdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
  }

  /** The negotiated audio codec (after answer/accept). */
  get codec(): LegCodecs | null {
    const mimeType = this.transceiver?.sender.codec?.mimeType.toLowerCase();
    if (mimeType === 'audio/opus') return 'opus';
    if (mimeType === 'audio/pcmu') return 'pcmu';
    return null;
  }

  get connectionState(): string {
    return this.pc.connectionState;
  }

  onConnectionState(listener: (state: string) => void): void {
    this.pc.connectionStateChange.subscribe(listener);
  }

  /**
   * Sends one packet of the negotiated codec. Header extensions are dropped: their ids are negotiated per
   * leg, and a packet relayed from another leg would carry that leg's ids.
   */
  send(packet: RtpPacket): void {
    const sender = this.transceiver?.sender;
    if (!sender || this.closed) return;
    const header = new RtpHeader({
      payloadType: packet.header.payloadType,
      sequenceNumber: packet.header.sequenceNumber,
      timestamp: packet.header.timestamp,
      marker: packet.header.marker,
    });
    const outgoing = new RtpPacket(header, packet.payload);
    this.stats.packetsSent += 1;
    this.stats.bytesSent += packet.payload.length;
    sender.sendRtp(outgoing).catch(() => undefined);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    void this.pc.close().catch(() => undefined);
  }

  private receive(packet: RtpPacket): void {
    if (this.closed) return;
    this.stats.packetsReceived += 1;
    this.stats.bytesReceived += packet.payload.length;
    const codec = this.transceiver?.codecs.find((c) => c.payloadType === packet.header.payloadType);
    if (codec?.mimeType.toLowerCase() === 'audio/telephone-event') {
      this.dtmf.receive(packet);
      return;
    }
    this.listeners.forEach((listener) => listener(packet));
  }

  private async localSdp(): Promise<string> {
    if (this.pc.iceGatheringState !== 'complete') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, GATHERING_TIMEOUT_MS);
        const { unSubscribe } = this.pc.iceGatheringStateChange.subscribe((state) => {
          if (state !== 'complete') return;
          clearTimeout(timer);
          unSubscribe();
          resolve();
        });
      });
    }
    const description = this.pc.localDescription;
    if (!description) throw new Error('No local description.');
    return description.sdp;
  }
}
