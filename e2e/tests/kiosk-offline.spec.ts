import { AccountApi, doseDueNowAndMessage } from '../support/care-clock-pages';
import { expect, test } from '../support/journey-fixtures';
import {
  API_CALLS,
  bindKiosk,
  openKioskAt,
  recordPosts,
  storedDay,
  waitForOfflineShell,
} from '../support/kiosk-offline-pages';
import { expectAccessible } from '../support/site';

/**
 * The kiosk's offline shell (docs/kiosk-resilience.md), its last known day and its offline actions, against the real
 * composed site, API and Chromium. The kiosk is a new device bound to a person made for the test.
 */
test('a kiosk keeps its day with the API away and with no network, and sends what was done offline once, in order', async ({
  browser,
  playwright,
  user,
  admin,
}) => {
  test.setTimeout(120_000);
  const asUser = await AccountApi.signIn(await playwright.request.newContext(), user);
  const asAdmin = await AccountApi.signIn(await playwright.request.newContext(), admin);
  const now = await doseDueNowAndMessage(asUser, asAdmin, user.id, {
    medication: 'Offline tablets',
    message: 'A message for the offline kiosk.',
  });
  const device = await bindKiosk(asAdmin, user.id);

  const { context, page } = await openKioskAt(browser, device, user.id);
  const medicines = page.getByRole('region', { name: 'Medicines today' });
  const messages = page.getByRole('region', { name: 'Messages' });
  const notice = page.getByText(/^Not updated since \d{1,2}:\d{2} [ap]m\./);
  const take = medicines.getByRole('button', { name: /^Taken: Offline tablets 1 tablet/ });
  const ok = messages.getByRole('button', { name: /^OK, I have read it/ });

  await test.step('Given the kiosk has shown the day once and installed its offline shell', async () => {
    await expect(take).toBeVisible({ timeout: 30_000 });
    await expect(ok).toBeVisible();
    await waitForOfflineShell(page);
    await expect.poll(async () => (await storedDay(page)).queries).toBeGreaterThan(3);
  });

  await test.step('When the API goes away and the kiosk starts again, it shows its last known day', async () => {
    await context.route(API_CALLS, (route) => route.abort('connectionrefused'));
    const started = Date.now();
    await page.reload();
    await expect(take).toBeVisible({ timeout: 15_000 });
    await expect(ok).toBeVisible();
    console.info(
      `API away: the last known day is on screen ${Date.now() - started} ms after the start`,
    );
    await expect(page.getByTestId('clock-time')).toBeVisible();
    await page.clock.runFor(2 * 60_000);
    await expect(notice).toBeVisible();
    // The notice's line takes its room from the time: at 1024×600 nothing scrolls or is cut off.
    const cutOff = await page.evaluate(
      () =>
        [...document.querySelectorAll('main *')].filter((element) => {
          const box = element.getBoundingClientRect();
          return box.height > 0 && box.bottom > window.innerHeight + 0.5;
        }).length,
    );
    expect(cutOff).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      600,
    );
    await expectAccessible(page);
  });

  const posts = recordPosts(page);
  await test.step('When Taken and OK are pressed offline and the kiosk restarts, they are still done', async () => {
    await take.click();
    await expect(medicines.getByText(/Taken at/)).toBeVisible();
    await ok.click();
    await expect(messages.getByText('No new messages.')).toBeVisible();
    await expect.poll(async () => (await storedDay(page)).queued).toBe(2);
    await page.reload();
    await expect(medicines.getByText(/Taken at/)).toBeVisible({ timeout: 15_000 });
    await expect(messages.getByText('No new messages.')).toBeVisible();
    expect((await storedDay(page)).queued).toBe(2);
  });

  await test.step('When the API is back, each action reaches it once, in order, and the notice goes', async () => {
    const failedWhileAway = posts.length;
    await context.unroute(API_CALLS);
    const back = Date.now();
    await page.clock.runFor(11_000);
    await expect(notice).toBeHidden({ timeout: 15_000 });
    await expect.poll(async () => (await storedDay(page)).queued).toBe(0);
    console.info(`API back: queue sent and day current ${Date.now() - back} ms after recovery`);
    const sent = posts.slice(failedWhileAway).filter((path) => /status|acknowledge/.test(path));
    expect(sent).toEqual([
      expect.stringMatching(/\/medications\/\d+\/status\/$/),
      expect.stringMatching(/\/messages\/\d+\/acknowledge\/$/),
    ]);
    const doses = await asUser.call<{ medication_name: string; status: string }[]>(
      'GET',
      `/users/${user.id}/doses/?from=${now.date}`,
    );
    expect(doses.filter((d) => d.medication_name === 'Offline tablets')).toEqual([
      expect.objectContaining({ status: 'taken' }),
    ]);
    const inbox = await asUser.call<{ body: string; acknowledged: boolean }[]>(
      'GET',
      `/messages/${user.id}/all/`,
    );
    expect(inbox.find((m) => m.body === 'A message for the offline kiosk.')?.acknowledged).toBe(
      true,
    );
    await expectAccessible(page);
  });

  await test.step('When the network is gone entirely, the offline shell starts the kiosk on its day', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(medicines.getByText(/Taken at/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('clock-time')).toBeVisible();
    await context.setOffline(false);
  });
  await context.close();
});
