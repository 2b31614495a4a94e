import type { Page, Request, Response } from '@playwright/test';
import {
  ChangePasswordPage,
  InactivityDialog,
  LoginPage,
  Navbar,
  NotificationSettingsPage,
  OwnPagesHeader,
  PasswordResetPage,
  ProfileEditPage,
  ProfilePage,
  RegisterPage,
} from '../support/auth-pages';
import { DEMO } from '../support/accounts';
import { newPerson } from '../support/care-api';
import { expect, expireAccessToken, sessionTokens, test } from '../support/journey-fixtures';
import { expectAccessible } from '../support/site';

/** The API's own words (api/src/routes/auth.ts), which the login screen shows as they come. */
const APPROVAL_PENDING = 'Your account is waiting for approval.';
const WRONG_CREDENTIALS = 'Invalid email or password.';

const CLOCK_URL = (id: number) => new RegExp(`/clock/${id}$`);
const ADMIN_DASHBOARD_URL = /\/admin-dashboard$/;
const LOGIN_URL = /\/auth\/login$/;

/** Spec 9: admins are signed out after 15 idle minutes, warned 30 s before. */
const ADMIN_IDLE_BEFORE_WARNING = '14:30';

const isRefreshCall = (response: Response) =>
  response.request().method() === 'POST' &&
  new URL(response.url()).pathname === '/api/auth/token/refresh/';

// Account set-up may wait out the API's registration rate limit (10 a minute from one address).
test.describe.configure({ timeout: 120_000 });

test.describe('sign-in, registration and the account screens', () => {
  // Signing in changes nothing, so the two landing journeys use the seeded demo accounts.
  test('an admin signs in and lands on the admin dashboard', async ({ page }) => {
    const login = new LoginPage(page);
    await test.step('When I open the sign-in page', async () => {
      await login.open();
      await expectAccessible(page);
    });
    await test.step('And I sign in with my admin account', async () => {
      await login.signIn(DEMO.admin);
    });
    await test.step('Then I land on the admin dashboard, with the admin navbar', async () => {
      await expect(page).toHaveURL(ADMIN_DASHBOARD_URL);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(new Navbar(page).bar).toBeVisible();
      await expectAccessible(page);
    });
  });

  test('a user signs in and lands on their own clock page', async ({ page }) => {
    const login = new LoginPage(page);
    await test.step('When I sign in with my account', async () => {
      await login.open();
      await login.signIn(DEMO.user);
    });
    await test.step('Then I land on /clock/{my id}, with the header of my own pages, not the admin navbar', async () => {
      await expect(page).toHaveURL(CLOCK_URL(DEMO.user.id));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The navbar is the admins' (spec 2.3); everyone else has their profile and Sign out in the page.
      await expect(new Navbar(page).bar).toHaveCount(0);
      const header = new OwnPagesHeader(page);
      await expect(header.links.getByText('My profile', { exact: true })).toBeVisible();
      await expect(header.signOut).toBeVisible();
      await expectAccessible(page);
    });
  });

  test('a new person registers and cannot use the product until approved', async ({
    page,
    careApi,
  }) => {
    const person = newPerson('register');
    const login = new LoginPage(page);
    const register = new RegisterPage(page);

    await test.step('When I follow “Create an account” from the sign-in page', async () => {
      await login.open();
      await page.getByRole('link', { name: 'Create an account', exact: true }).click();
      await register.expectShown();
      await expectAccessible(page);
    });
    await test.step('And I fill in my details and create the account', async () => {
      await register.username.fill(person.username);
      await register.email.fill(person.email);
      await register.displayName.fill(person.displayName);
      await register.password.fill(person.password);
      await register.confirm.fill(person.password);
      await register.submit.click();
    });
    await test.step('Then I am told an administrator must approve it first', async () => {
      const status = page.getByRole('status');
      await expect(status).toContainText('Account created');
      await expect(status).toContainText(
        'Your account has been created. An administrator must approve it before you can sign in.',
      );
      await expectAccessible(page);
    });
    await test.step('When I try to sign in before approval, I am refused with the approval message, asked once', async () => {
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await login.expectShown();
      const signIns: string[] = [];
      const count = (request: Request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/login/')
          signIns.push(request.url());
      };
      page.on('request', count);
      await login.expectRefused(person, APPROVAL_PENDING);
      await expectAccessible(page);
      page.off('request', count);
      expect(signIns).toHaveLength(1);
    });
    await test.step('When an administrator approves the account, I can sign in', async () => {
      const id = await careApi.userIdOf(person.email);
      await careApi.approve(id);
      await login.signIn(person);
      await expect(page).toHaveURL(CLOCK_URL(id));
    });
  });

  test('a user changes the password, signs out, and only the new password works', async ({
    page,
    user,
  }) => {
    const login = new LoginPage(page);
    const profile = new ProfilePage(page);
    const changePassword = new ChangePasswordPage(page);
    const newPassword = 'Changed#Secret42';

    await test.step('Given I am signed in', async () => {
      await login.open();
      await login.signIn(user);
      await expect(page).toHaveURL(CLOCK_URL(user.id));
    });
    await test.step('When I open my profile and choose Change Password', async () => {
      await profile.open();
      await expect(profile.detail('Email')).toHaveText(user.email);
      await expectAccessible(page);
      await profile.changePassword.click();
      await changePassword.expectShown();
      await expectAccessible(page);
    });
    await test.step('And I enter my current password and a new one', async () => {
      await changePassword.change(user.password, newPassword);
    });
    await test.step('Then I see the success message and return to my profile', async () => {
      await expect(page.getByRole('status')).toHaveText('Password changed successfully.');
      await expect(changePassword.current).toHaveValue('');
      await expectAccessible(page);
      await profile.expectShown();
    });
    await test.step('When I sign out', async () => {
      await profile.signOut.click();
      await login.expectShown();
    });
    await test.step('Then my old password no longer works', async () => {
      await login.expectRefused(user, WRONG_CREDENTIALS);
      await expectAccessible(page);
    });
    await test.step('And my new password does', async () => {
      await login.signIn({ email: user.email, password: newPassword });
      await expect(page).toHaveURL(CLOCK_URL(user.id));
    });
  });

  test('after changing the password the user is still signed in on the same browser', async ({
    page,
    user,
  }) => {
    const login = new LoginPage(page);
    const profile = new ProfilePage(page);
    const changePassword = new ChangePasswordPage(page);

    await test.step('Given I signed in and changed my password', async () => {
      await login.open();
      await login.signIn(user);
      await profile.open();
      await profile.changePassword.click();
      await changePassword.expectShown();
      await changePassword.change(user.password, 'Changed#Secret43');
      await expect(page.getByRole('status')).toHaveText('Password changed successfully.');
    });
    await test.step('Then the profile I am sent back to shows my details', async () => {
      await profile.expectShown();
      await expect(profile.detail('Email')).toHaveText(user.email);
    });
    await test.step('And after a reload I am still signed in', async () => {
      await page.reload();
      await profile.expectShown();
      await expect(profile.detail('Email')).toHaveText(user.email);
    });
  });

  test('a user edits the display name and it is kept after a reload', async ({ page, user }) => {
    const login = new LoginPage(page);
    const profile = new ProfilePage(page);
    const edit = new ProfileEditPage(page);
    const newName = `${user.displayName} Renamed`;

    await test.step('Given I am signed in and on my profile', async () => {
      await login.open();
      await login.signIn(user);
      await profile.open();
    });
    await test.step('When I choose Edit Profile', async () => {
      await profile.editProfile.click();
      await edit.expectShown();
      await expect(edit.displayName).toHaveValue(user.displayName);
      await expect(edit.email).toHaveValue(user.email);
      await expect(edit.email).toBeDisabled();
      await expectAccessible(page);
    });
    await test.step('And I change my display name and save', async () => {
      await edit.displayName.fill(newName);
      await edit.save.click();
      await expect(page.getByRole('status')).toHaveText('Profile updated successfully!');
      await expectAccessible(page);
    });
    await test.step('Then after a reload the new name is still there', async () => {
      await page.reload();
      await edit.expectShown();
      await expect(edit.displayName).toHaveValue(newName);
    });
  });

  test('an admin’s new display name shows in the navbar’s profile menu', async ({
    page,
    admin,
  }) => {
    const login = new LoginPage(page);
    const navbar = new Navbar(page);
    const edit = new ProfileEditPage(page);
    const newName = `${admin.displayName} Renamed`;
    const expectMenuIdentity = async (name: string) => {
      const menu = await navbar.openProfileMenu();
      const identity = menu.getByRole('menuitem').first();
      await expect(identity).toHaveText(name);
      await expect(identity).toBeDisabled();
      return menu;
    };

    await test.step('Given I am signed in as an admin', async () => {
      await login.open();
      await login.signIn(admin);
      await expect(page).toHaveURL(ADMIN_DASHBOARD_URL);
    });
    await test.step('Then the profile menu starts with my display name, disabled', async () => {
      await expectMenuIdentity(admin.displayName);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
    });
    await test.step('When I choose Edit Profile from that menu, change my name and save', async () => {
      await navbar.choose('Edit Profile');
      await edit.expectShown();
      await edit.displayName.fill(newName);
      await edit.save.click();
      await expect(page.getByRole('status')).toHaveText('Profile updated successfully!');
    });
    await test.step('Then the profile menu shows the new name', async () => {
      await expectMenuIdentity(newName);
      await page.keyboard.press('Escape');
    });
    await test.step('And it is still there after a reload', async () => {
      await page.reload();
      await edit.expectShown();
      await expect(edit.displayName).toHaveValue(newName);
      await expectMenuIdentity(newName);
    });
  });

  test('a user toggles notification settings, saves, and finds them kept after a reload', async ({
    page,
    user,
  }) => {
    const login = new LoginPage(page);
    const settings = new NotificationSettingsPage(page);
    // A new account starts from the API's defaults (api/src/routes/misc.ts DEFAULT_NOTIFICATION_SETTINGS).
    const before = {
      'Enable Notifications': true,
      'Receive Security Alerts': true,
      'Login Activity Alerts': false,
      'Upcoming Appointment Alerts': true,
      'Medication Reminders': true,
      'Enable Quiet Hours': false,
    };
    const after = {
      ...before,
      'Login Activity Alerts': true,
      'Medication Reminders': false,
      'Enable Quiet Hours': true,
    };
    const expectSwitches = async (states: Record<string, boolean>) => {
      for (const [label, on] of Object.entries(states)) {
        await expect(settings.switchFor(label)).toHaveAttribute('aria-checked', String(on));
      }
    };

    await test.step('Given I am signed in and open Notification Settings', async () => {
      await login.open();
      await login.signIn(user);
      await settings.open();
      await expectSwitches(before);
      await expectAccessible(page);
    });
    await test.step('When I turn on login alerts and quiet hours, turn off medication reminders, and save', async () => {
      await settings.switchFor('Login Activity Alerts').click();
      await settings.switchFor('Medication Reminders').click();
      await settings.switchFor('Enable Quiet Hours').click();
      await expectSwitches(after);
      await settings.save.click();
      await expect(page.getByRole('status')).toHaveText(
        'Notification settings updated successfully.',
      );
      await expectAccessible(page);
    });
    await test.step('Then after a reload the switches are as I left them', async () => {
      await page.reload();
      await settings.expectShown();
      await expectSwitches(after);
    });
  });

  test('a user resets a forgotten password through the e-mailed link', async ({
    page,
    user,
    careApi,
  }) => {
    const login = new LoginPage(page);
    const reset = new PasswordResetPage(page);
    const newPassword = 'Reset#Secret42';
    let link = '';

    await test.step('When I follow “Forgot your password?” and ask for a link', async () => {
      await login.open();
      await page.getByRole('link', { name: 'Forgot your password?', exact: true }).click();
      await reset.expectShown();
      await expectAccessible(page);
      await reset.email.fill(user.email);
      await reset.requestLink.click();
    });
    await test.step('Then I am told a link is on its way', async () => {
      await expect(page.getByRole('status')).toHaveText(
        'If an account exists for that e-mail, we have sent a link to reset the password.',
      );
      await expectAccessible(page);
    });
    await test.step('And the e-mail with the link arrives (development outbox)', async () => {
      await expect
        .poll(async () => (await careApi.mailTo(user.email)).length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      const [mail] = await careApi.mailTo(user.email);
      expect(mail?.subject).toBe('Reset your password');
      const found = /Link: (\S+)/.exec(mail?.body ?? '')?.[1];
      expect(found).toMatch(/^http:\/\/localhost:3000\/password-reset\?token=/);
      link = found ?? '';
    });
    await test.step('When I open the link and choose a new password', async () => {
      await page.goto(link);
      await reset.expectShown();
      await expect(reset.email).toHaveCount(0);
      await expectAccessible(page);
      await reset.newPassword.fill(newPassword);
      await reset.confirmPassword.fill(newPassword);
      await reset.setPassword.click();
    });
    await test.step('Then the password is changed', async () => {
      await expect(page.getByRole('status')).toHaveText(
        'Your password has been changed. You can now sign in with your new password.',
      );
      await expectAccessible(page);
    });
    await test.step('And I can sign in with the new password, not the old one', async () => {
      await reset.backToSignIn.click();
      await login.expectShown();
      await login.expectRefused(user, WRONG_CREDENTIALS);
      await login.signIn({ email: user.email, password: newPassword });
      await expect(page).toHaveURL(CLOCK_URL(user.id));
    });
    await test.step('When I open the spent link again, it says so at once, with no form to fill in', async () => {
      await page.goto(link);
      await reset.expectShown();
      await expect(page.getByRole('alert')).toHaveText(
        'This reset link is invalid or has expired. Please ask for a new one.',
      );
      await expect(reset.newPassword).toHaveCount(0);
      await expect(reset.setPassword).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: 'Ask for a new link', exact: true }),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });
});

test.describe('an idle admin is signed out', () => {
  /**
   * The API issues tokens on the real clock; the page's clock is set an hour back so that skipping
   * half an hour of idleness does not also make the page think its tokens expired.
   */
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: Date.now() - 60 * 60_000 });
  });

  /**
   * Stops the page's clock a second on, so that the idle minutes skipped after it count from the activity that comes
   * next, however long the page took to show: real seconds between the steps no longer count towards 14½ minutes.
   */
  const holdClock = async (page: Page) => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  };

  const signInIdle = async (page: Page, account: { email: string; password: string }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(account);
    await expect(page).toHaveURL(ADMIN_DASHBOARD_URL);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };

  test('after 15 idle minutes the warning shows, then the admin lands on sign-in', async ({
    page,
    admin,
  }) => {
    const idle = new InactivityDialog(page);
    await test.step('Given I am signed in as an admin on the dashboard', async () => {
      await signInIdle(page, admin);
      await holdClock(page);
      await page.mouse.move(5, 5);
    });
    await test.step('When I leave it alone for just under 14½ minutes, no warning shows yet', async () => {
      await page.clock.fastForward('14:29');
      await expect(idle.dialog).toHaveCount(0);
    });
    await test.step('Then at 14½ minutes “Inactivity Detected” warns me 30 seconds ahead', async () => {
      await page.clock.fastForward('00:01');
      await expect(idle.dialog).toBeVisible();
      await page.clock.resume();
      await expect(idle.dialog).toContainText(idle.message(30));
      await expect(idle.stay).toBeVisible();
      await expectAccessible(page);
      await expect(idle.dialog).toBeVisible();
    });
    await test.step('When the 30 seconds pass without me doing anything', async () => {
      await page.clock.runFor('00:30');
    });
    await test.step('Then I am signed out and on the sign-in page', async () => {
      await new LoginPage(page).expectShown();
      await expect(idle.dialog).toHaveCount(0);
      expect(await sessionTokens(page)).toEqual({ access: null, refresh: null });
      await expectAccessible(page);
    });
    await test.step('And the dashboard now asks me to sign in again', async () => {
      await page.goto('/admin-dashboard');
      await expect(page).toHaveURL(LOGIN_URL);
    });
  });

  test('“I am still here” keeps the admin’s session', async ({ page, admin }) => {
    const idle = new InactivityDialog(page);
    const navbar = new Navbar(page);
    await test.step('Given I am signed in as an admin and have been idle for 14½ minutes', async () => {
      await signInIdle(page, admin);
      await page.clock.fastForward(ADMIN_IDLE_BEFORE_WARNING);
      await expect(idle.dialog).toBeVisible();
    });
    await test.step('When I press “I am still here”', async () => {
      await holdClock(page);
      // The button's own click, as a screen reader's activation sends it. A mouse's click would first move the
      // pointer, and a move alone already closes the warning (spec 4.5 step 4, the next test), so the button
      // could be gone before the click lands.
      await idle.stay.dispatchEvent('click');
    });
    await test.step('Then the warning closes and the idle time starts over', async () => {
      await expect(idle.dialog).toHaveCount(0);
      await page.clock.fastForward('00:31');
      await expect(page).toHaveURL(ADMIN_DASHBOARD_URL);
      await expect(idle.dialog).toHaveCount(0);
      await page.clock.fastForward('13:58');
      await expect(idle.dialog).toHaveCount(0);
      await page.clock.resume();
    });
    await test.step('And I am still signed in: my profile opens from the navbar', async () => {
      await navbar.choose('View Profile');
      const profile = new ProfilePage(page);
      await profile.expectShown();
      await expect(profile.detail('Email')).toHaveText(admin.email);
      await expectAccessible(page);
    });
  });

  test('moving the mouse while the warning shows closes it and starts the idle time over', async ({
    page,
    admin,
  }) => {
    const idle = new InactivityDialog(page);
    await test.step('Given the warning shows after 14½ idle minutes', async () => {
      await signInIdle(page, admin);
      await holdClock(page);
      await page.mouse.move(5, 5);
      await page.clock.fastForward(ADMIN_IDLE_BEFORE_WARNING);
      await expect(idle.dialog).toBeVisible();
    });
    await test.step('When I move the mouse', async () => {
      await page.mouse.move(200, 200);
    });
    await test.step('Then the warning closes, and 30 seconds later I am still on the dashboard', async () => {
      await expect(idle.dialog).toHaveCount(0);
      await page.clock.fastForward('00:31');
      await expect(page).toHaveURL(ADMIN_DASHBOARD_URL);
      await expect(idle.dialog).toHaveCount(0);
    });
  });
});

test.describe('token lifecycle', () => {
  test('an expired access token is refreshed without the admin noticing', async ({
    page,
    admin,
  }) => {
    const refreshes: Response[] = [];
    const refused: string[] = [];
    page.on('response', (response) => {
      if (isRefreshCall(response)) refreshes.push(response);
      else if (response.url().includes('/api/') && response.status() === 401)
        refused.push(response.url());
    });
    await page.clock.install();

    await test.step('Given I am signed in as an admin', async () => {
      const login = new LoginPage(page);
      await login.open();
      await login.signIn(admin);
      await expect(page).toHaveURL(ADMIN_DASHBOARD_URL);
    });
    const first = await sessionTokens(page);

    await test.step('When my access token expires while I stay on the page', async () => {
      await expireAccessToken(page);
    });
    await test.step('Then the site refreshes it with the refresh token', async () => {
      await expect.poll(() => refreshes.length).toBeGreaterThan(0);
      for (const response of refreshes) expect(response.status()).toBe(200);
      await expect.poll(async () => (await sessionTokens(page)).access).not.toBe(first.access);
    });
    await test.step('And my next request succeeds: my profile opens from the navbar', async () => {
      await new Navbar(page).choose('View Profile');
      const profile = new ProfilePage(page);
      await profile.expectShown();
      await expect(profile.detail('Email')).toHaveText(admin.email);
      await expectAccessible(page);
      expect(refused).toEqual([]);
    });
  });

  test('a revoked refresh token ends the session on the sign-in page', async ({
    page,
    admin,
    careApi,
  }) => {
    const refreshes: Response[] = [];
    page.on('response', (response) => {
      if (isRefreshCall(response)) refreshes.push(response);
    });
    await page.clock.install();

    await test.step('Given I am signed in as an admin', async () => {
      const login = new LoginPage(page);
      await login.open();
      await login.signIn(admin);
      await expect(page).toHaveURL(ADMIN_DASHBOARD_URL);
    });
    await test.step('When my session is revoked elsewhere (sign-out with my refresh token)', async () => {
      const { refresh } = await sessionTokens(page);
      expect(refresh).not.toBeNull();
      await careApi.revokeRefreshToken(refresh ?? '');
    });
    await test.step('And my access token expires, so the page needs a refresh', async () => {
      await expireAccessToken(page);
    });
    await test.step('Then the refresh is refused', async () => {
      await expect.poll(() => refreshes.length).toBeGreaterThan(0);
      for (const response of refreshes) expect(response.status()).toBe(401);
    });
    await test.step('And I end on the sign-in page with no tokens left', async () => {
      await new LoginPage(page).expectShown();
      expect(await sessionTokens(page)).toEqual({ access: null, refresh: null });
      await expectAccessible(page);
    });
  });
});
