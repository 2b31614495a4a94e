import { AdminPages, ADMIN_DEMO } from '../support/admin-pages';
import { signIn } from '../support/accounts';
import { expect, test } from '../support/journey-fixtures';
import { expectAccessible } from '../support/site';

// The restore replaces all data, signs everyone out and leaves every kiosk needing a new pairing code (an admin enters
// the code each device shows), so this file runs last of all (the "last" project of playwright.config.ts). It restores the
// backup taken at its own start and checks that accounts can still be made afterwards.
test.describe.configure({ timeout: 180_000 });

test.describe('backup and restore in the admin area', () => {
  test('a backup restored undoes a change made after it', async ({
    page,
    careApi,
    user,
  }, testInfo) => {
    const admin = new AdminPages(page);
    await signIn(page, ADMIN_DEMO.superuser);
    await page.goto('/backup-restore');
    await expect(admin.heading('Backup and Restore')).toBeVisible();
    await expectAccessible(page);
    // The file is encrypted with a passphrase typed twice; restore needs it again.
    const passphrase = 'a long journey passphrase';
    await page.getByLabel('Passphrase', { exact: true }).fill(passphrase);
    await page.getByLabel('Passphrase again', { exact: true }).fill(passphrase);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download backup' }).click();
    const file = testInfo.outputPath('backup.json');
    await (await downloading).saveAs(file);
    await expect(page.getByText(/^Saved .+\(/)).toBeVisible();

    const renamed = `${user.displayName} renamed`;
    await admin.openUser(user.id);
    await page.getByLabel('Display Name', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User details updated successfully!')).toBeVisible();

    await page.goto('/backup-restore');
    await page.getByLabel('Backup file').setInputFiles(file);
    // A wrong passphrase is refused and changes nothing: the new name stays.
    const key = page.getByLabel('Passphrase of the backup', { exact: true });
    await key.fill('not the passphrase at all');
    await page.getByRole('button', { name: 'Restore…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace all data?' });
    await dialog.getByRole('button', { name: 'Replace everything' }).click();
    await expect(page.getByText(/The passphrase does not open this backup/)).toBeVisible({
      timeout: 30_000,
    });
    await admin.openUser(user.id);
    await expect(page.getByLabel('Display Name', { exact: true })).toHaveValue(renamed);

    await page.goto('/backup-restore');
    await page.getByLabel('Backup file').setInputFiles(file);
    await page.getByLabel('Passphrase of the backup', { exact: true }).fill(passphrase);
    await page.getByRole('button', { name: 'Restore…' }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Replace everything' }).click();
    await expect(page.getByText('Backup restored.')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('Everyone was signed out. You stay signed in.')).toBeVisible();
    await expectAccessible(page);

    await admin.openUser(user.id);
    await expect(page.getByLabel('Display Name', { exact: true })).toHaveValue(user.displayName);

    // Every session was revoked: the fixtures of later files sign in anew and can still make
    // accounts.
    careApi.forgetSessions();
    const after = await careApi.createAccount('user', 'restored');
    expect(after.id).toBeGreaterThan(user.id);
  });
});
