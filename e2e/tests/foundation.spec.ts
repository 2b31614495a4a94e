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
    await page.addInitScript(
      ({ deviceId, secret }) => {
        window.localStorage.setItem('device_id', deviceId);
        window.localStorage.setItem('kiosk_secret', secret);
      },
      { deviceId: DEMO.kioskDeviceId, secret: DEMO.kioskSecret },
    );

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

test.describe('Kiosk devices that are not set up yet', () => {
  test('a new kiosk on plain HTTP (no crypto.randomUUID) reaches its setup card with an id', async ({
    page,
  }) => {
    // A bedside device on the home network: not a secure context, so no randomUUID.
    await page.addInitScript(() => {
      Object.defineProperty(Crypto.prototype, 'randomUUID', {
        value: undefined,
        configurable: true,
      });
    });
    await test.step('When a new kiosk device opens the site', async () => {
      await page.goto('/?kiosk=true');
    });
    await test.step('Then it shows its setup card with a kiosk- id of its own and a pairing code', async () => {
      await expect(page.getByRole('heading', { name: 'Kiosk setup' })).toBeVisible();
      await expect(page.getByTestId('kiosk-device-id')).toHaveText(
        /^kiosk-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      await expect(page.getByTestId('kiosk-pairing-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);
    });
    await expectAccessible(page);
  });

  test('a bound kiosk whose API is away at start says it is reconnecting, then shows the clock when it is back', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(
      ({ deviceId, secret }) => {
        localStorage.setItem('device_id', deviceId);
        localStorage.setItem('kiosk_secret', secret);
      },
      { deviceId: DEMO.kioskDeviceId, secret: DEMO.kioskSecret },
    );
    await test.step('Given the API does not answer', async () => {
      await page.route('http://localhost:4000/**', (route) => route.abort('connectionrefused'));
    });
    await test.step('When the demo kiosk starts, it says it is reconnecting, not that it is unbound', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Reconnecting' })).toBeVisible();
      await expect(page.getByText('not paired with a person yet')).toHaveCount(0);
      await expect(page.getByTestId('kiosk-pairing-code')).toHaveCount(0);
    });
    await expectAccessible(page);
    await test.step('Then, once the API is back, it signs itself in and shows the clock', async () => {
      await page.unroute('http://localhost:4000/**');
      await expect(page.getByRole('heading', { name: 'Clock' })).toBeVisible({ timeout: 40_000 });
    });
  });

  test('an administrator signs in on the kiosk from its setup card and gets the admin screens', async ({
    page,
  }) => {
    await page.goto('/?kiosk=true');
    await expect(page.getByRole('heading', { name: 'Kiosk setup' })).toBeVisible();
    await test.step('When I choose "Sign in as an administrator" and sign in', async () => {
      await page.getByRole('button', { name: 'Sign in as an administrator' }).click();
      await page.getByLabel('Email', { exact: true }).fill(DEMO.admin.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    });
    await test.step('Then I am on the admin dashboard with the navbar, out of kiosk mode', async () => {
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.locator('body')).not.toHaveClass(/kiosk/);
    });
    await expectAccessible(page);
  });
});
