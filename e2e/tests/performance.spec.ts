import type { Page } from '@playwright/test';
import { LoginPage, Navbar } from '../support/auth-pages';
import { DEMO } from '../support/accounts';
import { expect, test } from '../support/journey-fixtures';
import { expectAccessible, REMOTE_PORTS, waitForQuiet } from '../support/site';

/** The chunk holding the dialogs', menus' and tooltips' implementation (shared/src/ui/overlay-loader.ts). */
const OVERLAYS_CHUNK = /\/overlays\.[0-9a-f]{8}\.js$/;

/** Every script the page downloads, by URL, from now on. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  });
  return urls;
}

test.describe('first loads carry only what their screen shows', () => {
  test('the login page loads no overlay code; the first menu an admin opens loads it, once', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    const login = new LoginPage(page);
    await test.step('When I open the sign-in page, it loads no dialog, menu or tooltip code', async () => {
      await login.open();
      await waitForQuiet(page);
      expect(scripts.filter((url) => OVERLAYS_CHUNK.test(url))).toEqual([]);
      await expectAccessible(page);
    });
    await test.step('When I sign in as an admin and open the Help menu, it opens', async () => {
      await login.signIn(DEMO.admin);
      const navbar = new Navbar(page);
      await navbar.bar.getByRole('button', { name: 'Help', exact: true }).click();
      await expect(page.getByRole('menuitem', { name: 'Help Center' })).toBeVisible();
      await expectAccessible(page);
    });
    await test.step('And the Help Center dialog opens from it; Escape closes it', async () => {
      await page.getByRole('menuitem', { name: 'Help Center' }).click();
      const dialog = page.getByRole('dialog', { name: 'Help Center' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
    // Then the overlay code was downloaded once, from the host.
    const overlays = scripts.filter((url) => OVERLAYS_CHUNK.test(url));
    expect(overlays).toHaveLength(1);
    expect(new URL(overlays[0] ?? '').port).toBe('3000');
  });

  test('hashed files are cached for a year; entry files revalidate, cheaply', async ({ page }) => {
    const entry = `http://localhost:${REMOTE_PORTS.mfe_care}/remoteEntry.js`;
    const first = await page.request.get(entry);
    expect(first.headers()['cache-control']).toBe('no-cache');
    const etag = first.headers()['etag'] ?? '';
    expect(etag).not.toBe('');
    const again = await page.request.get(entry, {
      headers: { 'If-None-Match': etag },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(304);

    const scripts = scriptsOf(page);
    await new LoginPage(page).open();
    await waitForQuiet(page);
    const hashed = scripts.find((url) => /\.[0-9a-f]{8}\.js$/.test(url));
    expect(hashed).toBeDefined();
    const response = await page.request.get(hashed ?? '');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
