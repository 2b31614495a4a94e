import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { DEMO, signIn } from '../support/accounts';
import {
  REMOTE_PORTS,
  ROOT,
  expectAccessible,
  pointRemotesAt,
  waitForQuiet,
} from '../support/site';

test.describe('Foundation: routing, runtime remotes and profiles', () => {
  for (const start of ['/', '/no-such-page', '/clock/1']) {
    test(`a signed-out visit of ${start} ends on the sign-in page`, async ({ page }) => {
      await test.step(`When I open ${start} without signing in`, async () => {
        await page.goto(start);
      });
      await test.step('Then I am on /auth/login and see the sign-in form', async () => {
        await expect(page).toHaveURL(/\/auth\/login$/);
        await expect(page.getByLabel('Password')).toBeVisible();
      });
      await expectAccessible(page);
    });
  }

  test('a remote that is down shows its error with Retry, the rest works, and Retry recovers', async ({
    page,
  }) => {
    // The admin remote is "deployed" on a port where nothing listens yet.
    const port = 3902;
    await pointRemotesAt(page, { mfe_admin: `http://localhost:${port}/remoteEntry.js` });

    await test.step('When an admin signs in while the admin remote is down', async () => {
      await signIn(page, DEMO.admin);
      await expect(page).toHaveURL(/\/admin-dashboard$/);
    });
    await test.step('Then the dashboard area shows an error with Retry', async () => {
      await expect(page.getByText('This part of the app could not be loaded.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    });
    await test.step('And the rest of the site still works (navbar → profile)', async () => {
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'View Profile' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByText(DEMO.admin.email)).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    });
    const server = await startStaticServer({ dir: path.join(ROOT, 'mfe-admin/dist'), port });
    try {
      await test.step('When the remote is back and I press Retry, the dashboard renders without a reload', async () => {
        await page.evaluate(() => {
          (window as unknown as { notReloaded: boolean }).notReloaded = true;
        });
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('This part of the app could not be loaded.')).toHaveCount(0);
        expect(
          await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
        ).toBe(true);
      });
    } finally {
      await server.close();
    }
  });

  test('a remote entry served 25 s late still renders', async ({ page }) => {
    test.setTimeout(120_000);
    const port = 3903;
    const server = await startStaticServer({
      dir: path.join(ROOT, 'mfe-auth/dist'),
      port,
      delayMs: (urlPath) => (urlPath === '/remoteEntry.js' ? 25_000 : 0),
    });
    try {
      await pointRemotesAt(page, { mfe_auth: `http://localhost:${port}/remoteEntry.js` });
      const started = Date.now();
      await page.goto('/auth/login');
      await expect(page.getByLabel('Password')).toBeVisible({ timeout: 60_000 });
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(25_000);
    } finally {
      await server.close();
    }
  });

  test('in the kiosk profile no request goes to any remote but care and voice', async ({
    page,
  }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      const port = Number(new URL(request.url()).port);
      const remote = Object.entries(REMOTE_PORTS).find(([, p]) => p === port);
      if (remote) remoteRequests.push(remote[0]);
    });
    await page.addInitScript((deviceId) => {
      window.localStorage.setItem('device_id', deviceId);
    }, DEMO.kioskDeviceId);

    await test.step('When the kiosk device opens the site', async () => {
      await page.goto('/');
    });
    await test.step('Then it signs in by itself and shows its user’s clock page', async () => {
      await expect(page).toHaveURL(new RegExp(`/clock/${DEMO.user.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForQuiet(page);
    });
    await test.step('And only the care and voice remotes were requested', () => {
      expect(new Set(remoteRequests)).toEqual(new Set(['mfe_care', 'mfe_voice']));
    });
    await expectAccessible(page);
  });
});
