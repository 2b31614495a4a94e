import type { Locator, Page, Response } from '@playwright/test';
import { AccountApi, measureKiosk } from '../support/care-clock-pages';
import { clockIn, personWithCareTeam } from '../support/care-planning-pages';
import { expect, test } from '../support/journey-fixtures';
import { bindKiosk, openKioskAt } from '../support/kiosk-offline-pages';
import { expectAccessible } from '../support/site';

/**
 * docs/product.md 2.15 – 2.16 (the clock page's tiles): "+N" never hides what matters. At 1024×600 (and again at
 * 1280×800), on a fresh person's kiosk with four morning doses missed (one then marked from the tile), three
 * later ones and five people to call: no missed dose is hidden while a later one is shown, each "+N" opens the
 * day's list at its own section (in view and focused, the page itself never scrolls), and the message tile
 * shows the message's first line.
 */

const posted = (ending: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith(ending);

const MISSED = ['Aspirin', 'Bisoprolol', 'Calcium', 'Digoxin'];
const LATER = ['Estradiol', 'Furosemide', 'Glipizide'];
const CONTACTS = [
  ['Emily Tiles', 'Daughter', '555 200 0001'],
  ['Robert Tiles', 'Son', '555 200 0002'],
  ['Carol Tiles', 'Neighbour', '555 200 0003'],
  ['Frank Tiles', 'Brother', '555 200 0004'],
  ['Grace Tiles', 'Friend', '555 200 0005'],
] as const;
// Longer than the tile is wide at 1024×600: it ends in "…" on one line, and widens nothing.
const FIRST_LINE = 'Lunch on Sunday at the Riverside café, if the weather holds';
const SECOND_LINE = 'Emily brings the photo album.';

/** The medicine names in a list, in the order shown. */
async function namesIn(list: Locator): Promise<string[]> {
  const rows = await list.getByRole('listitem').allTextContents();
  return rows.map((row) => [...MISSED, ...LATER].find((name) => row.includes(name)) ?? row);
}

/**
 * No missed dose is behind the count while a later one is on the tile: every hidden dose that says
 * "Not taken" comes, in the day's order, after every dose the tile shows.
 */
async function expectNoMissedHiddenBehindLater(kiosk: Page, tile: Locator): Promise<void> {
  const shown = await namesIn(tile);
  const list = kiosk.getByRole('dialog', { name: 'Everything for today' });
  await tile.getByRole('button', { name: /^\+\d/ }).click();
  const all = list.getByRole('region', { name: 'Medicines today' });
  await expect(all.getByRole('listitem')).toHaveCount(MISSED.length + LATER.length);
  const day = await namesIn(all);
  const rows = await all.getByRole('listitem').allTextContents();
  const missedHidden = day.filter(
    (name, i) => !shown.includes(name) && (rows[i] ?? '').includes('Not taken'),
  );
  const lastShown = Math.max(...shown.map((name) => day.indexOf(name)));
  for (const name of missedHidden) {
    expect(day.indexOf(name), `${name} is hidden behind a later dose`).toBeGreaterThan(lastShown);
  }
  await kiosk.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

/** The page itself never scrolls (only the list's own body may). */
async function expectPageStill(kiosk: Page): Promise<void> {
  const page = await kiosk.evaluate(() => ({
    scrollY: window.scrollY,
    scrolls:
      document.documentElement.scrollHeight > document.documentElement.clientHeight ||
      document.documentElement.scrollWidth > document.documentElement.clientWidth,
  }));
  expect(page).toEqual({ scrollY: 0, scrolls: false });
}

/** "+N" from the calls opens the day's list at the calls: the section in view and its heading focused. */
async function expectCallsOpenAtCalls(kiosk: Page): Promise<void> {
  const calls = kiosk.getByRole('navigation', { name: 'Call' });
  const more = calls.getByRole('button', { name: /more people to call$/ });
  await more.click();
  const list = kiosk.getByRole('dialog', { name: 'Everything for today' });
  await expect(list).toBeVisible();
  const section = list.getByRole('region', { name: 'Call' });
  await expect(section.getByRole('heading', { name: 'Call' })).toBeFocused();
  await expect(section.getByRole('button', { name: /^Call/ })).toHaveCount(CONTACTS.length);
  const viewport = kiosk.viewportSize() ?? { width: 0, height: 0 };
  await expect
    .poll(async () => {
      const box = await section.boundingBox();
      return (
        box !== null &&
        box.y >= 0 &&
        box.x >= 0 &&
        box.y + box.height <= viewport.height &&
        box.x + box.width <= viewport.width
      );
    })
    .toBe(true);
  // Close stays in reach while the list is scrolled to the calls.
  const close = list.getByRole('button', { name: 'Close' });
  await expect(close).toBeInViewport({ ratio: 1 });
  await expectPageStill(kiosk);
  await expectAccessible(kiosk);
  await kiosk.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(more).toBeFocused();
}

test('“+N” hides nothing that matters: missed doses first, the calls’ “+N” opens at the calls, a message’s first line', async ({
  browser,
  playwright,
  careApi,
  user,
  admin,
}, testInfo) => {
  test.setTimeout(150_000);
  const person = await personWithCareTeam(careApi, user);
  const asAdmin = await AccountApi.signIn(await playwright.request.newContext(), admin);
  const today = clockIn(person.zone, 0).date;
  // Four morning doses, two to three hours ago (missed an hour after their time), and three later today.
  for (const [i, name] of MISSED.entries()) {
    await careApi.addMedication(person.id, {
      name,
      dosage: '1 tablet',
      times: [clockIn(person.zone, -180 + i * 10).time],
      startDate: today,
    });
  }
  for (const [i, name] of LATER.entries()) {
    await careApi.addMedication(person.id, {
      name,
      dosage: '1 tablet',
      times: [clockIn(person.zone, 120 + i * 30).time],
      startDate: today,
    });
  }
  await asAdmin.call('POST', '/messages/send/', {
    recipient_id: person.id,
    subject: 'Sunday',
    body: `${FIRST_LINE}\n${SECOND_LINE}`,
  });
  const contactIds: number[] = [];
  for (const [name, relationship, phone] of CONTACTS) {
    contactIds.push(
      await careApi.addContact(person.id, { name, relationship, phone_number: phone }),
    );
  }
  const device = await bindKiosk(asAdmin, person.id);
  const { context, page: kiosk } = await openKioskAt(browser, device, person.id);
  const medicines = kiosk.getByRole('region', { name: 'Medicines today' });
  const messages = kiosk.getByRole('region', { name: 'Messages' });

  await test.step('Given four missed doses, the tile shows missed ones, none behind a later dose', async () => {
    await expect(medicines.getByText(/^Not taken/).first()).toBeVisible({ timeout: 30_000 });
    await expectNoMissedHiddenBehindLater(kiosk, medicines);
  });

  await test.step('When I press Taken on a missed dose, it stays ticked and no other missed dose hides behind a later one', async () => {
    const first = medicines.getByRole('button', { name: /^Taken: / }).first();
    const name = (await first.getAttribute('aria-label'))?.match(/^Taken: (\w+)/)?.[1] ?? '';
    const saved = kiosk.waitForResponse(posted('/status/'));
    await first.click();
    expect((await saved).ok()).toBe(true);
    await expect(medicines.getByRole('listitem').filter({ hasText: name })).toContainText(
      /✓ Taken at/,
    );
    await expectNoMissedHiddenBehindLater(kiosk, medicines);
    // The count says in words that missed doses are behind it.
    await expect(medicines.getByRole('button', { name: /not taken/ })).toBeVisible();
    await kiosk.screenshot({ path: testInfo.outputPath('kiosk-medicines-1024x600.png') });
  });

  await test.step('Then the message tile shows the message’s first line beside who sent it', async () => {
    const line = messages.getByText(FIRST_LINE);
    await expect(line).toBeVisible();
    await expect(line).toBeInViewport({ ratio: 1 });
    // One line, cut with an ellipsis inside the tile.
    const cut = await line.evaluate((el) => ({
      lines: Math.round(
        el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      ),
      cut: el.scrollWidth > el.clientWidth,
      ellipsis: getComputedStyle(el).textOverflow,
    }));
    expect(cut).toEqual({ lines: 1, cut: true, ellipsis: 'ellipsis' });
    await expect(messages.getByText(SECOND_LINE)).toHaveCount(0);
    await expect(messages.getByText(/^From /)).toBeVisible();
    const facts = await measureKiosk(kiosk);
    expect(facts.scrolls).toBe(false);
    expect(facts.outside).toEqual([]);
    expect(facts.minTarget).toBeGreaterThanOrEqual(64);
    await expectAccessible(kiosk);
  });

  await test.step('When I press the calls’ “+3”, the list opens at the calls, focused, the page still', async () => {
    await expectCallsOpenAtCalls(kiosk);
    await kiosk
      .getByRole('navigation', { name: 'Call' })
      .getByRole('button', { name: /more/ })
      .click();
    await kiosk.screenshot({ path: testInfo.outputPath('kiosk-calls-1024x600.png') });
    await kiosk.keyboard.press('Escape');
  });

  await test.step('And the medicines’ “+N” opens the list at the medicines', async () => {
    const more = medicines.getByRole('button', { name: /^\+\d/ });
    await more.click();
    const list = kiosk.getByRole('dialog', { name: 'Everything for today' });
    await expect(
      list.getByRole('region', { name: 'Medicines today' }).getByRole('heading'),
    ).toBeFocused();
    await expectPageStill(kiosk);
    await kiosk.keyboard.press('Escape');
    await expect(more).toBeFocused();
  });

  await test.step('At 1280×800 the same holds', async () => {
    await kiosk.setViewportSize({ width: 1280, height: 800 });
    await expect(messages.getByText(FIRST_LINE)).toBeVisible();
    await expectNoMissedHiddenBehindLater(kiosk, medicines);
    await expectCallsOpenAtCalls(kiosk);
    const facts = await measureKiosk(kiosk);
    expect(facts.scrolls).toBe(false);
    expect(facts.outside).toEqual([]);
    await kiosk.screenshot({ path: testInfo.outputPath('kiosk-1280x800.png') });
  });
  await context.close();
  for (const id of contactIds) await careApi.deleteContact(person.id, id);
});
