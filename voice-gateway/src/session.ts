import type { WebSocket } from 'ws';
import { frame, HEARTBEAT_FRAME } from './protocol';
import type { ErrorBody, GatewayMessageType } from './protocol';

let nextSessionId = 1;

/** One SDK Device's signalling connection. */
export class ClientSession {
  readonly id = nextSessionId++;
  /** Set once a `listen` carried a valid token. */
  identity: string | null = null;
  /** Unix seconds; the token's expiry. */
  expiresAt = 0;
  incomingAllowed = false;
  /** Registered for incoming calls (`register {media:{audio:true}}` answered `ready`). */
  registered = false;
  lastHeard = Date.now();

  constructor(private readonly socket: WebSocket) {}

  get authenticated(): boolean {
    return this.identity !== null && this.expiresAt > Math.floor(Date.now() / 1000);
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  send(type: GatewayMessageType, payload: Record<string, unknown> = {}): void {
    if (this.open) this.socket.send(frame(type, payload));
  }

  sendError(error: ErrorBody, callsid?: string): void {
    this.send('error', { error: { ...error }, ...(callsid ? { callsid } : {}) });
  }

  heartbeat(): void {
    if (this.open) this.socket.send(HEARTBEAT_FRAME);
  }

  /** Closes after the frames already sent (the SDK destroys its stream on a `close` frame anyway). */
  close(): void {
    this.socket.close(1000);
  }

  terminate(): void {
    this.socket.terminate();
  }
}
