import { expect, type Page } from '@playwright/test';

export interface DemoAccount {
  email: string;
  password: string;
}

/** The seeded demo data (api/README.md lists the same accounts). */
export const DEMO = {
  admin: { email: 'admin@care.test', password: 'CareDemo#2026' },
  user: { id: 1, email: 'user@care.test', password: 'CareDemo#2026' },
  pending: { email: 'pending@care.test', password: 'CareDemo#2026' },
  kioskDeviceId: 'kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13',
  /** The secret the demo device already holds (the API keeps its digest, bootstrap never sends it). */
  kioskSecret: 'demo-kiosk-secret-0001',
} as const;

/** Signs in through the real login screen, as a person would. */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login$/);
}

/** Tries to sign in through the login screen where the API refuses: the screen stays and says why. */
export async function expectSignInRefused(
  page: Page,
  account: DemoAccount,
  reason: string,
): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
}
