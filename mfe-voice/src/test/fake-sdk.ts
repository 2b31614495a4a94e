import type {
  CallEvents,
  DeviceEvents,
  SdkError,
  VoiceCall,
  VoiceDevice,
  VoiceSdk,
} from '../features/call/device/sdk-types';

class Emitter<Events extends { [K in keyof Events]: unknown[] }> {
  private readonly listeners = new Map<keyof Events, unknown[]>();

  on<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit<E extends keyof Events>(event: E, ...args: Events[E]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      (listener as (...values: Events[E]) => void)(...args);
    }
  }
}

/**
 * A stand-in for the SDK's Call at the edge the unit tests cannot cross (WebRTC): it records what the
 * controller asks and emits what the SDK would, when the test says so.
 */
export class FakeCall extends Emitter<CallEvents> implements VoiceCall {
  accepted = 0;
  rejected = 0;
  disconnected = 0;
  muted = false;
  digits: string[] = [];
  state = 'pending';
  readonly parameters: Record<string, string>;
  readonly customParameters: Map<string, string>;

  constructor(parameters: Record<string, string> = {}, custom: Record<string, string> = {}) {
    super();
    this.parameters = parameters;
    this.customParameters = new Map(Object.entries(custom));
  }

  accept(): void {
    this.accepted += 1;
    this.state = 'connecting';
  }
  reject(): void {
    this.rejected += 1;
    this.state = 'closed';
    this.emit('reject');
  }
  disconnect(): void {
    this.disconnected += 1;
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.emit('disconnect');
  }
  mute(shouldMute = true): void {
    this.muted = shouldMute;
    this.emit('mute', shouldMute);
  }
  isMuted(): boolean {
    return this.muted;
  }
  sendDigits(digits: string): void {
    this.digits.push(digits);
  }
  status(): string {
    return this.state;
  }
  /** What the SDK does when media and signalling are up. */
  open(): void {
    this.state = 'open';
    this.emit('accept');
  }
  fail(error: SdkError): void {
    this.emit('error', error);
  }
  /**
   * What the SDK does when getUserMedia is refused: it closes the call itself ('disconnect'), then
   * emits the error (call.ts, `_disconnect()` before `emit('error', PermissionDeniedError)`).
   */
  failAfterEnding(error: SdkError): void {
    this.state = 'closed';
    this.emit('disconnect');
    this.emit('error', error);
  }
}

export class FakeDevice extends Emitter<DeviceEvents> implements VoiceDevice {
  state = 'unregistered';
  tokens: string[];
  destroyed = false;
  registerCalls = 0;
  unregisterCalls = 0;
  connects: { params: Record<string, string> }[] = [];
  /** The next call `connect` resolves to (or the error it throws). */
  nextCall: FakeCall | Error = new FakeCall();
  /** Hold `connect` until the test releases it. */
  connectGate: Promise<void> | null = null;

  constructor(token: string) {
    super();
    this.tokens = [token];
  }

  register(): Promise<void> {
    this.registerCalls += 1;
    this.setState('registering');
    this.setState('registered');
    return Promise.resolve();
  }
  unregister(): Promise<void> {
    this.unregisterCalls += 1;
    this.setState('unregistered');
    return Promise.resolve();
  }
  async connect(options: { params: Record<string, string> }): Promise<VoiceCall> {
    this.connects.push(options);
    if (this.connectGate) await this.connectGate;
    if (this.nextCall instanceof Error) throw this.nextCall;
    this.nextCall.state = 'connecting';
    return this.nextCall;
  }
  updateToken(token: string): void {
    this.tokens.push(token);
  }
  destroy(): void {
    this.destroyed = true;
    this.setState('destroyed');
  }
  setState(state: 'registering' | 'registered' | 'unregistered' | 'destroyed'): void {
    this.state = state;
    this.emit(state);
  }
}

export class FakeSdk implements VoiceSdk {
  isSupported = true;
  devices: FakeDevice[] = [];
  /** Given to each device created from now on. */
  nextCall: FakeCall | Error | null = null;
  connectGate: Promise<void> | null = null;

  createDevice(token: string): FakeDevice {
    const device = new FakeDevice(token);
    if (this.nextCall) device.nextCall = this.nextCall;
    device.connectGate = this.connectGate;
    this.devices.push(device);
    return device;
  }

  get device(): FakeDevice {
    const device = this.devices.at(-1);
    if (!device) throw new Error('no device created yet');
    return device;
  }
}
