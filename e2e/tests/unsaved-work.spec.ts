import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { AdminPages } from '../support/admin-pages';
import { expect, test } from '../support/journey-fixtures';
import { expectAccessible } from '../support/site';

// Account set-up may wait out the API's registration rate limit (10 a minute from one address).
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.SHOTS_DIR;

/** The drafts this tab keeps (docs/product.md 3: `care_draft:` keys in session storage). */
function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(window.sessionStorage).filter((key) => key.startsWith('care_draft:')),
  );
}

test.describe('Typed work is not lost (docs/product.md 2.11 and 2.16)', () => {
  test('an admin’s message survives the Support tab and another screen, and goes once sent', async ({
    page,
    admin,
    careApi,
  }) => {
    const person = await careApi.createAccount('user', 'draft');
    const pages = new AdminPages(page);
    const form = page.getByRole('form', { name: 'Send a message' });
    const body = form.getByLabel('Message', { exact: true });
    const text = `Lunch is at one today (${person.username}).`;

    await test.step('When I write a message to my person', async () => {
      await signIn(page, admin);
      await page.goto('/messages');
      await expect(pages.heading('Messages and Support')).toBeVisible();
      await pages.choosePerson('To', person.displayName);
      await form.getByLabel('Subject').fill('Lunch');
      await body.fill(text);
    });

    await test.step('Then Support and back to Messages keeps it', async () => {
      await page.getByRole('button', { name: 'Support requests', exact: true }).click();
      await expect(page).toHaveURL(/tab=support/);
      await expect(form).toHaveCount(0);
      await page.getByRole('button', { name: 'Messages', exact: true }).click();
      await expect(body).toHaveValue(text);
      await expect(form.getByLabel('Subject')).toHaveValue('Lunch');
      await expect(form.getByRole('group', { name: 'To' })).toContainText(person.displayName);
      await expectAccessible(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/draft-back-from-support.png` });
    });

    await test.step('And another screen (the navbar) and back keeps it', async () => {
      await page.getByRole('button', { name: 'Care – go to the admin dashboard' }).click();
      await expect(pages.heading('Admin Dashboard')).toBeVisible();
      await page.goBack();
      await expect(pages.heading('Messages and Support')).toBeVisible();
      await expect(body).toHaveValue(text);
      expect(await draftKeys(page)).toEqual([`care_draft:${admin.id}:message:0`]);
    });

    await test.step('And once sent the draft is gone', async () => {
      await form.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(form.getByText('Message sent.')).toBeVisible();
      await expect(body).toHaveValue('');
      expect(await draftKeys(page)).toEqual([]);
      await page.getByRole('button', { name: 'Support requests', exact: true }).click();
      await page.getByRole('button', { name: 'Messages', exact: true }).click();
      await expect(body).toHaveValue('');
    });
  });

  test('user edit asks before changes not saved are lost: its Back, the navbar, the browser', async ({
    page,
    admin,
    careApi,
  }) => {
    const person = await careApi.createAccount('user', 'unsaved');
    const pages = new AdminPages(page);
    const name = page.getByLabel('Display Name');
    const leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    const savedName = async () => {
      const access = await careApi.accessTokenOf(admin);
      return (await careApi.getWith<{ display_name: string }>(access, `/users/${person.id}/`))
        .display_name;
    };
    const unloadDialogs: string[] = [];

    await test.step('When I change a name and press "← Back", I am asked', async () => {
      await signIn(page, admin);
      await pages.openUser(person.id);
      await name.fill('Changed, not saved');
      await page.getByRole('button', { name: '← Back to User Management' }).click();
      await expect(leaveDialog).toBeVisible();
      await expect(leaveDialog).toContainText('If you leave now, they will be lost.');
      await expect(leaveDialog.getByRole('button', { name: 'Stay' })).toBeFocused();
      await expectAccessible(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/leave-dialog.png` });
    });

    await test.step('Then Stay keeps what I typed', async () => {
      await leaveDialog.getByRole('button', { name: 'Stay' }).click();
      await expect(leaveDialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/user-management/${person.id}$`));
      await expect(name).toHaveValue('Changed, not saved');
    });

    await test.step('And a navbar menu asks too', async () => {
      await page.getByRole('button', { name: 'Profile', exact: true }).click();
      await page.getByRole('menuitem', { name: 'View Profile' }).click();
      await expect(leaveDialog).toBeVisible();
      await leaveDialog.getByRole('button', { name: 'Stay' }).click();
      await expect(page).toHaveURL(new RegExp(`/user-management/${person.id}$`));
      await expect(name).toHaveValue('Changed, not saved');
    });

    await test.step('And Leave goes back without saving', async () => {
      await page.getByRole('button', { name: '← Back to User Management' }).click();
      await leaveDialog.getByRole('button', { name: 'Leave' }).click();
      await expect(pages.heading('User Management')).toBeVisible();
      expect(await savedName()).toBe(person.displayName);
    });

    await test.step('When I open it again from the list, change it and press the browser’s Back, I am asked', async () => {
      await pages.searchUsers(person.email);
      await pages.userTable.getByRole('link', { name: person.displayName }).click();
      await expect(pages.heading('Edit User')).toBeVisible();
      await expect(name).toHaveValue(person.displayName);
      await name.fill('Changed again');
      await page.evaluate(() => window.history.back());
      await expect(leaveDialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/user-management/${person.id}$`));
      await leaveDialog.getByRole('button', { name: 'Stay' }).click();
      await expect(name).toHaveValue('Changed again');
    });

    await test.step('And the browser’s own leaving (a reload) asks while the change is not saved', async () => {
      page.on('dialog', (dialog) => {
        unloadDialogs.push(dialog.type());
        void dialog.dismiss();
      });
      const reload = page.reload({ timeout: 5_000 }).catch(() => null);
      await expect.poll(() => unloadDialogs).toEqual(['beforeunload']);
      await reload;
      await expect(name).toHaveValue('Changed again');
    });

    await test.step('Then after Save Changes nothing asks, and the change is saved', async () => {
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('User details updated successfully!')).toBeVisible();
      expect(await savedName()).toBe('Changed again');
      await page.reload();
      await expect(name).toHaveValue('Changed again');
      expect(unloadDialogs).toEqual(['beforeunload']);
      await page.getByRole('button', { name: '← Back to User Management' }).click();
      await expect(pages.heading('User Management')).toBeVisible();
      await expect(leaveDialog).toHaveCount(0);
    });
  });
});
