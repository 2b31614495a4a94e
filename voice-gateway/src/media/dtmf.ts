import type { RtpPacket } from 'werift';

/** RFC 4733 event codes 0-11 as keypad digits. */
const EVENT_DIGITS = '0123456789*#';

/**
 * Decodes RFC 4733 telephone events (the browser's RTCDTMFSender) into digits. An event ends with up to three
 * packets carrying the end bit and the same RTP timestamp: one digit per timestamp.
 */
export class DtmfDecoder {
  onDigit: ((digit: string) => void) | null = null;
  private lastTimestamp: number | null = null;

  receive(packet: RtpPacket): void {
    const { payload } = packet;
    if (payload.length < 4) return;
    const event = payload[0] ?? 255;
    const ended = ((payload[1] ?? 0) & 0x80) !== 0;
    if (!ended || packet.header.timestamp === this.lastTimestamp) return;
    this.lastTimestamp = packet.header.timestamp;
    const digit = EVENT_DIGITS[event];
    if (digit !== undefined) this.onDigit?.(digit);
  }
}
