import { DEMO, signIn } from '../support/accounts';
import { expect, test } from '../support/journey-fixtures';
import { KioskTable, startDemoKiosk } from '../support/kiosk-always-on-pages';
import { expectAccessible } from '../support/site';

/** The kiosk's always-on parts (shared/src/kiosk/README.md), against the real composed site, API and Chromium. */

test('the demo kiosk pings with its app version and last sync; an admin sees both on the dashboard', async ({
  browser,
  page,
}, testInfo) => {
  const kiosk = await startDemoKiosk(browser);
  try {
    const kioskFacts =
      await test.step('The kiosk shows Margaret’s clock and records its sync', async () => {
        await expect
          .poll(() => kiosk.page.evaluate(() => localStorage.getItem('kiosk_last_sync_at')))
          .toMatch(/^\d{4}-\d\d-\d\dT/);
        return kiosk.page.evaluate(() => ({
          lastSync: localStorage.getItem('kiosk_last_sync_at'),
          wakeLockApi: 'wakeLock' in navigator,
        }));
      });

    await test.step('An admin, in another browser, sees its version and a last sync time', async () => {
      await signIn(page, DEMO.admin);
      await page.goto('/admin-dashboard');
      const kiosks = new KioskTable(page);
      const row = kiosks.row('Margaret Johnson');
      const version = await kiosks.cell(row, 'App version');
      const lastSync = await kiosks.cell(row, 'Last sync');
      await kiosks.refreshUntil(async () => {
        await expect(row).toContainText('Online', { timeout: 2_000 });
        await expect(version).toHaveText(/^0\.1\.0\+\S+$/, { timeout: 2_000 });
        await expect(lastSync).toHaveText(/^\d\d:\d\d$/, { timeout: 2_000 });
      });
      await expect(row).not.toContainText('Not syncing');
      await expectAccessible(page);
      const shown = {
        version: await version.textContent(),
        lastSync: await lastSync.textContent(),
      };
      testInfo.annotations.push({
        type: 'kiosk always on',
        description: JSON.stringify({ ...kioskFacts, shown }),
      });
      console.info(`kiosk always on: ${JSON.stringify({ ...kioskFacts, shown })}`);
    });
  } finally {
    await kiosk.context.close();
  }
});
