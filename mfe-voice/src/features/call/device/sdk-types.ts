/**
 * The part of the Voice SDK's Device and Call this package uses, as structural types: the real classes satisfy
 * them (checked in `voice-sdk.ts`), and unit tests drive the controller with small fakes of the same shape.
 */

/** A TwilioError, or any Error the SDK throws (`InvalidStateError`, `NotSupportedError`). */
export interface SdkError {
  code?: number;
  message: string;
  name?: string;
}

export interface CallEvents {
  accept: [];
  ringing: [hasEarlyMedia: boolean];
  disconnect: [];
  cancel: [];
  reject: [];
  reconnecting: [error: SdkError];
  reconnected: [];
  error: [error: SdkError];
  mute: [isMuted: boolean];
  /** Every 50 ms (spec 9): input and output levels, 0..1. */
  volume: [inputVolume: number, outputVolume: number];
  /** The signalling connection dropped while the call was up. */
  transportClose: [];
}

export interface VoiceCall {
  on<E extends keyof CallEvents>(event: E, listener: (...args: CallEvents[E]) => void): unknown;
  accept(): void;
  reject(): void;
  disconnect(): void;
  mute(shouldMute?: boolean): void;
  isMuted(): boolean;
  sendDigits(digits: string): void;
  status(): string;
  readonly parameters: Record<string, string>;
  readonly customParameters: Map<string, string>;
}

export interface DeviceEvents {
  registering: [];
  registered: [];
  unregistered: [];
  destroyed: [];
  error: [error: SdkError, call?: VoiceCall];
  incoming: [call: VoiceCall];
  tokenWillExpire: [];
}

export interface VoiceDevice {
  on<E extends keyof DeviceEvents>(event: E, listener: (...args: DeviceEvents[E]) => void): unknown;
  register(): Promise<void>;
  unregister(): Promise<void>;
  connect(options: { params: Record<string, string> }): Promise<VoiceCall>;
  updateToken(token: string): void;
  destroy(): void;
  readonly state: string;
}

/** What the lazily loaded SDK module gives the controller. */
export interface VoiceSdk {
  /** Whether this browser can make WebRTC calls at all (the SDK refuses others). */
  isSupported: boolean;
  createDevice(token: string): VoiceDevice;
}
