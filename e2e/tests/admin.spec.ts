import { AdminPages, ADMIN_DEMO } from '../support/admin-pages';
import { DEMO, signIn } from '../support/accounts';
import { newPerson } from '../support/care-api';
import { expect, sessionTokens, test } from '../support/journey-fixtures';
import { API, expectAccessible } from '../support/site';

// Account set-up may wait out the API's registration rate limit (10 a minute from one address).
test.describe.configure({ timeout: 180_000 });

test.describe('Issue #12: the admin area against the real API', () => {
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

    await test.step('The audit log, filtered by whose data and what, shows the approval', async () => {
      await page.goto('/audit-log');
      await expect(admin.heading('Audit Log')).toBeVisible();
      await admin.choosePerson('Whose data', person.displayName);
      await page.getByLabel('What').selectOption({ label: 'Account' });
      const log = page.getByRole('table', { name: 'Audit log' });
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
