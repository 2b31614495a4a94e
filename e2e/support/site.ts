import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const ROOT = path.resolve(__dirname, '../..');
export const API = 'http://localhost:4000/api';

/** Ports of the separately served remotes (scripts/lib/stack.mjs). */
export const REMOTE_PORTS = {
  mfe_auth: 3001,
  mfe_admin: 3002,
  mfe_care: 3003,
  mfe_picturebook: 3004,
  mfe_voice: 3005,
} as const;
export type RemoteName = keyof typeof REMOTE_PORTS;

/**
 * Serves the page a remotes config in which some remotes live elsewhere: how a deployment points the host at
 * another build of a remote. The rest of the config is the one the site really serves.
 */
export async function pointRemotesAt(
  page: Page,
  entries: Partial<Record<RemoteName, string>>,
): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    Object.assign(config.remotes, entries);
    await route.fulfill({ response, json: config });
  });
}

/** Every page a journey visits is checked with axe-core. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Resolves once the page has started no request for `quietMs` (at most `limitMs`). Unlike Playwright's
 * 'networkidle' it ignores long-lived connections, which the app may hold open.
 */
export async function waitForQuiet(page: Page, quietMs = 1500, limitMs = 15_000): Promise<void> {
  let last = Date.now();
  const onRequest = (): void => {
    last = Date.now();
  };
  page.on('request', onRequest);
  const started = Date.now();
  try {
    while (Date.now() - last < quietMs && Date.now() - started < limitMs) {
      await page.waitForTimeout(250);
    }
  } finally {
    page.off('request', onRequest);
  }
}
