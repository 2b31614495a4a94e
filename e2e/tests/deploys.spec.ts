import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { expect, test } from '../support/journey-fixtures';
import {
  readRemotesJson,
  registryPlace,
  release,
  runCommand,
  writeRemotesJsonByHand,
  type RegistryPlace,
} from '../support/registry';
import { ROOT } from '../support/site';

/**
 * A team deploys its remote while the site is open (docs/deploying.md): release, deploy, rollback, a refused
 * release, a release forced by hand, a transient failure, a broken remotes.json and a canary. On the production
 * builds, with the stack's own registry; it runs alone (playwright.config.ts): it rebuilds a remote and switches what
 * every page loads.
 */

const FALLBACK_NOTE =
  'An update to the care screens is not ready yet, so the previous version is shown. Everything works as before.';
const UNAVAILABLE = 'This part of the app could not be loaded.';

/** The page asks whether /remotes.json changed, as it does when the person comes back to the tab. */
async function comeBackToTab(page: Page): Promise<void> {
  const asked = page.waitForResponse((response) => response.url().endsWith('/remotes.json'), {
    timeout: 15_000,
  });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await asked;
}

/** Follows the clock page's link to the health profile and back: two changes of screen. */
async function toHealthProfile(page: Page, userId: number): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Pages for this person' })
    .getByRole('link', { name: 'Health Profile' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/users/${userId}/health-profile$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Health Profile' })).toBeVisible();
}

function entryRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remoteEntry.js') && request.url().includes('mfe_care'))
      seen.push(request.url());
    else if (request.url().endsWith(':3003/remoteEntry.js')) seen.push(request.url());
  });
  return seen;
}

/** Builds mfe-care as if @care/shared had moved one minor ahead of what the deployed host provides. */
async function releaseAgainstNewerShared(
  place: RegistryPlace,
): Promise<{ id: string; needs: string }> {
  const file = path.join(ROOT, 'shared/package.json');
  const original = fs.readFileSync(file, 'utf8');
  const pkg = JSON.parse(original) as { version: string };
  const [major, minor] = pkg.version.split('.').map(Number);
  const newer = `${major}.${(minor ?? 0) + 1}.0`;
  try {
    fs.writeFileSync(file, JSON.stringify({ ...pkg, version: newer }, null, 2) + '\n');
    return { id: await release(place, 'mfe-care'), needs: `^${newer}` };
  } finally {
    fs.writeFileSync(file, original);
  }
}

test('a team releases, deploys, rolls back and tries its remote while the site is open', async ({
  page,
  browser,
  user,
  admin,
}, testInfo) => {
  test.setTimeout(8 * 60_000);
  const place = await registryPlace();
  const shot = (name: string, on: Page = page) =>
    on.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  const initialCare = readRemotesJson(place).remotes['mfe_care'];
  const entries = entryRequests(page);

  await test.step('Given the site open in a tab on a care screen', async () => {
    await signIn(page, user);
    await expect(page).toHaveURL(new RegExp(`/clock/${user.id}$`));
    expect(entries).toEqual([initialCare]);
  });

  let first = '';
  await test.step('When mfe-care is released and deployed, the open tab shows it at its next change of screen', async () => {
    first = await release(place, 'mfe-care');
    const deployed = await runCommand(place, 'registry.mjs', ['deploy', 'mfe-care', first]);
    expect(deployed.code, deployed.output).toBe(0);
    testInfo.annotations.push({ type: 'deploy', description: `${deployed.seconds} s` });
    await comeBackToTab(page);
    const loaded = page.waitForRequest(`${place.releasesUrl}/mfe_care/${first}/remoteEntry.js`, {
      timeout: 30_000,
    });
    await toHealthProfile(page, user.id);
    await loaded;
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shot('deployed');
  });

  await test.step('When a release built against a newer @care/shared is deployed, deploy refuses it', async () => {
    const { id, needs } = await releaseAgainstNewerShared(place);
    const before = fs.readFileSync(path.join(place.registryDir, 'remotes.json'), 'utf8');
    const refused = await runCommand(place, 'registry.mjs', ['deploy', 'mfe-care', id]);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`needs @care/shared ${needs}`);
    expect(fs.readFileSync(path.join(place.registryDir, 'remotes.json'), 'utf8')).toBe(before);

    // Forced into the pointer by hand: the host reads the release's own manifest, never runs it, and falls back to
    // the last good release, calmly.
    const forced = readRemotesJson(place);
    const forcedEntry = `${place.releasesUrl}/mfe_care/${id}/remoteEntry.js`;
    forced.remotes['mfe_care'] = forcedEntry;
    writeRemotesJsonByHand(place, JSON.stringify(forced, null, 2));
    const checked = page.waitForRequest(`${place.releasesUrl}/mfe_care/${id}/mf-manifest.json`, {
      timeout: 30_000,
    });
    await page.goto(`/clock/${user.id}`);
    await checked;
    await expect(page.getByRole('status').filter({ hasText: FALLBACK_NOTE })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages for this person' })).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    expect(entries).not.toContain(forcedEntry);
    expect(entries.at(-1)).toBe(`${place.releasesUrl}/mfe_care/${first}/remoteEntry.js`);

    // Without its manifest (a static host that lost it), the release runs and the federation runtime refuses its
    // @care/shared range (strictVersion): the host falls back just the same, with no crash.
    await page.route('**/mf-manifest.json', (route) => route.fulfill({ status: 404 }));
    const ran = page.waitForRequest(forcedEntry, { timeout: 30_000 });
    await page.goto(`/clock/${user.id}`);
    await ran;
    await expect(page.getByRole('status').filter({ hasText: FALLBACK_NOTE })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages for this person' })).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    expect(entries.at(-1)).toBe(`${place.releasesUrl}/mfe_care/${first}/remoteEntry.js`);
    await page.unroute('**/mf-manifest.json');
    await shot('forced-incompatible-fell-back');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText(FALLBACK_NOTE)).toHaveCount(0);
  });

  await test.step('When the team rolls back, the open tab returns to the previous release', async () => {
    const rolledBack = await runCommand(place, 'registry.mjs', ['rollback', 'mfe-care']);
    expect(rolledBack.code, rolledBack.output).toBe(0);
    expect(readRemotesJson(place).remotes['mfe_care']).toBe(initialCare);
    await comeBackToTab(page);
    const loaded = page.waitForRequest(initialCare ?? '', { timeout: 30_000 });
    await toHealthProfile(page, user.id);
    await loaded;
  });

  await test.step('When the remote entry fails twice, the screen still loads with no error shown', async () => {
    let failures = 0;
    await page.route(initialCare ?? '', async (route) => {
      if (failures < 2) {
        failures += 1;
        await route.fulfill({ status: 503, body: 'deploy in progress' });
      } else await route.continue();
    });
    await page.goto(`/clock/${user.id}`);
    await expect(page.getByRole('navigation', { name: 'Pages for this person' })).toBeVisible();
    expect(failures).toBe(2);
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await expect(page.getByText(FALLBACK_NOTE)).toHaveCount(0);
    await page.unroute(initialCare ?? '');
  });

  await test.step('When remotes.json is malformed, the site keeps working', async () => {
    const good = fs.readFileSync(path.join(place.registryDir, 'remotes.json'), 'utf8');
    try {
      writeRemotesJsonByHand(place, good.replace('"remotes"', '"remotes", ,'));
      await page.goto(`/clock/${user.id}`);
      await expect(page.getByRole('navigation', { name: 'Pages for this person' })).toBeVisible();
      // A first visit, with no config kept: the one the host was released with.
      const fresh = await browser.newContext();
      const firstVisit = await fresh.newPage();
      await signIn(firstVisit, user);
      await expect(
        firstVisit.getByRole('navigation', { name: 'Pages for this person' }),
      ).toBeVisible();
      await shot('malformed-remotes-json-first-visit', firstVisit);
      await fresh.close();
    } finally {
      writeRemotesJsonByHand(place, good);
    }
  });

  await test.step('When a release is offered as a canary, an administrator pins one browser to it', async () => {
    const offered = await runCommand(place, 'registry.mjs', [
      'deploy',
      'mfe-care',
      first,
      '--canary',
    ]);
    expect(offered.code, offered.output).toBe(0);
    expect(readRemotesJson(place).remotes['mfe_care']).toBe(initialCare);
    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await signIn(adminPage, admin);
    const card = adminPage.getByRole('region', { name: 'New versions to try' });
    await expect(card.getByText(first)).toBeVisible();
    await card.getByRole('button', { name: 'Try on this browser' }).click();
    const notice = adminPage.getByRole('status').filter({ hasText: 'is trying a new version' });
    await expect(notice).toContainText(first);
    const pinned = adminPage.waitForRequest(
      `${place.releasesUrl}/mfe_care/${first}/remoteEntry.js`,
      { timeout: 30_000 },
    );
    await adminPage.goto(`/clock/${user.id}`);
    await pinned;
    await shot('canary', adminPage);
    await notice.getByRole('button', { name: 'Stop trying it' }).click();
    await expect(adminPage.getByText('is trying a new version')).toHaveCount(0);
    await context.close();
  });
});
