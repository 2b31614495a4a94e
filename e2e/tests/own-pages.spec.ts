import type { Browser, Page, TestInfo } from '@playwright/test';
import { OwnPagesHeader } from '../support/auth-pages';
import { signIn } from '../support/accounts';
import type { Account } from '../support/care-api';
import { CAREGIVER, personWithCareTeam } from '../support/care-planning-pages';
import { expect, test } from '../support/journey-fixtures';
import { expectAccessible, waitForQuiet } from '../support/site';

/**
 * Spec 2.3 and 6: the navbar (and its Help and Profile menus) is the admins'. Every other signed-in person has a
 * header of their own pages at the top of the page instead: their home, their profile, Sign out
 * (docs/product.md 2.3). And every link a page shows a person opens for them: followed one by one, each lands on
 * its own path, not on the clock page or login the guards send people to, and shows no error.
 */

test.describe.configure({ timeout: 300_000 });

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
type Size = typeof PHONE | typeof DESKTOP;

/** A bound on one role's walk (an admin's pages link to many): the walk must end before it. */
const MAX_PAGES = 60;

const SITE = 'http://localhost:3000';
const ERROR_SCREEN = 'Something went wrong.';
/** The titles of the one calm problem pattern (shared's CalmState). */
const CALM_PROBLEMS = /^(Not found|Not available to you|Could not load)$/;

async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  size: Size,
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: size })).newPage();
  await signIn(page, account);
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The page has settled: its heading shows and it has stopped loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await waitForQuiet(page, 1000, 8000);
}

/** The page at `path` opened for this person: still there, no error screen, no calm problem. */
async function expectOpened(page: Page, path: string): Promise<void> {
  expect(pathOf(page), `${path} opens, not a redirect`).toBe(path);
  await expect(page.getByText(ERROR_SCREEN), `${path}: no error screen`).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ has: page.getByText(CALM_PROBLEMS) }),
    `${path}: no "not found", "not available" or "could not load"`,
  ).toHaveCount(0);
}

/** The site's own links on the page (a[href]), as paths; `tel:` and other sites' links are not pages. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === SITE)
        .map((url) => url.pathname),
    ),
  ];
}

/** Fits the window: nothing to scroll sideways. */
async function expectFitsWidth(page: Page, path: string): Promise<void> {
  const fit = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(fit.scrollWidth, `${path} does not scroll sideways`).toBeLessThanOrEqual(fit.width);
}

/**
 * Only the pages of the people this journey made: other journeys' people come and go on the shared database
 * (an admin's lists show everyone). A person's own id is the first number in the path, except on the pages of
 * one appointment or medication, which are reached only from pages of the people in the walk.
 */
function inScope(path: string, ids: readonly number[]): boolean {
  if (/^\/(appointments|medications)\/\d+\//.test(path)) return true;
  const first = /\/(\d+)(\/|$)/.exec(path)?.[1];
  return first === undefined || ids.includes(Number(first));
}

/**
 * Visits `start`, then every page linked from the pages visited (within `ids`), each by its address: each must
 * open for this person, pass axe and (on a phone) fit the width. Answers the paths visited.
 */
async function walk(
  page: Page,
  testInfo: TestInfo,
  label: string,
  start: readonly string[],
  ids: readonly number[],
  onEach: (path: string) => Promise<void>,
): Promise<string[]> {
  const queue = [...start];
  const visited: string[] = [];
  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const path = queue.shift() as string;
    if (visited.includes(path)) continue;
    visited.push(path);
    await test.step(`${label}: ${path} opens`, async () => {
      await page.goto(path);
      await settled(page);
      await expectOpened(page, path);
      await onEach(path);
      await expectAccessible(page);
      const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      await page.screenshot({ path: testInfo.outputPath(`${label}-${name}.png`), fullPage: true });
      for (const link of await linksOn(page))
        if (inScope(link, ids) && !visited.includes(link) && !queue.includes(link))
          queue.push(link);
    });
  }
  expect(queue, `${label}: every page linked was visited`).toEqual([]);
  return visited;
}

/** A non-admin's header: inside the page, their home and profile, the page they are on marked, not linked. */
async function expectOwnHeader(page: Page, path: string, expected: string[]): Promise<void> {
  const header = new OwnPagesHeader(page);
  await expect(page.getByRole('navigation', { name: 'Main' }), `${path}: no navbar`).toHaveCount(0);
  await expect(header.bar, `${path}: the header of my own pages`).toBeVisible();
  await expect(page.getByRole('button', { name: /^Care( –|$)/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Help', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Profile', exact: true })).toHaveCount(0);
  await expect(header.signOut).toBeVisible();
  const hrefs = await header.links.evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  const current = await header.current.count();
  expect(hrefs, `${path}: no link to the page I am on`).not.toContain(path);
  expect([...hrefs].sort(), `${path}: my home and profile, less the page I am on`).toEqual(
    expected.filter((p) => p !== path).sort(),
  );
  expect(current).toBe(expected.includes(path) ? 1 : 0);
  const box = await header.signOut.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/** Follows each link of the header by a click (then by keyboard): each opens its page, marked as current there. */
async function followHeader(page: Page, label: string, expected: string[]): Promise<void> {
  const header = new OwnPagesHeader(page);
  for (const target of expected) {
    await test.step(`${label}: the header's link to ${target} opens it`, async () => {
      if (pathOf(page) === target) await page.goto('/notifications');
      await settled(page);
      const link = header.links.and(page.locator(`[href="${target}"]`));
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await settled(page);
      await expectOpened(page, target);
      await expect(header.current).toHaveCount(1);
      await expect(header.links.and(page.locator(`[href="${target}"]`))).toHaveCount(0);
    });
  }
}

interface NonAdmin {
  label: string;
  account: { email: string; password: string };
  size: Size;
  home: string;
  start: string[];
  ids: number[];
}

async function nonAdminJourney(browser: Browser, testInfo: TestInfo, who: NonAdmin) {
  const page = await signedInPage(browser, who.account, who.size);
  const own = [who.home, '/profile'];
  await test.step(`${who.label}: I land on my home, with my own header and no navbar`, async () => {
    await expect(page).toHaveURL(new RegExp(`${who.home}$`));
    await settled(page);
    await expectOwnHeader(page, who.home, own);
  });
  await followHeader(page, who.label, own);
  const visited = await walk(
    page,
    testInfo,
    who.label,
    [who.home, ...who.start],
    who.ids,
    async (path) => {
      await expectOwnHeader(page, path, own);
      if (who.size === PHONE) await expectFitsWidth(page, path);
    },
  );
  expect(visited).toEqual(expect.arrayContaining([who.home, '/profile', ...who.start]));
  await test.step(`${who.label}: Sign out in the header ends the session`, async () => {
    await page.goto('/profile');
    await settled(page);
    await new OwnPagesHeader(page).signOut.click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
  await page.context().close();
}

test.describe('The navbar is the admins’; everyone else has a header of their own pages', () => {
  test('a user at 1280×800: their clock, profile and sign-out in the page, every link opens', async ({
    browser,
    careApi,
    user,
  }, testInfo) => {
    const appointment = await careApi.addAppointment(user.id, {
      title: `Eye test ${Date.now().toString(36)}`,
      startTime: new Date(Date.now() + 24 * 3600_000),
    });
    await nonAdminJourney(browser, testInfo, {
      label: 'user',
      account: user,
      size: DESKTOP,
      home: `/clock/${user.id}`,
      start: [
        '/profile/edit',
        '/change-password',
        '/notifications',
        `/appointments/${appointment}/add-to-calendar`,
      ],
      ids: [user.id],
    });
  });

  test('staff (approved the spec 4.6 way) at 1280×800: the same as a user, not an admin', async ({
    browser,
    careApi,
  }, testInfo) => {
    const staff: Account = await careApi.createAccount('staff');
    await nonAdminJourney(browser, testInfo, {
      label: 'staff',
      account: staff,
      size: DESKTOP,
      home: `/clock/${staff.id}`,
      start: ['/notifications'],
      ids: [staff.id],
    });
  });

  test('a caregiver on a 390×844 phone: the people they care for, profile and sign-out, every link opens', async ({
    browser,
    careApi,
    user,
  }, testInfo) => {
    const person = await personWithCareTeam(careApi, user);
    const caregiverId = await careApi.userIdOf(CAREGIVER.email);
    try {
      await nonAdminJourney(browser, testInfo, {
        label: 'caregiver',
        account: CAREGIVER,
        size: PHONE,
        home: '/people',
        start: ['/profile/edit', '/change-password', '/notifications'],
        ids: [person.id, caregiverId],
      });
    } finally {
      await careApi.unlinkCaregivers(person.id);
    }
  });

  test('an admin at 1280×800: the navbar and its menus, no header of own pages, every link opens', async ({
    browser,
    admin,
    user,
  }, testInfo) => {
    const page = await signedInPage(browser, admin, DESKTOP);
    await test.step('I land on the admin dashboard with the navbar', async () => {
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      await settled(page);
      const bar = page.getByRole('navigation', { name: 'Main' });
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Help', exact: true })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Profile', exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Your pages' })).toHaveCount(0);
    });
    await walk(
      page,
      testInfo,
      'admin',
      ['/admin-dashboard', '/profile', `/users/${user.id}/medications`],
      [admin.id, user.id],
      async (path) => {
        await expect(
          page.getByRole('navigation', { name: 'Main' }),
          `${path}: the navbar`,
        ).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Your pages' })).toHaveCount(0);
      },
    );
    await page.context().close();
  });
});
