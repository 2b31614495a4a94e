import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Page objects of the sign-in flows and the account screens (texts from mfe-auth/src/texts.ts and
 * host/src/texts.ts). They find controls the way a person does: by role and visible label.
 */

export interface Credentials {
  email: string;
  password: string;
}

/**
 * A screen at its own address with its level-1 heading: `open()` goes there, `expectShown()` checks both
 * (the page objects below add what else shows the screen is ready).
 */
class Screen {
  constructor(
    readonly page: Page,
    private readonly screenPath: string,
    private readonly screenUrl: RegExp,
    private readonly screenHeading: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(this.screenPath);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(this.screenUrl);
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.screenHeading }),
    ).toBeVisible();
  }
}

export class LoginPage extends Screen {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(page: Page) {
    super(page, '/auth/login', /\/auth\/login$/, 'Sign in');
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
    this.error = page.getByRole('alert');
  }

  override async expectShown(): Promise<void> {
    await super.expectShown();
    await expect(this.password).toBeVisible();
  }

  async fillAndSubmit({ email, password }: Credentials): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Submits and waits until the site has left the login page. */
  async signIn(credentials: Credentials): Promise<void> {
    await this.fillAndSubmit(credentials);
    await expect(this.page).not.toHaveURL(/\/auth\/login$/);
  }

  /** Submits and expects to stay on the login page with this message. */
  async expectRefused(credentials: Credentials, message: string): Promise<void> {
    await this.fillAndSubmit(credentials);
    await expect(this.error).toHaveText(message);
    await expect(this.page).toHaveURL(/\/auth\/login$/);
  }
}

export class RegisterPage extends Screen {
  readonly username: Locator;
  readonly email: Locator;
  readonly displayName: Locator;
  readonly password: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    super(page, '/register', /\/register$/, 'Create an account');
    this.username = page.getByLabel('Username', { exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.displayName = page.getByLabel('Display Name', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.confirm = page.getByLabel('Confirm Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Create account', exact: true });
  }
}

export class ProfilePage extends Screen {
  readonly changePassword: Locator;
  readonly editProfile: Locator;
  readonly signOut: Locator;

  constructor(page: Page) {
    super(page, '/profile', /\/profile$/, 'Profile');
    this.changePassword = page.getByRole('link', { name: 'Change Password', exact: true });
    this.editProfile = page.getByRole('link', { name: 'Edit Profile', exact: true });
    // Non-admins have no navbar (spec 2.3): their way out is the header of their own pages (OwnPagesHeader).
    this.signOut = page.getByRole('button', { name: 'Sign out', exact: true });
  }

  /** The value shown for a term of the details list (Username, Email, Full Name, Role). */
  detail(term: string): Locator {
    return this.page
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}

export class ProfileEditPage extends Screen {
  readonly displayName: Locator;
  readonly email: Locator;
  readonly save: Locator;

  constructor(page: Page) {
    super(page, '/profile/edit', /\/profile\/edit$/, 'Edit Profile');
    this.displayName = page.getByLabel('Display Name', { exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.save = page.getByRole('button', { name: 'Save Changes', exact: true });
  }

  override async expectShown(): Promise<void> {
    await super.expectShown();
    await expect(this.displayName).toBeVisible();
  }
}

export class ChangePasswordPage extends Screen {
  readonly current: Locator;
  readonly next: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    super(page, '/change-password', /\/change-password$/, 'Change Password');
    this.current = page.getByLabel('Current Password', { exact: true });
    this.next = page.getByLabel('New Password', { exact: true });
    this.confirm = page.getByLabel('Confirm New Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Update Password', exact: true });
  }

  async change(current: string, next: string): Promise<void> {
    await this.current.fill(current);
    await this.next.fill(next);
    await this.confirm.fill(next);
    await this.submit.click();
  }
}

export class NotificationSettingsPage extends Screen {
  readonly save: Locator;

  constructor(page: Page) {
    super(page, '/notifications', /\/notifications$/, 'Notification Settings');
    this.save = page.getByRole('button', { name: 'Save Changes', exact: true });
  }

  override async expectShown(): Promise<void> {
    await super.expectShown();
    await expect(this.save).toBeVisible();
  }

  switchFor(label: string): Locator {
    return this.page.getByRole('switch', { name: label, exact: true });
  }
}

export class PasswordResetPage extends Screen {
  readonly email: Locator;
  readonly requestLink: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly setPassword: Locator;
  readonly backToSignIn: Locator;

  constructor(page: Page) {
    super(page, '/password-reset', /\/password-reset(\?.*)?$/, 'Reset your password');
    this.email = page.getByLabel('Email', { exact: true });
    this.requestLink = page.getByRole('button', { name: 'Send reset link', exact: true });
    this.newPassword = page.getByLabel('New Password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm New Password', { exact: true });
    this.setPassword = page.getByRole('button', { name: 'Set new password', exact: true });
    this.backToSignIn = page.getByRole('link', { name: 'Back to sign in', exact: true });
  }
}

/** The admin navbar (spec 2.3, host/src/features/navbar). */
export class Navbar {
  readonly bar: Locator;
  readonly profileMenu: Locator;

  constructor(readonly page: Page) {
    this.bar = page.getByRole('navigation', { name: 'Main' });
    this.profileMenu = this.bar.getByRole('button', { name: 'Profile', exact: true });
  }

  async openProfileMenu(): Promise<Locator> {
    await this.profileMenu.click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  async choose(item: string): Promise<void> {
    const menu = await this.openProfileMenu();
    await menu.getByRole('menuitem', { name: item, exact: true }).click();
  }
}

/**
 * The header of a non-admin's own pages (docs/product.md 2.3, host/src/features/own-pages), at the top of the
 * page's main region: their home, their profile and Sign out. The page one is on is marked, not a link.
 */
export class OwnPagesHeader {
  readonly bar: Locator;
  readonly links: Locator;
  readonly current: Locator;
  readonly signOut: Locator;

  constructor(readonly page: Page) {
    this.bar = page.getByRole('main').getByRole('navigation', { name: 'Your pages', exact: true });
    this.links = this.bar.getByRole('link');
    this.current = this.bar.locator('[aria-current="page"]');
    this.signOut = this.bar.getByRole('button', { name: 'Sign out', exact: true });
  }
}

/** Spec 2.14. */
export class InactivityDialog {
  readonly dialog: Locator;
  readonly stay: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Inactivity Detected' });
    this.stay = this.dialog.getByRole('button', { name: 'I am still here', exact: true });
  }

  message(seconds: number): string {
    return `You will be logged out in ${seconds} seconds due to inactivity.`;
  }
}
