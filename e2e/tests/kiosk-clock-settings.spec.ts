import type { Page } from '@playwright/test';
import { timeInWords } from '../../shared/src/time/time-in-words';
import { signIn } from '../support/accounts';
import { AccountApi, measureKiosk } from '../support/care-clock-pages';
import { expect, test } from '../support/journey-fixtures';
import { bindKiosk } from '../support/kiosk-offline-pages';
import { seedKioskDevice } from '../support/kiosk-pairing';
import { expectAccessible, REMOTE_PORTS } from '../support/site';

/**
 * The kiosk follows its person's clock settings (docs/live-channel.md, docs/product.md 4.3): an administrator turns
 * on the time in words, changes the person's time zone or switches on the 24-hour clock, and her kiosk shows it
 * within seconds with no reload (a `person` event on the live channel); on its next start the page's own clock
 * (painted before any bundle) already shows the face she last had. A fresh person with her own kiosk, so no other journey sees these changes.
 */
test.use({
  viewport: { width: 1024, height: 600 },
  // The device's zone is neither hers before nor after: a clock drawn in the device's zone would show another hour.
  timezoneId: 'Asia/Tokyo',
  // The offline shell's worker would fetch the remote entry itself, out of reach of page.route.
  serviceWorkers: 'block',
});
test.describe.configure({ timeout: 150_000 });

const CARE_ENTRY = `http://localhost:${REMOTE_PORTS.mfe_care}/remoteEntry.js`;
/** Within a few seconds: the live channel's event and one refetch of her profile. */
const FOLLOWS_WITHIN_MS = 5_000;
const FIRST_ZONE = 'Europe/London';
const NEXT_ZONE = 'Pacific/Auckland';

/**
 * The wall clock of `zone` now, as the kiosk writes it: '9:05 am' (with `hours24`, '09:05') and "It's five past nine
 * in the morning".
 */
function clockIn(zone: string, hours24 = false): { digits: string; words: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(Date.now());
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value);
  const mm = String(minute).padStart(2, '0');
  return {
    digits: hours24
      ? `${String(hour).padStart(2, '0')}:${mm}`
      : `${hour % 12 || 12}:${mm} ${hour < 12 ? 'am' : 'pm'}`,
    words: timeInWords(hour, minute),
  };
}

/** What the React clock shows now: its words (if any) and its digits (with am/pm). */
async function reactClock(page: Page): Promise<{ digits: string; words: string | null }> {
  const words = page.getByTestId('clock-words');
  const digits = page.getByTestId('clock-time');
  return {
    words: (await words.count()) > 0 ? await words.textContent() : null,
    // With its am/pm (beside large digits, a screen reader's copy inside them).
    digits: ((await digits.textContent()) ?? '').replace(/\s+/g, ' ').trim(),
  };
}

/** Where a face's words and digits are (CSS px), and what they say. */
async function boxes(page: Page, words: string, digits: string) {
  const box = async (selector: string) => {
    const element = page.locator(selector);
    return { text: await element.textContent(), box: await element.boundingBox() };
  };
  return { words: await box(words), digits: await box(digits) };
}

async function expectFitsAndAccessible(page: Page): Promise<void> {
  const facts = await measureKiosk(page);
  expect(facts.scrolls).toBe(false);
  expect(facts.outside).toEqual([]);
  await expectAccessible(page);
}

test('an administrator turns on the time in words, changes the zone and switches on the 24-hour clock: the kiosk follows within seconds, and paints it first on its next start', async ({
  browser,
  playwright,
  user,
  admin,
}, testInfo) => {
  const http = await playwright.request.newContext();
  const asAdmin = await AccountApi.signIn(http, admin);
  const kiosk = await bindKiosk(asAdmin, user.id);
  const context = await browser.newContext();
  await seedKioskDevice(context, kiosk);
  const page = await context.newPage();
  let documents = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents += 1;
  });
  const streamOpen = page.waitForResponse(
    (r) => r.url().endsWith('/api/events/') && r.status() === 200,
  );

  try {
    await test.step('Given her kiosk at 1024×600 shows her clock in digits', async () => {
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`/clock/${user.id}$`), { timeout: 30_000 });
      await expect(page.getByTestId('clock-seconds')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('clock-words')).toHaveCount(0);
      await expect
        .poll(async () => (await reactClock(page)).digits)
        .toBe(clockIn(FIRST_ZONE).digits);
      await streamOpen;
      await expectFitsAndAccessible(page);
    });
    const documentsBefore = documents;

    await test.step('When an administrator turns on the time in words, Then the kiosk shows words within seconds', async () => {
      await asAdmin.call('PUT', `/users/${user.id}/`, { time_in_words: true });
      const changedAt = Date.now();
      await expect(page.getByTestId('clock-words')).toBeVisible({ timeout: FOLLOWS_WITHIN_MS });
      expect(Date.now() - changedAt).toBeLessThan(FOLLOWS_WITHIN_MS);
      // Her words and her digits, in her zone; the seconds are gone with the large digits.
      await expect.poll(() => reactClock(page)).toEqual(clockIn(FIRST_ZONE));
      await expect(page.getByTestId('clock-seconds')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('kiosk-1024x600-words.png') });
      await expectFitsAndAccessible(page);
    });

    await test.step('When her time zone changes, Then the kiosk shows the new zone’s time within seconds', async () => {
      await asAdmin.call('PUT', `/users/${user.id}/`, { time_zone: NEXT_ZONE });
      await expect
        .poll(() => reactClock(page), { timeout: FOLLOWS_WITHIN_MS })
        .toEqual(clockIn(NEXT_ZONE));
      await expectFitsAndAccessible(page);
    });

    await test.step('When an administrator switches on the 24-hour clock, Then the kiosk’s digits read 24-hour within seconds', async () => {
      // Through the user edit screen, as an administrator at her desk (1280×800) would.
      const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const adminPage = await desk.newPage();
        await signIn(adminPage, admin);
        await adminPage.goto(`/user-management/${user.id}`);
        const hours24 = adminPage.getByRole('switch', { name: 'Use the 24-hour clock' });
        await expect(hours24).toHaveAttribute('aria-checked', 'false', { timeout: 30_000 });
        await hours24.click();
        const changedAt = Date.now();
        await expect(adminPage.getByText('The clock now shows the 24-hour time.')).toBeVisible();
        await expect(hours24).toHaveAttribute('aria-checked', 'true');
        await expect
          .poll(() => reactClock(page), { timeout: FOLLOWS_WITHIN_MS })
          .toEqual(clockIn(NEXT_ZONE, true));
        expect(Date.now() - changedAt).toBeLessThan(FOLLOWS_WITHIN_MS);
        await adminPage.screenshot({ path: testInfo.outputPath('admin-1280x800-24h.png') });
        await expectAccessible(adminPage);
      } finally {
        await desk.close();
      }
      await expect(page.getByTestId('clock-time')).not.toContainText(/am|pm/);
      await page.screenshot({ path: testInfo.outputPath('kiosk-1024x600-words-24h.png') });
      await expectFitsAndAccessible(page);
    });

    await test.step('And the page was never reloaded for it', () => {
      expect(documents).toBe(documentsBefore);
      return Promise.resolve();
    });

    await test.step('And the face she has now is saved for the next start', async () => {
      await expect
        .poll(async () => {
          const raw = await page.evaluate(() => localStorage.getItem('kiosk_clock_face'));
          const { v, timeZone, hour12, words } = JSON.parse(raw ?? '{}') as Record<string, unknown>;
          return { v, timeZone, hour12, words };
        })
        .toEqual({ v: 1, timeZone: NEXT_ZONE, hour12: false, words: true });
    });

    let documentFace: Awaited<ReturnType<typeof boxes>> | null = null;
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(CARE_ENTRY, async (route) => {
      await held;
      await route.continue();
    });

    await test.step('When the kiosk starts again with the clock screen’s code held back, Then the document paints her words face, 24-hour', async () => {
      await page.reload({ waitUntil: 'commit' });
      const overlay = page.locator('#document-clock');
      await expect
        .poll(async () => ({
          words: await overlay.locator('.dc-words').textContent(),
          digits: ((await overlay.locator('time').textContent()) ?? '').trim(),
        }))
        .toEqual(clockIn(NEXT_ZONE, true));
      await expect(page.getByTestId('clock-time')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('kiosk-1024x600-document-words.png') });
      await expectAccessible(page);
      documentFace = await boxes(page, '#document-clock .dc-words', '#document-clock time');
    });

    await test.step('Then the React clock takes over with the same face', async () => {
      release();
      await expect(page.getByTestId('clock-words')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('#document-clock')).toHaveCount(0);
      await expect.poll(() => reactClock(page)).toEqual(clockIn(NEXT_ZONE, true));
      // In the place the document painted them (the same words: the same lines), so nothing jumps at the handover.
      const reactFace = await boxes(
        page,
        '[data-testid="clock-words"]',
        '[data-testid="clock-time"]',
      );
      for (const part of ['words', 'digits'] as const) {
        const before = documentFace?.[part];
        const after = reactFace[part];
        if (before?.text !== after.text) continue;
        expect(
          Math.abs((after.box?.y ?? 0) - (before.box?.y ?? -1)),
          `${part} y`,
        ).toBeLessThanOrEqual(0.5);
        expect(
          Math.abs((after.box?.height ?? 0) - (before.box?.height ?? -1)),
          `${part} height`,
        ).toBeLessThanOrEqual(0.5);
      }
      await page.screenshot({ path: testInfo.outputPath('kiosk-1024x600-react-words.png') });
      await expectFitsAndAccessible(page);
    });

    await test.step('When the words are turned off, Then the large digits read 24-hour, with no am/pm beside them', async () => {
      await asAdmin.call('PUT', `/users/${user.id}/`, { time_in_words: false });
      await expect(page.getByTestId('clock-seconds')).toBeVisible({ timeout: FOLLOWS_WITHIN_MS });
      await expect
        .poll(() => reactClock(page))
        .toEqual({ words: null, digits: clockIn(NEXT_ZONE, true).digits });
      await expect(page.getByText(/^(am|pm)$/)).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('kiosk-1024x600-digits-24h.png') });
      await expectFitsAndAccessible(page);
    });
  } finally {
    await context.close();
    await http.dispose();
  }
});
