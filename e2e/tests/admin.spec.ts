import type { Browser, Page } from '@playwright/test';
import { AdminPages, ADMIN_DEMO } from '../support/admin-pages';
import { DEMO, expectSignInRefused, signIn } from '../support/accounts';
import { newPerson, type CareApi, type NewPerson } from '../support/care-api';
import { expect, sessionTokens, test } from '../support/journey-fixtures';
import { API, expectAccessible } from '../support/site';

/** Also run against `npm run cluster`, through the balancer (playwright.cluster.config.ts). */
const CLUSTER = { tag: '@cluster' };

// Account set-up may wait out the API's registration rate limit (10 a minute from one address).
test.describe.configure({ timeout: 180_000 });

test.describe('the admin area against the real API', () => {
  test('a superuser finds, edits and approves a new account, revokes its session and finds it in the audit log', async ({
    page,
    careApi,
    request,
  }) => {
    // A person of this test alone, waiting for approval.
    const person = newPerson('admin');
    const id = await careApi.register(person);
    const admin = new AdminPages(page);

    await test.step('The dashboard shows what needs attention first', async () => {
      await signIn(page, ADMIN_DEMO.superuser);
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: /Accounts waiting for approval$/ }),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: 'Kiosks' })).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('User management finds the person by e-mail, on the server', async () => {
      await page.getByRole('link', { name: 'User management', exact: true }).click();
      await expect(admin.heading('User Management')).toBeVisible();
      await admin.searchUsers(person.email);
      await expect(admin.userTable.getByRole('row')).toHaveCount(2);
      await expect(admin.userTable).toContainText('Waiting for approval');
      await expectAccessible(page);
    });

    await test.step('User edit saves a change and approves the account', async () => {
      await admin.userTable.getByRole('link', { name: person.displayName }).click();
      await expect(page).toHaveURL(new RegExp(`/user-management/${id}$`));
      await expect(page.getByLabel('Username')).toBeDisabled();
      await page.getByLabel('Age', { exact: true }).fill('81');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('User details updated successfully!')).toBeVisible();
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(page.getByText('User approved successfully!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
      await expectAccessible(page);
    });

    // The approved person signs in elsewhere: a session the operator can see and revoke.
    const login = await request.post(`${API}/auth/login/`, {
      data: { email: person.email, password: person.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { access: theirs } = (await login.json()) as { access: string };
    const signedIn = await request.get(`${API}/users/me/`, {
      headers: { Authorization: `Bearer ${theirs}` },
    });
    expect(signedIn.status()).toBe(200);

    await test.step('User Sessions lists the person’s session and revokes it at once', async () => {
      await page.goto('/user-sessions');
      await expect(admin.heading('User Sessions')).toBeVisible();
      await admin.choosePerson('Person', person.displayName);
      const table = page.getByRole('table', { name: 'Active sessions' });
      await expect(table.getByRole('row')).toHaveCount(2);
      await expectAccessible(page);
      await table
        .getByRole('button', { name: new RegExp(`^Revoke ${person.displayName}`) })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Revoke this session?' });
      await dialog.getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByText('Session revoked.')).toBeVisible();
      await expect(page.getByText('No active session.')).toBeVisible();
      const after = await request.get(`${API}/users/me/`, {
        headers: { Authorization: `Bearer ${theirs}` },
      });
      expect(after.status()).toBe(401);
    });

    await test.step('The audit log, filtered by whose data and what, shows the change and the approval', async () => {
      await page.goto('/audit-log');
      await expect(admin.heading('Audit Log')).toBeVisible();
      await admin.choosePerson('Whose data', person.displayName);
      await page.getByLabel('What').selectOption({ label: 'Account' });
      const log = page.getByRole('table', { name: 'Audit log' });
      await expect(log.getByRole('row', { name: /Account changed/ })).toContainText(
        ADMIN_DEMO.superuser.name,
      );
      await expect(log.getByRole('row', { name: /Account approved/ })).toContainText(
        ADMIN_DEMO.superuser.name,
      );
      await expect(log).not.toContainText('Session revoked');
      await expectAccessible(page);
    });
  });

  test('a clinical admin sees only the people assigned to them', async ({ page }) => {
    const admin = new AdminPages(page);
    await signIn(page, ADMIN_DEMO.clinician);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByText('You see the people assigned to you.')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/user-management');
    await expect(page.getByText('You see the people assigned to you.')).toBeVisible();
    await expect(admin.userTable.getByRole('link', { name: 'Margaret Johnson' })).toBeVisible();
    await admin.searchUsers('Harold');
    await expect(page.getByText('No one matches these filters.')).toBeVisible();
    await expectAccessible(page);
  });

  test('a non-admin is kept out of the admin area, on the screen and by the API', async ({
    page,
  }) => {
    await signIn(page, DEMO.user);
    for (const path of ['/admin-dashboard', '/user-management', '/audit-log']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/clock/${DEMO.user.id}$`));
    }
    await expectAccessible(page);
    const { access } = await sessionTokens(page);
    expect(access).not.toBeNull();
    const answer = await page.request.get(`${API}/admin/dashboard/`, {
      headers: { Authorization: `Bearer ${access ?? ''}` },
    });
    expect(answer.status()).toBe(403);
  });
});

/** A person of the test alone, waiting for approval, on the superuser's user edit screen. */
async function pendingPersonOnUserEdit(
  page: Page,
  careApi: CareApi,
  label: string,
): Promise<{ person: NewPerson; id: number }> {
  const person = newPerson(label);
  const id = await careApi.register(person);
  await signIn(page, ADMIN_DEMO.superuser);
  await new AdminPages(page).openUser(id);
  await expect(page.getByText('Waiting for approval', { exact: true })).toBeVisible();
  return { person, id };
}

/** Runs `journey` in a browser of its own (another person's), closed afterwards. */
async function inAnotherBrowser(
  browser: Browser,
  journey: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext();
  try {
    await journey(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('account, kiosk, message and backup journeys of the admin area', () => {
  test('an approved account signs in through the login screen and lands on its clock page', async ({
    page,
    browser,
    careApi,
  }) => {
    const { person, id } = await pendingPersonOnUserEdit(page, careApi, 'approve');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('User approved successfully!')).toBeVisible();

    await inAnotherBrowser(browser, async (their) => {
      await signIn(their, person);
      await expect(their).toHaveURL(new RegExp(`/clock/${id}$`));
      await expect(their.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(their);
    });
  });

  test('a rejected account is deactivated and cannot sign in', async ({
    page,
    browser,
    careApi,
  }) => {
    const { person } = await pendingPersonOnUserEdit(page, careApi, 'reject');
    await new AdminPages(page).confirmAction('Reject', 'Reject this account?');
    await expect(page.getByText('User rejected and deactivated.')).toBeVisible();
    // Spec 4.6: still not approved and without a clinical admin, so Approve stays offered;
    // the account is off.
    await expect(page.getByText('Waiting for approval', { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
    await expectAccessible(page);

    await inAnotherBrowser(browser, async (their) => {
      await expectSignInRefused(their, person, 'This account is inactive.');
      await expectAccessible(their);
    });
  });

  test('a deactivated account cannot sign in until it is activated again', async ({
    page,
    browser,
    user,
  }) => {
    const admin = new AdminPages(page);
    await signIn(page, ADMIN_DEMO.superuser);
    await admin.openUser(user.id);
    await admin.confirmAction('Deactivate', 'Deactivate this account?');
    await expect(page.getByText('User status updated successfully.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
    await expectAccessible(page);

    await inAnotherBrowser(browser, async (their) => {
      await expectSignInRefused(their, user, 'This account is inactive.');
      await expectAccessible(their);

      await page.getByRole('button', { name: 'Activate', exact: true }).click();
      await expect(page.getByText('User status updated successfully.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Deactivate', exact: true })).toBeVisible();

      await signIn(their, user);
      await expect(their).toHaveURL(new RegExp(`/clock/${user.id}$`));
      await expectAccessible(their);
    });
  });

  test('a new kiosk device is paired, signs itself in and shows online on the dashboard', async ({
    page,
    browser,
    admin: operator,
    user,
  }) => {
    const admin = new AdminPages(page);
    // docs/product.md 4.3: a new device shows a pairing code on its setup card.
    const deviceContext = await browser.newContext();
    const device = { context: deviceContext, page: await deviceContext.newPage() };
    await device.page.goto('/?kiosk=true');
    const code = device.page.getByTestId('kiosk-pairing-code');
    await expect(code).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/);

    await signIn(page, operator);
    await admin.openUser(user.id);
    const kiosk = page.getByRole('form', { name: 'Kiosk Configuration' });
    await expect(page.getByTestId('kiosk-state')).toContainText('Not set up');
    const pair = page.getByRole('form', { name: 'Pair a device' });
    await pair.getByLabel('Pairing code', { exact: true }).fill(await code.innerText());
    await pair.getByRole('button', { name: 'Pair device' }).click();
    await expect(page.getByText(/^Paired\./)).toBeVisible();
    await expectAccessible(page);
    try {
      await expect(device.page).toHaveURL(new RegExp(`/clock/${user.id}$`), { timeout: 20_000 });
      await expectAccessible(device.page);
      await page.goto('/admin-dashboard');
      const row = page
        .getByRole('table', { name: 'Kiosks' })
        .getByRole('row', { name: new RegExp(user.displayName) });
      // The device pings once it is ready; the dashboard shows it on its next refresh.
      await expect(async () => {
        await page.getByRole('button', { name: 'Refresh', exact: true }).click();
        await expect(row).toContainText('Online', { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expectAccessible(page);
    } finally {
      await device.context.close();
    }

    // The device is unbound again: no kiosk of this test is left to turn silent on the dashboard.
    await admin.openUser(user.id);
    await kiosk.getByRole('button', { name: 'Remove device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the kiosk device?' });
    await dialog.getByRole('button', { name: 'Remove device' }).click();
    await expect(page.getByText('Kiosk device removed.')).toBeVisible();
  });

  test(
    'a message sent from the admin area is acknowledged on the person’s clock page',
    CLUSTER,
    async ({ page, browser, admin: operator, user }) => {
      const admin = new AdminPages(page);
      const text = `Your visitor comes at three (${user.username}).`;
      await signIn(page, operator);
      await page.goto('/messages');
      await expect(admin.heading('Messages and Support')).toBeVisible();
      await admin.choosePerson('To', user.displayName);
      await page.getByLabel('Message', { exact: true }).fill(text);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.getByText('Message sent.')).toBeVisible();
      await admin.choosePerson('Person', user.displayName);
      const sent = page
        .getByRole('table', { name: 'Messages' })
        .getByRole('row', { name: /visitor/ });
      await expect(sent).toContainText('Waiting');
      await expectAccessible(page);

      await inAnotherBrowser(browser, async (their) => {
        await signIn(their, user);
        await expect(their).toHaveURL(new RegExp(`/clock/${user.id}$`));
        const ok = their.getByRole('button', {
          name: `OK, I have read it: From ${operator.displayName}`,
        });
        await expect(ok).toBeVisible();
        await expectAccessible(their);
        await ok.click();
        await expect(their.getByText('No new messages.')).toBeVisible();
      });

      await page.reload();
      await expect(sent).toContainText('Acknowledged');
      await expectAccessible(page);
    },
  );
});
