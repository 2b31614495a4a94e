import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AccountApi } from './care-clock-pages';
import { pairKiosk, seedKioskDevice, type PairedKiosk } from './kiosk-pairing';
import { API } from './site';

/** Every call to the API (the static sites stay reachable): what "the API is away" means for a journey. */
export const API_CALLS = `${API}/**`;

/**
 * Pairs a new kiosk device with `userId` (docs/product.md 4.3: the device starts a pairing, an admin enters its
 * code on Kiosk Configuration) and returns it; its browser context claims the secret at its first start.
 */
export function bindKiosk(asAdmin: AccountApi, userId: number): Promise<PairedKiosk> {
  return pairKiosk(asAdmin, userId);
}

/** A browser context that is kiosk device `kiosk` at 1024×600, on the clock of the person it is bound to. */
export async function openKioskAt(
  browser: Browser,
  kiosk: PairedKiosk,
  userId: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 600 } });
  await seedKioskDevice(context, kiosk);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/clock/${userId}$`), { timeout: 30_000 });
  return { context, page };
}

/** Waits until the offline shell controls the page (it registers a few seconds after the first screen). */
export async function waitForOfflineShell(page: Page): Promise<void> {
  await page.clock.runFor(6_000);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** What the kiosk keeps in local storage: how many answers of its day, how many actions queued. */
export function storedDay(page: Page): Promise<{ queries: number; queued: number }> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('kiosk_last_day');
    const day = raw
      ? (JSON.parse(raw) as { state: { queries: unknown[]; mutations: unknown[] } })
      : null;
    return { queries: day?.state.queries.length ?? 0, queued: day?.state.mutations.length ?? 0 };
  });
}

/** The POSTs the page sends to the API, in order, by the end of their path. */
export function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(API))
      posts.push(new URL(request.url()).pathname);
  });
  return posts;
}
