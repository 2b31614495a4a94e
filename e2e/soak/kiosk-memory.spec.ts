import type { CDPSession, Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { AccountApi, localAt } from '../support/care-clock-pages';
import { expect, test } from '../support/journey-fixtures';
import { expectAccessible } from '../support/site';

/**
 * A kiosk runs for months, so a simulated day must not leave memory behind. The demo kiosk shows its
 * clock page while the page's clock runs through 24 hours (the per-second tick, the 60 s and 5-minute refetches,
 * the picture changing every five minutes) and messages arrive through the real API and are read. The JS heap
 * after garbage collection, at the end against after the first simulated hour, may grow by at most 2 MB.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** At most this much more heap, after garbage collection, at the end of the day than after its first hour. */
const MAX_GROWTH_BYTES = 2 * 1024 * 1024;

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  // Twice: objects freed by the first collection's finalizers go in the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * One simulated minute: the first second with every timer on the way (the clock's tick re-renders), the rest
 * jumped over (each timer due fires once: the tick, a refetch), then a moment of real time for the requests.
 */
async function oneMinute(page: Page): Promise<void> {
  await page.clock.runFor(1_000);
  await page.clock.fastForward(MINUTE - 1_000);
  await page.waitForTimeout(15);
}

/** The person's local date (YYYY-MM-DD) of the first 03:00 (the quiet-hours reload) in `from` … `from + span`. */
function quietReloadDayWithin(from: number, span: number, zone: string): string {
  for (let at = from; at <= from + span; at += 15 * MINUTE) {
    const local = localAt(at, zone);
    if (local.hour === '03') return local.date;
  }
  throw new Error(`no 03:00 in ${zone} within the simulated day`);
}

/**
 * When the page's simulated day ends: about now (the tokens the API stamps with the real time stay valid on the
 * page's clock all day, as they would on a kiosk whose clock and server agree), unless now is near the person's
 * quiet hour (03:00). A day that ended then would hold two quiet hours, one at each end, and the page would reload
 * itself at the end of the day, as a kiosk should; so such a day ends three hours earlier.
 */
function simulatedDayEnd(now: number, zone: string): number {
  return ['02', '03', '04'].includes(localAt(now, zone).hour) ? now - 3 * HOUR : now;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

test('24 simulated hours on the kiosk’s clock page leave at most 2 MB more heap after GC', async ({
  browser,
  playwright,
}, testInfo) => {
  // About 3 minutes on a quiet two-core machine; the work is CPU-bound, so a busy one needs more.
  test.setTimeout(420_000);
  const http = await playwright.request.newContext();
  const asStaff = await AccountApi.signIn(http, DEMO.admin);
  const asPerson = await AccountApi.signIn(http, DEMO.user);
  // 1280×800: the kiosk size with the picture tile (a 600 px high kiosk has no room for it).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const person = await asPerson.call<{ time_zone: string }>(
    'GET',
    `/users/profile/${DEMO.user.id}/`,
  );
  // The page's day: a day (and a little) up to about now, holding one quiet hour (simulatedDayEnd).
  const dayStart = simulatedDayEnd(Date.now(), person.time_zone) - DAY - 10 * MINUTE;
  await context.clock.install({ time: dayStart });
  // The daily quiet-hours reload would start the page afresh in the night, which is what it is for; the figure
  // here is what a page gathers when it does not reload, so the simulated night counts as already reloaded.
  const quietNight = quietReloadDayWithin(dayStart, DAY, person.time_zone);
  await context.addInitScript(
    ({ deviceId, secret, night }) => {
      window.localStorage.setItem('device_id', deviceId);
      window.localStorage.setItem('kiosk_secret', secret);
      window.localStorage.setItem('kiosk_quiet_reload_day', night);
    },
    { deviceId: DEMO.kioskDeviceId, secret: DEMO.kioskSecret, night: quietNight },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const sent: number[] = [];
  try {
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/clock/${DEMO.user.id}$`));
    const messages = page.getByRole('region', { name: 'Messages' });
    await expect(messages).toBeVisible({ timeout: 30_000 });
    const picture = page.getByRole('region', { name: 'A picture' }).getByRole('img');
    const pictures = new Set<string>();
    await expect(picture.first()).toBeVisible({ timeout: 30_000 });

    /** Every two hours a message arrives; once the kiosk shows it, it is read (acknowledged). */
    const messageArrives = async (hour: number) => {
      const body = `Memory day, hour ${hour}`;
      const message = await asStaff.call<{ id: number }>('POST', '/messages/send/', {
        recipient_id: DEMO.user.id,
        subject: 'Hello',
        body,
      });
      sent.push(message.id);
      // The kiosk's next refetch (within a simulated minute) brings it and the tile shows it.
      await expect(async () => {
        const refetched = page.waitForResponse(
          (r) => new URL(r.url()).pathname.endsWith(`/messages/${DEMO.user.id}/all/`),
          { timeout: 5_000 },
        );
        await oneMinute(page);
        expect(await (await refetched).text()).toContain(body);
      }).toPass({ timeout: 30_000 });
      // Unread messages show oldest first: the demo's older unread ones come before it on the
      // tile, so it is read in the whole day's list, one tap away ("and 3 more").
      await messages.getByRole('button', { name: /^\+\d+ more messages?$/ }).click();
      const list = page.getByRole('dialog', { name: 'Everything for today' });
      await expect(list.getByText(body)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await asPerson.call('POST', `/messages/${message.id}/acknowledge/`);
    };

    const runHour = async (hour: number) => {
      for (let minute = 0; minute < 60; minute += 1) await oneMinute(page);
      if (hour % 2 === 0) await messageArrives(hour);
      // A data: URL: its length and its end tell one picture from another.
      const src = await picture.first().getAttribute('src', { timeout: 2_000 });
      if (src) pictures.add(`${src.length}:${src.slice(-64)}`);
    };

    await runHour(0);
    const warm = await heapAfterGc(cdp);
    for (let hour = 1; hour < 24; hour += 1) await runHour(hour);
    const end = await heapAfterGc(cdp);
    const growth = end - warm;

    const figure = `kiosk heap after GC: ${mb(warm)} after the first hour, ${mb(end)} after 24 h: growth ${mb(growth)} (limit ${mb(MAX_GROWTH_BYTES)}); ${sent.length} messages arrived and were read, ${pictures.size} different pictures shown`;
    testInfo.annotations.push({ type: 'heap', description: figure });
    process.stdout.write(`\n[memory] ${figure}\n`);

    await expect(page).toHaveURL(new RegExp(`/clock/${DEMO.user.id}$`));
    await expect(page.getByTestId('clock-time')).toBeVisible();
    expect(pictures.size, 'the picture changed during the day').toBeGreaterThan(1);
    expect(growth).toBeLessThanOrEqual(MAX_GROWTH_BYTES);
    await expectAccessible(page);
  } finally {
    // The demo kiosk's messages are as they were: every message this day sent is read.
    for (const id of sent) await asPerson.call('POST', `/messages/${id}/acknowledge/`);
    await context.close();
    await http.dispose();
  }
});
