import { createHmac } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  E2E_VOICE_GATEWAY_SECRET,
  startVoiceGatewayProcess,
  type VoiceGatewayProcess,
} from '../../scripts/lib/voice-gateway-process.mjs';
import { DEMO } from './accounts';
import { seedKioskDevice, type KioskPairingCodes } from './kiosk-pairing';
import { API, ROOT } from './site';

/** The stack's voice gateway (scripts/lib/stack.mjs). */
const GATEWAY_PORT = 4100;

/** A voice gateway of a journey's own, on another port, with the stack's voice key and API. */
export function startOwnGateway(port: number): Promise<VoiceGatewayProcess> {
  return startVoiceGatewayProcess({
    root: ROOT,
    port,
    log: 'ignore',
    env: {
      NODE_ENV: 'test',
      VOICE_GATEWAY_SECRET: E2E_VOICE_GATEWAY_SECRET,
      VOICE_GATEWAY_API_URL: API,
    },
  });
}

export interface GatewaySession {
  identity: string | null;
  registered: boolean;
  busy: boolean;
  expiresAt: number;
}

export interface GatewayCall {
  sid: string;
  from: string;
  to: string;
  target: string | null;
  callee: string | null;
  state: 'ringing' | 'open' | 'ended';
  codec: string | null;
  endReason: string | null;
  errorCode: number | null;
  digits: string;
}

/** What the gateway says about its connections and calls (GET /status). */
export async function gatewayStatus(
  port = GATEWAY_PORT,
): Promise<{ sessions: GatewaySession[]; calls: GatewayCall[] }> {
  const response = await fetch(`http://127.0.0.1:${port}/status`);
  return (await response.json()) as { sessions: GatewaySession[]; calls: GatewayCall[] };
}

/** Resolves once a browser of `identity` is registered for calls at the gateway. */
export async function expectRegistered(identity: string, port = GATEWAY_PORT): Promise<void> {
  await expect
    .poll(
      async () =>
        (await gatewayStatus(port)).sessions.some((s) => s.identity === identity && s.registered),
      { message: `${identity} registers at the voice gateway`, timeout: 30_000 },
    )
    .toBe(true);
}

/** The newest call the gateway knows from `from`. */
export async function latestCallFrom(from: string, port = GATEWAY_PORT): Promise<GatewayCall> {
  const call = (await gatewayStatus(port)).calls.find((c) => c.from === from);
  if (!call) throw new Error(`no call from ${from} at the gateway`);
  return call;
}

/**
 * Keeps every RTCPeerConnection the page creates reachable for the test (the Voice SDK's included), so the
 * journey can read WebRTC stats as chrome://webrtc-internals would. Test instrumentation only: the product's
 * code is unchanged.
 */
export async function trackPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const tracked: RTCPeerConnection[] = [];
    Object.defineProperty(window, '__peerConnections', { value: tracked });
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        tracked.push(this);
      }
    };
  });
}

export interface AudioStats {
  connection: string;
  bytesSent: number;
  bytesReceived: number;
  /** Sum of squared audio levels of what was received and played (grows while sound arrives). */
  receivedEnergy: number;
  /** The same for the microphone (the fake device's beeps). */
  sentEnergy: number;
  codec: string | null;
}

/** The audio stats of the page's newest peer connection. */
export async function audioStats(page: Page): Promise<AudioStats | null> {
  return page.evaluate(async () => {
    const tracked = (window as unknown as { __peerConnections?: RTCPeerConnection[] })
      .__peerConnections;
    const pc = tracked?.at(-1);
    if (!pc) return null;
    const stats: AudioStats = {
      connection: pc.connectionState,
      bytesSent: 0,
      bytesReceived: 0,
      receivedEnergy: 0,
      sentEnergy: 0,
      codec: null,
    };
    const report = await pc.getStats();
    const codecs = new Map<string, string>();
    report.forEach((entry: Record<string, unknown>) => {
      if (entry['type'] === 'codec') codecs.set(String(entry['id']), String(entry['mimeType']));
    });
    report.forEach((entry: Record<string, unknown>) => {
      if (entry['kind'] !== 'audio') return;
      if (entry['type'] === 'inbound-rtp') {
        stats.bytesReceived = Number(entry['bytesReceived'] ?? 0);
        stats.receivedEnergy = Number(entry['totalAudioEnergy'] ?? 0);
        stats.codec = codecs.get(String(entry['codecId']))?.toLowerCase() ?? null;
      }
      if (entry['type'] === 'outbound-rtp') stats.bytesSent = Number(entry['bytesSent'] ?? 0);
      if (entry['type'] === 'media-source')
        stats.sentEnergy = Number(entry['totalAudioEnergy'] ?? 0);
    });
    return stats;
  });
}

/** Audio flows both ways on this page: bytes and received energy keep rising. */
export async function expectAudioFlowing(page: Page, who: string): Promise<AudioStats> {
  await expect
    .poll(async () => (await audioStats(page))?.connection, {
      message: `${who}: a connected call`,
      timeout: 20_000,
    })
    .toBe('connected');
  const first = await audioStats(page);
  if (!first) throw new Error(`${who}: no peer connection`);
  const rising = async (): Promise<AudioStats | null> => {
    const later = await audioStats(page);
    const grows =
      later !== null &&
      later.bytesSent > first.bytesSent &&
      later.bytesReceived > first.bytesReceived &&
      later.receivedEnergy > first.receivedEnergy;
    return grows ? later : null;
  };
  await expect
    .poll(rising, {
      message: `${who}: sends and receives audio, and hears something`,
      timeout: 20_000,
    })
    .not.toBeNull();
  const later = await audioStats(page);
  if (!later) throw new Error(`${who}: the peer connection went away`);
  return later;
}

type ContractFunction = 'startCall' | 'callIdentity' | 'testCall' | 'hangUp';

/**
 * Calls a function of the shared call contract in the page, through the Module Federation share scope the
 * host set up (the same `@care/shared` instance the screens use). It stands in for a screen's button where
 * that screen is not built yet: the clock's faces (`startCall`) and the admin user edit's "Call this kiosk"
 * (`callIdentity`).
 */
export async function callContract(
  page: Page,
  name: ContractFunction,
  ...args: unknown[]
): Promise<void> {
  await page.evaluate(
    async ([fn, fnArgs]) => {
      interface ShareEntry {
        loaded?: boolean;
        lib?: () => Record<string, unknown>;
        get: () => Promise<() => Record<string, unknown>>;
      }
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, unknown>>> };
        }
      ).__FEDERATION__;
      for (const scope of Object.values(federation.__SHARE__)) {
        const versions = scope['default']?.['@care/shared'] as
          Record<string, ShareEntry> | undefined;
        const entry = versions ? Object.values(versions).find((v) => v.loaded === true) : undefined;
        if (!entry) continue;
        const shared = entry.lib ? entry.lib() : (await entry.get())();
        const call = shared[fn] as (...values: unknown[]) => Promise<void> | void;
        // Not awaited: a call resolves when it is placed, and the journey watches what follows.
        void call(...fnArgs);
        return;
      }
      throw new Error('@care/shared is not in the page’s share scope');
    },
    [name, args] as const,
  );
}

/** A browser context that is the demo kiosk (Margaret's device), with its peer connections tracked. */
export function openKiosk(
  browser: Browser,
  init?: (context: BrowserContext) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page }> {
  return openKioskDevice(
    browser,
    { deviceId: DEMO.kioskDeviceId, userId: DEMO.user.id, secret: DEMO.kioskSecret },
    init,
  );
}

/**
 * A browser context that is the kiosk device `deviceId` (its id in local storage, as its set-up card
 * keeps it): it signs itself in and lands on the clock page of the person it is bound to. A device paired just
 * now (`pairing`) claims its own secret at its first bootstrap; one that already holds its secret (the demo
 * kiosk) keeps it in local storage, as a real kiosk does.
 */
export async function openKioskDevice(
  browser: Browser,
  device: { deviceId: string; userId: number; secret?: string; pairing?: KioskPairingCodes },
  init?: (context: BrowserContext) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  if (device.pairing) {
    await seedKioskDevice(context, { deviceId: device.deviceId, pairing: device.pairing });
  } else {
    await context.addInitScript(
      ({ deviceId, secret }) => {
        window.localStorage.setItem('device_id', deviceId);
        if (secret) window.localStorage.setItem('kiosk_secret', secret);
      },
      { deviceId: device.deviceId, secret: device.secret ?? '' },
    );
  }
  await trackPeerConnections(context);
  if (init) await init(context);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/clock/${device.userId}$`));
  return { context, page };
}

/**
 * A voice token as the API issues it for the local gateway (api/src/modules/voice/token.ts), signed with the e2e
 * stack's voice key, with the lifetime the test chooses.
 */
export function voiceToken(identity: string, ttlSeconds: number): string {
  const iat = Math.floor(Date.now() / 1000);
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = part({ alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
  const body = part({
    jti: `e2e-${iat}`,
    iss: 'care-api',
    sub: 'local-voice-gateway',
    iat,
    exp: iat + ttlSeconds,
    grants: {
      identity,
      voice: { incoming: { allow: true }, outgoing: { application_sid: 'local' } },
    },
  });
  const signature = createHmac('sha256', E2E_VOICE_GATEWAY_SECRET)
    .update(`${head}.${body}`)
    .digest('base64url');
  return `${head}.${body}.${signature}`;
}
