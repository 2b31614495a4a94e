import type { Page, Response } from '@playwright/test';
import { signIn } from '../support/accounts';
import { AccountApi, localNow, measureKiosk } from '../support/care-clock-pages';
import { CAREGIVER, personWithCareTeam } from '../support/care-planning-pages';
import { expect, test } from '../support/journey-fixtures';
import { bindKiosk, openKioskAt } from '../support/kiosk-offline-pages';
import { expectAccessible } from '../support/site';

/**
 * The kiosk answers its person's questions. At 1024×600, on a fresh person's kiosk: a
 * dose marked Taken stays on the tile, ticked with its time, after a reload too; "and N more" opens the whole
 * day on the screen; and a caregiver looking at the same clock page is offered no OK.
 */

const posted = (ending: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith(ending);

/** What the kiosk's "and 2 more" hides: no scrolling, nothing cut off, large targets (as care-clock checks). */
async function expectKioskFits(page: Page): Promise<void> {
  const facts = await measureKiosk(page);
  expect(facts.scrolls).toBe(false);
  expect(facts.outside).toEqual([]);
  expect(facts.minTarget).toBeGreaterThanOrEqual(64);
}

test('a dose marked Taken stays ticked with its time after a reload; “and N more” opens the whole day; a caregiver gets no OK', async ({
  browser,
  page,
  playwright,
  careApi,
  user,
  admin,
}, testInfo) => {
  test.setTimeout(150_000);
  const person = await personWithCareTeam(careApi, user);
  const asUser = await AccountApi.signIn(await playwright.request.newContext(), user);
  const asAdmin = await AccountApi.signIn(await playwright.request.newContext(), admin);
  const now = localNow(person.zone);
  // Three medicines due this minute: the 1024×600 tile shows two, the third is behind "and 1 more".
  for (const name of ['Alpha tablets', 'Beta tablets', 'Gamma tablets']) {
    await asUser.call('POST', `/users/${user.id}/medications/`, {
      name,
      dosage: '1 tablet',
      times: [now.time],
      start_date: now.date,
    });
  }
  await asAdmin.call('POST', '/messages/send/', {
    recipient_id: user.id,
    subject: 'Hello',
    body: 'A message for the kiosk journey.',
  });
  for (const [name, relationship, phone] of [
    ['Emily Journey', 'Daughter', '555 100 0001'],
    ['Robert Journey', 'Son', '555 100 0002'],
    ['Carol Journey', 'Neighbour', '555 100 0003'],
  ] as const) {
    await careApi.addContact(user.id, { name, relationship, phone_number: phone });
  }
  const device = await bindKiosk(asAdmin, user.id);
  const { context, page: kiosk } = await openKioskAt(browser, device, user.id);
  const medicines = kiosk.getByRole('region', { name: 'Medicines today' });

  await test.step('When I press Taken on the first medicine, it stays ticked with the time', async () => {
    await expect(medicines.getByRole('button', { name: /^Taken: Alpha tablets/ })).toBeVisible({
      timeout: 30_000,
    });
    const saved = kiosk.waitForResponse(posted('/status/'));
    await medicines.getByRole('button', { name: /^Taken: Alpha tablets/ }).click();
    expect((await saved).ok()).toBe(true);
    const alpha = medicines.getByRole('listitem').filter({ hasText: 'Alpha tablets' });
    await expect(alpha).toContainText(/✓ Taken at \d{1,2}:\d{2} [ap]m/);
    // The next one says so in words.
    await expect(medicines.getByRole('listitem').filter({ hasText: 'Beta tablets' })).toContainText(
      'Next:',
    );
    await kiosk.screenshot({ path: testInfo.outputPath('kiosk-after-taken-1024x600.png') });
  });

  await test.step('And after a reload it is still there, ticked', async () => {
    await kiosk.reload();
    const alpha = medicines.getByRole('listitem').filter({ hasText: 'Alpha tablets' });
    await expect(alpha).toContainText(/✓ Taken at \d{1,2}:\d{2} [ap]m/, { timeout: 30_000 });
    await expectKioskFits(kiosk);
    await expectAccessible(kiosk);
  });

  await test.step('When I press “and 1 more”, the whole day opens on the screen', async () => {
    const more = medicines.getByRole('button', { name: '+1 more medicine' });
    await more.click();
    const list = kiosk.getByRole('dialog', { name: 'Everything for today' });
    await expect(list).toBeVisible();
    const all = list.getByRole('region', { name: 'Medicines today' });
    // Opened from the medicines, at the medicines: their heading has the focus (never a Taken button).
    await expect(all.getByRole('heading', { name: 'Medicines today' })).toBeFocused();
    await expect(all.getByRole('listitem')).toHaveCount(3);
    await expect(all.getByRole('listitem').filter({ hasText: 'Gamma tablets' })).toBeVisible();
    await expect(list.getByRole('region', { name: 'Messages' })).toContainText(
      'A message for the kiosk journey.',
    );
    // Every contact can be called from here, the third one too.
    await expect(
      list.getByRole('region', { name: 'Call' }).getByRole('button', { name: /^Call/ }),
    ).toHaveCount(3);
    const box = await list.getByRole('button', { name: 'Close' }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(64);
    await kiosk.screenshot({ path: testInfo.outputPath('kiosk-everything-1024x600.png') });
    await expectAccessible(kiosk);
    await kiosk.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(more).toBeFocused();
    // Left alone, it closes itself after a minute.
    await more.click();
    await expect(list).toBeVisible();
    await kiosk.clock.runFor(61_000);
    await expect(list).toBeHidden();
  });
  await context.close();

  await test.step('When her caregiver looks at her clock page, the message has no OK and no Read', async () => {
    await signIn(page, CAREGIVER);
    await page.goto(`/clock/${user.id}`);
    const messages = page.getByRole('region', { name: 'Messages' });
    await expect(messages.getByText('A message for the kiosk journey.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(messages.getByRole('button')).toHaveCount(0);
    await expectAccessible(page);
  });
});
