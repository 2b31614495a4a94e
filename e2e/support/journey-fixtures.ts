import { expect, test as base, type Page } from '@playwright/test';
import { CareApi, decodeToken, type Account, type TokenClaims } from './care-api';

export interface JourneyFixtures {
  /** A fresh, approved ordinary user that no other test knows. */
  user: Account;
  /** A fresh, approved admin (is_admin) that no other test knows. */
  admin: Account;
}

export interface JourneyWorkerFixtures {
  careApi: CareApi;
}

/**
 * Journeys change what they touch (passwords, names, settings), so each one gets its own accounts,
 * created through the real registration and approval endpoints: no test depends on another or on order.
 */
export const test = base.extend<JourneyFixtures, JourneyWorkerFixtures>({
  careApi: [
    async ({ playwright }, provide) => {
      const http = await playwright.request.newContext();
      await provide(new CareApi(http));
      await http.dispose();
    },
    { scope: 'worker' },
  ],
  user: async ({ careApi }, provide) => {
    await provide(await careApi.createAccount('user'));
  },
  admin: async ({ careApi }, provide) => {
    await provide(await careApi.createAccount('admin'));
  },
});

export { expect };

/** The tokens the site keeps for a signed-in browser (spec 3: session storage). */
export async function sessionTokens(
  page: Page,
): Promise<{ access: string | null; refresh: string | null }> {
  return page.evaluate(() => ({
    access: window.sessionStorage.getItem('access_token'),
    refresh: window.sessionStorage.getItem('refresh_token'),
  }));
}

async function accessClaims(page: Page): Promise<TokenClaims> {
  const { access } = await sessionTokens(page);
  if (access === null) throw new Error('no access token in session storage');
  return decodeToken(access);
}

/** Milliseconds on the page's (possibly fake) clock. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/** How much real time must have passed since the current access token was issued before it is expired. */
const MIN_REAL_TOKEN_AGE_MS = 10_000;

/**
 * Moves the page's clock (installed with `page.clock.install()` before navigation) to just past the
 * expiry of the access token the page holds; the timers due on the way (the 4-minute heartbeat and
 * token check) fire once.
 *
 * The API stamps every new token with the real time. Once the page clock runs ahead of real time, the
 * next token the API issues looks valid to the page only for as long as real time had passed since the
 * expired token was issued; so at least MIN_REAL_TOKEN_AGE_MS of real time is let pass first.
 */
export async function expireAccessToken(page: Page): Promise<void> {
  const claims = await accessClaims(page);
  const realAgeMs = Date.now() - claims.iat * 1000;
  if (realAgeMs < MIN_REAL_TOKEN_AGE_MS)
    await page.waitForTimeout(MIN_REAL_TOKEN_AGE_MS - realAgeMs);
  const untilExpired = claims.exp * 1000 + 1_000 - (await pageNow(page));
  expect(untilExpired, 'the access token is still valid on the page clock').toBeGreaterThan(0);
  await page.clock.fastForward(untilExpired);
  expect(await pageNow(page)).toBeGreaterThan(claims.exp * 1000);
}
