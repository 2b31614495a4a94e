import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/journey-fixtures';
import {
  breakApiForPage,
  CARE_ENTRY,
  clockRegion,
  expectKioskAlive,
  expireKioskAccessToken,
  FaultReport,
  openFaultKiosk,
  sendMessage,
  stackControl,
  type FaultKiosk,
} from '../support/kiosk-faults';
import { expectAccessible } from '../support/site';

/**
 * The kiosk against real faults of the real composed site, API and Chromium. Each test injects one
 * fault, checks what the kiosk must do meanwhile (the clock ticks, it stays on its clock page, it is never signed
 * out) and measures the time from the fault's end to the kiosk showing current data. Each prints its report.
 */

// Each test waits at most one refresh interval (60 s) for the kiosk to be current, after its own set-up.
test.describe.configure({ timeout: 120_000 });

/** How long each outage lasts: a few seconds, long enough for the kiosk to have noticed. */
const OUTAGE_MS = 5_000;

interface Dose {
  medication_name: string;
  status: string;
}
interface Message {
  body: string;
  acknowledged: boolean;
}

let kiosk: FaultKiosk | null = null;

test.afterEach(async () => {
  await kiosk?.context.close();
  kiosk = null;
  // Whatever a test did to the API, the next test (and spec file) finds it up.
  await stackControl.ensureApi();
});

/** Waits until the kiosk's Messages tile shows `text`: it fetched what changed on the server. */
const showsMessage = (k: FaultKiosk, text: string) => async () => {
  await expect(clockRegion(k.page, 'Messages').getByText(text)).toBeVisible({ timeout: 70_000 });
};

test('the API crashes (SIGKILL) during the kiosk’s day and is started again on the same data', async ({
  browser,
  playwright,
  user,
  admin,
}, testInfo) => {
  const report = new FaultReport('API killed (SIGKILL) and restarted on the same data', testInfo);
  const http = await playwright.request.newContext();
  const hello = `Before the crash ${Date.now().toString(36)}`;
  kiosk = await openFaultKiosk(browser, http, user, admin, { message: hello });
  const k = kiosk;
  const posted = (ending: string) =>
    k.page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith(ending),
    );

  await test.step('Given the person marked a dose taken and read a message, and the API confirmed both', async () => {
    await expect(clockRegion(k.page, 'Messages').getByText(hello)).toBeVisible();
    const medicines = clockRegion(k.page, 'Medicines today');
    const taken = posted('/status/');
    await medicines.getByRole('button', { name: /^Taken: Fault tablets 1 tablet/ }).click();
    expect((await taken).ok()).toBe(true);
    const read = posted('/acknowledge/');
    await clockRegion(k.page, 'Messages')
      .getByRole('button', { name: /^OK, I have read it/ })
      .click();
    expect((await read).ok()).toBe(true);
  });

  await test.step('When the API process is killed and stays away', async () => {
    await stackControl.stopApi('SIGKILL');
    report.injected(`SIGKILL of the API process, ${OUTAGE_MS / 1000} s away`);
    await k.page.waitForTimeout(OUTAGE_MS);
    await expectKioskAlive(k);
    await expect(clockRegion(k.page, 'Medicines today').getByText(/Taken at/)).toBeVisible();
    report.kiosk('clock ticking, still on its clock page, not signed out, Taken still shown');
  });

  await test.step('Then, started again on the same data, the kiosk is current within one refresh', async () => {
    await stackControl.startApi();
    report.faultEnded();
    const after = await sendMessage(k, 'After the crash');
    await report.recovery(
      'the kiosk shows a message sent after the restart',
      showsMessage(k, after),
    );
    await expectKioskAlive(k);
  });

  await test.step('And every action the API confirmed before the crash is there exactly once', async () => {
    const doses = await k.asPerson.call<Dose[]>('GET', `/users/${k.person.id}/doses/`);
    const fault = doses.filter((d) => d.medication_name === 'Fault tablets');
    expect(fault.map((d) => d.status)).toEqual(['taken']);
    const messages = await k.asPerson.call<Message[]>('GET', `/messages/${k.person.id}/all/`);
    const before = messages.filter((m) => m.body.startsWith('Before the crash'));
    expect(before.map((m) => m.acknowledged)).toEqual([true]);
    report.kiosk(
      'after the SIGKILL the database kept the Taken dose and the read message, once each',
    );
  });
  await expectAccessible(k.page);
  report.print();
  await http.dispose();
});

test('the page’s network goes away (offline, then requests silently failing) and comes back', async ({
  browser,
  playwright,
  user,
  admin,
}, testInfo) => {
  const http = await playwright.request.newContext();
  kiosk = await openFaultKiosk(browser, http, user, admin);
  const k = kiosk;

  const offline = new FaultReport('network offline for the page (the browser knows)', testInfo);
  await k.context.setOffline(true);
  offline.injected(`context.setOffline(true) for ${OUTAGE_MS / 1000} s; a message sent meanwhile`);
  const during = await sendMessage(k, 'While offline');
  await k.page.waitForTimeout(OUTAGE_MS);
  await expectKioskAlive(k);
  offline.kiosk('clock ticking, still on its clock page, not signed out');
  await k.context.setOffline(false);
  offline.faultEnded();
  await offline.recovery('the message sent meanwhile is on the clock', showsMessage(k, during));
  // She answers it (OK), as a person does: the tile shows the oldest unread first, so the next one
  // takes its place.
  const messages = k.page.getByRole('region', { name: 'Messages' });
  await messages.getByRole('button', { name: /^OK/ }).first().click();
  await expect(messages.getByText(during)).toBeHidden();
  offline.print();

  const dropped = new FaultReport(
    'every API request of the page aborted (the browser does not know)',
    testInfo,
  );
  const restore = await breakApiForPage(k.page, (route: Route) => route.abort('connectionreset'));
  dropped.injected(
    `page.route aborts every API call for ${OUTAGE_MS / 1000} s; a message sent meanwhile`,
  );
  const meanwhile = await sendMessage(k, 'While dropped');
  await k.page.waitForTimeout(OUTAGE_MS);
  await expectKioskAlive(k);
  dropped.kiosk('clock ticking, still on its clock page, not signed out');
  await restore();
  dropped.faultEnded();
  await dropped.recovery('the message sent meanwhile is on the clock', showsMessage(k, meanwhile));
  await expectAccessible(k.page);
  dropped.print();
  await http.dispose();
});

test('the API answers 500, then 429 with Retry-After, then is well again', async ({
  browser,
  playwright,
  user,
  admin,
}, testInfo) => {
  const report = new FaultReport('API answering 500, then 429 Retry-After: 5', testInfo);
  const http = await playwright.request.newContext();
  kiosk = await openFaultKiosk(browser, http, user, admin);
  const k = kiosk;
  const answered = { 500: 0, 429: 0 };

  const restore500 = await breakApiForPage(k.page, async (route: Route) => {
    answered[500] += 1;
    await route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } });
  });
  const during = await sendMessage(k, 'During the errors');
  await k.page.waitForTimeout(OUTAGE_MS);
  await expectKioskAlive(k);
  await restore500();
  const restore429 = await breakApiForPage(k.page, async (route: Route) => {
    answered[429] += 1;
    await route.fulfill({
      status: 429,
      headers: { 'Retry-After': '5' },
      json: { detail: 'Request was throttled. Expected available in 5 seconds.' },
    });
  });
  await k.page.waitForTimeout(OUTAGE_MS);
  await expectKioskAlive(k);
  await restore429();
  report.injected(
    `${OUTAGE_MS / 1000} s of 500 (${answered[500]} requests), then ${OUTAGE_MS / 1000} s of 429 (${answered[429]} requests)`,
  );
  report.kiosk('clock ticking, still on its clock page, not signed out');
  report.faultEnded();
  await report.recovery(
    'the message sent during the errors is on the clock',
    showsMessage(k, during),
  );
  await expectAccessible(k.page);
  report.print();
  await http.dispose();
});

test('tokens expire and the server ends the session during an outage: the kiosk signs itself in again', async ({
  browser,
  playwright,
  user,
  admin,
}, testInfo) => {
  const report = new FaultReport(
    'access token expired and sessions revoked while the API was away',
    testInfo,
  );
  const http = await playwright.request.newContext();
  kiosk = await openFaultKiosk(browser, http, user, admin, {
    init: (context) => context.clock.install(),
  });
  const k = kiosk;

  const restore = await breakApiForPage(k.page, (route: Route) => route.abort('connectionrefused'));
  // The page's clock moves past the access token's expiry; the token check and heartbeat due on the way fire
  // against an API that cannot be reached.
  await expireKioskAccessToken(k.page);
  const revoked = await k.asStaff.call<{ revoked: number }>(
    'DELETE',
    `/admin/users/${k.person.id}/sessions/`,
  );
  report.injected(
    `API unreachable for the page; its clock moved past the access token's expiry; ${revoked.revoked} session(s) of the person revoked on the server`,
  );
  const during = await sendMessage(k, 'While the session ended');
  await k.page.waitForTimeout(OUTAGE_MS);
  await expectKioskAlive(k);
  report.kiosk(
    'clock ticking, still on its clock page, not signed out while the refresh could not be sent',
  );
  const refused = k.page.waitForResponse((r) => r.url().includes('/auth/token/refresh') && !r.ok());
  const signedIn = k.page.waitForResponse(
    (r) => /\/kiosk-(login|auth)\/$/.test(new URL(r.url()).pathname) && r.ok(),
  );
  await restore();
  report.faultEnded();
  await report.recovery('the message sent meanwhile is on the clock', showsMessage(k, during));
  expect((await refused).status()).toBe(401);
  expect((await signedIn).ok()).toBe(true);
  report.kiosk('refresh refused (401), signed in again with its device credentials by itself');
  await expectKioskAlive(k);
  await expectAccessible(k.page);
  report.print();
  await http.dispose();
});

/** Whether the kiosk's offline shell holds a copy of `url` (any of its caches). */
function shellHolds(page: Page, url: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      if (await (await caches.open(name)).match(wanted, { ignoreSearch: true })) return true;
    }
    return false;
  }, url);
}

test('the care remote’s entry is served 25 s late, then not at all (a broken deploy), then not at all to a kiosk with no offline shell, then again', async ({
  browser,
  playwright,
  user,
  admin,
}, testInfo) => {
  test.setTimeout(150_000);
  const http = await playwright.request.newContext();
  kiosk = await openFaultKiosk(browser, http, user, admin);
  const k = kiosk;
  // Faults go in at the context: requests the offline shell (the service worker) makes are routed there too.
  const isEntry = (url: URL) => url.href.split('?')[0] === CARE_ENTRY;
  await k.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await expect.poll(() => shellHolds(k.page, CARE_ENTRY), { timeout: 30_000 }).toBe(true);

  const late = new FaultReport(
    'mfe_care remoteEntry.js served 25 s late on a fresh start',
    testInfo,
  );
  const delay = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 25_000));
    await route.continue().catch(() => undefined);
  };
  await k.context.route(isEntry, delay);
  late.injected('a reload with the care remote entry held back 25 s');
  await k.page.reload();
  const started = Date.now();
  late.faultEnded();
  await expect(k.page.getByTestId('clock-time')).toBeVisible({ timeout: 60_000 });
  late.recovered('the clock is shown', 'after the reload, the entry still held back');
  late.kiosk(
    `showed the clock ${((Date.now() - started) / 1000).toFixed(1)} s after the reload ` +
      '(the offline shell waits 4 s for the network, then starts from its last good copy)',
  );
  await k.context.unroute(isEntry, delay);
  await expectKioskAlive(k);
  late.print();

  const broken = new FaultReport(
    'mfe_care remoteEntry.js missing (404): a broken deploy',
    testInfo,
  );
  let refused = 0;
  const notFound = async (route: Route) => {
    refused += 1;
    await route.fulfill({ status: 404, body: 'Not Found' });
  };
  await k.context.route(isEntry, notFound);
  broken.injected('a reload with the care remote entry answering 404');
  await k.page.reload();
  broken.faultEnded();
  await broken.recovery(
    'the clock is shown from the last good version',
    async () => {
      await expect(k.page.getByTestId('clock-time')).toBeVisible({ timeout: 30_000 });
    },
    'after the reload, the entry still missing',
  );
  await expect(k.page.getByRole('heading', { name: 'One moment, please' })).toHaveCount(0);
  expect(refused).toBeGreaterThanOrEqual(1);
  broken.kiosk(`the entry was refused ${refused} time(s); the kiosk started on its cached version`);
  await expectKioskAlive(k);
  await expectAccessible(k.page);
  broken.print();

  const missing = new FaultReport(
    'mfe_care remoteEntry.js missing (404) on a kiosk with no offline shell yet, then back',
    testInfo,
  );
  // A kiosk whose shell never installed (its first start): no worker, no cached copy.
  await k.page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
    for (const name of await caches.keys()) await caches.delete(name);
  });
  refused = 0;
  await k.page.reload();
  await expect(k.page.getByRole('heading', { name: 'One moment, please' })).toBeVisible();
  await expect(k.page.getByText('This part of the app could not be loaded.')).toHaveCount(0);
  await expect(k.page).toHaveURL(new RegExp(`/clock/${k.person.id}$`));
  await expectAccessible(k.page);
  await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  missing.injected(
    `shell removed, a reload with the care remote entry answering 404 (${refused} requests refused)`,
  );
  missing.kiosk('calm "One moment, please", no error screen, no login, loading again by itself');
  await k.context.unroute(isEntry, notFound);
  missing.faultEnded();
  await missing.recovery('the clock is shown again by itself', async () => {
    await expect(k.page.getByTestId('clock-time')).toBeVisible({ timeout: 65_000 });
    await expectKioskAlive(k);
  });
  missing.print();
  await http.dispose();
});
