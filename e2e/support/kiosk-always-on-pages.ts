import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEMO } from './accounts';

/** The demo kiosk (Margaret's bedside device) at the kiosk's screen size, its clock page loaded. */
export async function startDemoKiosk(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 600 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(
    ({ id, secret }) => {
      localStorage.setItem('device_id', id);
      localStorage.setItem('kiosk_secret', secret);
    },
    { id: DEMO.kioskDeviceId, secret: DEMO.kioskSecret },
  );
  await page.goto('/');
  await expect(page).toHaveURL(/\/clock\/1$/);
  await expect(page.getByRole('region', { name: 'Medicines today' })).toBeVisible({
    timeout: 30_000,
  });
  return { context, page };
}

/** The admin dashboard's kiosk table: one row per kiosk, its cells by column name. */
export class KioskTable {
  readonly table: Locator;
  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Kiosks' });
  }

  row(displayName: string): Locator {
    return this.table.getByRole('row', { name: new RegExp(displayName) });
  }

  /** The cell of `row` under the column headed `column`. */
  async cell(row: Locator, column: string): Promise<Locator> {
    await expect(this.table.getByRole('columnheader').first()).toBeVisible({ timeout: 15_000 });
    const headers = await this.table.getByRole('columnheader').allTextContents();
    const index = headers.indexOf(column);
    if (index < 0) throw new Error(`no column ${column} in ${headers.join(', ')}`);
    return row.getByRole('cell').nth(index);
  }

  /** Refreshes the dashboard until `check` passes (the kiosk pings on its own schedule). */
  async refreshUntil(check: () => Promise<void>, timeout = 30_000): Promise<void> {
    await expect(async () => {
      await this.page.getByRole('button', { name: 'Refresh', exact: true }).click();
      await check();
    }).toPass({ timeout });
  }
}
