import type { TestInfo } from '@playwright/test';
import { expect, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import { decodeToken, type Account } from './care-api';
import { AccountApi, doseDueNowAndMessage } from './care-clock-pages';
import { bindKiosk } from './kiosk-offline-pages';
import { pageNow } from './journey-fixtures';
import { REMOTE_PORTS } from './site';
import { openKioskDevice } from './voice';

/**
 * The e2e stack's control channel (scripts/serve-stack.mjs, loopback only): the fault tests stop the API as a
 * crash would (SIGKILL) or cleanly (SIGTERM) and start it again with the same data folder and environment.
 */
const CONTROL_URL = 'http://127.0.0.1:4199';
// (Not 4190: that port is on the fetch standard's list of bad ports, which Node's fetch refuses.)

/** The clock refetches doses and messages once a minute (mfe-care CLOCK_REFETCH_MS): the recovery bound. */
const ONE_REFRESH_INTERVAL_MS = 60_000;
/** What the measurement itself adds: the poll that sees the change and the request that brings it. */
const MEASURE_SLACK_MS = 2_000;

async function control(method: 'GET' | 'POST', path: string): Promise<{ running: boolean }> {
  const response = await fetch(`${CONTROL_URL}${path}`, { method });
  const body = (await response.json()) as { running: boolean; error?: string };
  expect(response.ok, `${method} ${path}: ${body.error ?? response.status}`).toBe(true);
  return body;
}

export const stackControl = {
  /** Ends the API process; SIGKILL is a crash or a power cut (no shutdown hook runs). */
  async stopApi(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const { running } = await control('POST', `/api/stop?signal=${signal}`);
    expect(running, 'the API process has ended').toBe(false);
  },
  /** Starts the API again on the same data; resolves once it answers. */
  async startApi(): Promise<void> {
    const { running } = await control('POST', '/api/start');
    expect(running, 'the API process runs again').toBe(true);
  },
  /** For afterEach: whatever a test did, the next spec finds the API up. */
  async ensureApi(): Promise<void> {
    const { running } = await control('GET', '/api');
    if (!running) await this.startApi();
  },
};

/**
 * One fault's report: what was injected, what the kiosk did, and the time from the fault's end to the kiosk
 * showing current data. Printed as one block per fault (and kept as the test's annotation).
 */
export class FaultReport {
  private readonly lines: string[] = [];
  private faultEndedAt: number | null = null;

  constructor(
    private readonly fault: string,
    private readonly testInfo: TestInfo,
  ) {}

  injected(what: string): void {
    this.lines.push(`  injected:  ${what}`);
  }

  kiosk(what: string): void {
    this.lines.push(`  kiosk:     ${what}`);
  }

  /** The fault is over (the API is back, the network is back, the entry is served again). */
  faultEnded(): void {
    this.faultEndedAt = Date.now();
  }

  /**
   * Waits for `current` (the kiosk showing data created during the fault) and records the time since the fault
   * ended; the kiosk must be current within one refresh interval.
   */
  async recovery(
    what: string,
    current: () => Promise<void>,
    since = 'after the fault ended',
  ): Promise<number> {
    await current();
    return this.recovered(what, since);
  }

  /** The kiosk is current now (it was waited for): records the time since the fault ended. */
  recovered(what: string, since = 'after the fault ended'): number {
    expect(this.faultEndedAt, 'the fault has ended').not.toBeNull();
    const ms = Date.now() - (this.faultEndedAt ?? 0);
    this.lines.push(`  recovered: ${what} ${(ms / 1000).toFixed(1)} s ${since}`);
    expect(ms, `${this.fault}: recovery within one refresh interval`).toBeLessThanOrEqual(
      ONE_REFRESH_INTERVAL_MS + MEASURE_SLACK_MS,
    );
    return ms;
  }

  print(): void {
    const block = [`[fault] ${this.fault}`, ...this.lines].join('\n');
    this.testInfo.annotations.push({ type: 'fault', description: block });
    process.stdout.write(`\n${block}\n`);
  }
}

/** The kiosk under a fault: a device bound to a fresh person, its page on the clock, and the API as staff. */
export interface FaultKiosk {
  context: BrowserContext;
  page: Page;
  person: Account;
  /** The person's own API session (their data, as the kiosk would send it). */
  asPerson: AccountApi;
  /** An admin's API session: messages sent to the person, sessions revoked. */
  asStaff: AccountApi;
  /** Every URL the page showed (same-document navigations included), in order. */
  visited: string[];
}

/**
 * Binds a new kiosk device to `person` (device id and secret, as Kiosk Configuration saves them), gives the
 * person a dose due now and opens the device: it signs itself in and shows the clock. A fresh person per test,
 * so nothing here shows on the demo kiosk the other journeys use.
 */
export async function openFaultKiosk(
  browser: Browser,
  http: Parameters<typeof AccountApi.signIn>[0],
  person: Account,
  admin: Account,
  options: {
    init?: (context: BrowserContext) => Promise<void>;
    /** A message sent before the device starts (so it is there without waiting for a refetch). */
    message?: string;
  } = {},
): Promise<FaultKiosk> {
  const asStaff = await AccountApi.signIn(http, admin);
  const asPerson = await AccountApi.signIn(http, person);
  const kiosk = await bindKiosk(asStaff, person.id);
  await doseDueNowAndMessage(asPerson, asStaff, person.id, {
    medication: 'Fault tablets',
    message: options.message,
  });
  const { context, page } = await openKioskDevice(
    browser,
    { ...kiosk, userId: person.id },
    options.init,
  );
  // The kiosk size at which a message shows its text (smaller kiosks show only who it is from).
  await page.setViewportSize({ width: 1280, height: 800 });
  const visited = [page.url()];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await expect(clockRegion(page, 'Medicines today')).toBeVisible({ timeout: 30_000 });
  return { context, page, person, asPerson, asStaff, visited };
}

export function clockRegion(page: Page, name: 'Medicines today' | 'Messages') {
  return page.getByRole('region', { name });
}

/** Sends the person a message (as staff); returns its text, unique to this call. */
export async function sendMessage(kiosk: FaultKiosk, label: string): Promise<string> {
  const body = `${label} ${Date.now().toString(36)}`;
  await kiosk.asStaff.call('POST', '/messages/send/', {
    recipient_id: kiosk.person.id,
    subject: 'Hello',
    body,
  });
  return body;
}

/** The instant the clock shows, to the second (its `datetime`; the seconds are beside the time text). */
async function clockText(page: Page): Promise<string> {
  return (await page.getByTestId('clock-time').getAttribute('datetime')) ?? '';
}

/**
 * Moves the kiosk page's clock (installed before it opened) past the expiry of the access token it keeps in
 * local storage. As in `expireAccessToken` (journey-fixtures), at least 10 s of real time since the token was
 * issued are let pass first, so that the next token the API stamps with the real time is not already expired
 * on the page's clock.
 */
export async function expireKioskAccessToken(page: Page): Promise<void> {
  const access = await page.evaluate(() => window.localStorage.getItem('access_token'));
  if (access === null) throw new Error('no access token in local storage');
  const claims = decodeToken(access);
  const realAgeMs = Date.now() - claims.iat * 1000;
  if (realAgeMs < 10_000) await page.waitForTimeout(10_000 - realAgeMs);
  const untilExpired = claims.exp * 1000 + 1_000 - (await pageNow(page));
  expect(untilExpired, 'the access token is still valid on the page clock').toBeGreaterThan(0);
  await page.clock.fastForward(untilExpired);
  expect(await pageNow(page)).toBeGreaterThan(claims.exp * 1000);
}

/**
 * What every fault requires of the kiosk: its clock still ticks (the time text changes), it stays on its clock
 * page and it never shows the login page.
 */
export async function expectKioskAlive(kiosk: FaultKiosk): Promise<void> {
  const page = kiosk.page;
  const before = await clockText(page);
  await expect.poll(() => clockText(page), { timeout: 3_000 }).not.toBe(before);
  await expect(page).toHaveURL(new RegExp(`/clock/${kiosk.person.id}$`));
  await expect(page.getByLabel('Password')).toHaveCount(0);
  expect(
    kiosk.visited.filter((url) => !url.endsWith(`/clock/${kiosk.person.id}`)),
    'the kiosk never left its clock page',
  ).toEqual([]);
}

/** The API's address as the page calls it. */
const PAGE_API = 'http://localhost:4000/api/**';

/** Makes every API call of the page fail as `fault` until the returned function is called. */
export async function breakApiForPage(
  page: Page,
  fault: (route: Route) => Promise<void>,
): Promise<() => Promise<void>> {
  await page.route(PAGE_API, fault);
  return () => page.unroute(PAGE_API, fault);
}

/** The care remote's entry, as the host requests it. */
export const CARE_ENTRY = `http://localhost:${REMOTE_PORTS.mfe_care}/remoteEntry.js`;
