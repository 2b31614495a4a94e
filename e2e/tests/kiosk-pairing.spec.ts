import { signIn } from '../support/accounts';
import { AdminPages } from '../support/admin-pages';
import { AccountApi } from '../support/care-clock-pages';
import { expect, test } from '../support/journey-fixtures';
import { expectAccessible } from '../support/site';

// docs/product.md 4.3 and 2.11, docs/security.md: a kiosk is paired the device-flow way. The device shows a short
// code; an administrator types it on the person's Kiosk Configuration; only then does the device, which holds its
// own pending request, receive its kiosk secret. A re-key signs the device out and it asks for a new code.
test.describe.configure({ timeout: 180_000 });

const CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/;

test('a new kiosk shows a pairing code, an admin types it, the kiosk shows the clock; a re-key asks for a new code', async ({
  browser,
  playwright,
  user,
  admin,
}, testInfo) => {
  const deviceContext = await browser.newContext({ viewport: { width: 1024, height: 600 } });
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const device = await deviceContext.newPage();
  const page = await adminContext.newPage();
  const http = await playwright.request.newContext();
  const codeOnCard = device.getByTestId('kiosk-pairing-code');
  let firstCode = '';

  try {
    await test.step('Given a new kiosk device at 1024×600 opens the site', async () => {
      await device.goto('/?kiosk=true');
      await expect(device.getByRole('heading', { name: 'Kiosk setup' })).toBeVisible();
    });

    await test.step('Then its setup card shows a pairing code, large, a QR of it and its expiry; nothing scrolls', async () => {
      await expect(codeOnCard).toHaveText(CODE);
      firstCode = await codeOnCard.innerText();
      await expect(device.getByText('This kiosk is not paired with a person yet.')).toBeVisible();
      await expect(
        device.getByText('On the person’s Kiosk Configuration, enter this code.'),
      ).toBeVisible();
      await expect(
        device.getByRole('img', { name: `QR code of the pairing code ${firstCode}` }),
      ).toBeVisible();
      await expect(device.getByText(/^The code works until \d\d:\d\d\./)).toBeVisible();
      // Readable from a bed: the code's letters are at least 48 px tall.
      const fontPx = await codeOnCard.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(fontPx).toBeGreaterThanOrEqual(48);
      const layout = await device.evaluate(() => {
        const root = document.documentElement;
        const outside = [...document.querySelectorAll('body *')].filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && (box.bottom > innerHeight + 0.5 || box.right > innerWidth + 0.5);
        }).length;
        return {
          scrolls: root.scrollHeight > root.clientHeight || root.scrollWidth > root.clientWidth,
          outside,
        };
      });
      expect(layout).toEqual({ scrolls: false, outside: 0 });
      // Large targets: every button of the card is at least 44 px tall.
      for (const button of await device.getByRole('button').all()) {
        expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await expectAccessible(device);
      await device.screenshot({ path: testInfo.outputPath('kiosk-setup-card.png') });
    });

    const pairForm = page.getByRole('form', { name: 'Pair a device' });
    const field = pairForm.getByLabel('Pairing code', { exact: true });

    await test.step('When an admin types a wrong code on the person’s Kiosk Configuration, the reason shows and the field keeps it', async () => {
      await signIn(page, admin);
      await new AdminPages(page).openUser(user.id);
      await expect(page.getByTestId('kiosk-state')).toContainText('Not set up');
      await field.fill('BCDF-BCDF');
      await pairForm.getByRole('button', { name: 'Pair device' }).click();
      await expect(
        pairForm.getByText('This pairing code is not valid or has expired.'),
      ).toBeVisible();
      await expect(field).toHaveValue('BCDF-BCDF');
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath('kiosk-configuration-refused.png') });
    });

    await test.step('And then the code the device shows', async () => {
      await field.fill(firstCode.toLowerCase());
      await pairForm.getByRole('button', { name: 'Pair device' }).click();
      await expect(
        page.getByText('Paired. The device signs itself in within a few seconds.'),
      ).toBeVisible();
      await expect(field).toHaveValue('');
      await expect(page.getByTestId('kiosk-state')).toContainText('Waiting for the device');
    });

    await test.step('Then the device shows the person’s clock within seconds, with nobody touching it', async () => {
      await expect(device).toHaveURL(new RegExp(`/clock/${user.id}$`), { timeout: 20_000 });
      await expect(device.getByRole('heading', { name: 'Clock' })).toBeVisible();
      // The device kept its own secret and forgot the pairing.
      const stored = await device.evaluate(() => ({
        secret: localStorage.getItem('kiosk_secret'),
        pairing: localStorage.getItem('kiosk_pairing'),
      }));
      expect(stored.secret).toBeTruthy();
      expect(stored.pairing).toBeNull();
      // The admin's screen follows the device over the live channel, without a reload.
      await expect(page.getByTestId('kiosk-state')).toContainText('Paired', { timeout: 10_000 });
    });

    await test.step('When the admin re-keys the kiosk', async () => {
      const kiosk = page.getByRole('form', { name: 'Kiosk Configuration' });
      await kiosk.getByRole('button', { name: 'Generate secret' }).click();
      await kiosk.getByRole('button', { name: 'Save kiosk settings' }).click();
      await expect(
        page.getByText(/^Kiosk settings saved\. The device will need a new pairing code/),
      ).toBeVisible();
      await expect(page.getByTestId('kiosk-state')).toContainText('Needs pairing');
    });

    await test.step('Then the device is signed out within seconds and shows a new code', async () => {
      // The device's live stream ends with its session (docs/security.md, "Sessions"); the page learns it at
      // once, not at its next poll a minute later.
      await expect(codeOnCard).toHaveText(CODE, { timeout: 15_000 });
      expect(await codeOnCard.innerText()).not.toBe(firstCode);
      await expect(device.getByText('This kiosk needs pairing again.')).toBeVisible();
      await expect(device).not.toHaveURL(/\/clock\//);
      await expectAccessible(device);
      await device.screenshot({ path: testInfo.outputPath('kiosk-setup-card-after-rekey.png') });
    });
  } finally {
    // No kiosk of this test is left on the dashboard as needing pairing.
    const asAdmin = await AccountApi.signIn(http, admin);
    await asAdmin.call('PUT', `/users/${user.id}/`, { device_id: null, kiosk_secret: null });
    await http.dispose();
    await deviceContext.close();
    await adminContext.close();
  }
});
