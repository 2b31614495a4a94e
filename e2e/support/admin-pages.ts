import { expect, type Locator, type Page } from '@playwright/test';

/** The seeded accounts the admin journeys sign in as (api/README.md, demo accounts). */
export const ADMIN_DEMO = {
  superuser: { email: 'superuser@care.test', password: 'CareDemo#2026', name: 'Sue Superuser' },
  clinician: { email: 'clinician@care.test', password: 'CareDemo#2026' },
} as const;

/** The admin area's screens as an operator sees them (mfe-admin texts). */
export class AdminPages {
  constructor(private readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The user list's table (caption "Users"). */
  get userTable(): Locator {
    return this.page.getByRole('table', { name: 'Users' });
  }

  /** Types into the user list's search and waits for the server's answer to show. */
  async searchUsers(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: /^Search/ }).fill(text);
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
  }

  /** Opens a person's user edit screen. */
  async openUser(id: number): Promise<void> {
    await this.page.goto(`/user-management/${id}`);
    await expect(this.heading('Edit User')).toBeVisible();
  }

  /** Presses an account action that asks first (Reject, Deactivate) and confirms it in its dialog. */
  async confirmAction(action: 'Reject' | 'Deactivate', dialogTitle: string): Promise<void> {
    await this.page.getByRole('button', { name: action, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: dialogTitle });
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Chooses a person in one of the screens' search-as-you-type pickers. */
  async choosePerson(label: string, name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: new RegExp(`^${label}`) }).fill(name);
    await this.page.getByRole('option', { name: new RegExp(name) }).click();
    await expect(this.page.getByRole('group', { name: label })).toContainText(name);
  }
}
