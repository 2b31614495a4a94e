import type { Response } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';
import { AccountApi, doseDueNowAndMessage, measureKiosk } from '../support/care-clock-pages';
import { expect, test } from '../support/journey-fixtures';
import { expectAccessible } from '../support/site';

/** Also run against `npm run cluster`, through the balancer (playwright.cluster.config.ts). */
const CLUSTER = { tag: '@cluster' };

/** The clock page (kiosk and site), the health profile and emergency contacts, against the real API. */

/** The API's answer to a POST whose path ends so: the screen shows a mark at once, the server saves it after. */
const posted = (ending: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith(ending);

test(
  'the demo kiosk shows Margaret’s day at 1024×600 and 1280×800: no scrolling, 7:1 text, 64 px targets',
  CLUSTER,
  async ({ page }, testInfo) => {
    await page.goto('/');
    await page.evaluate(
      ({ id, secret }) => {
        localStorage.setItem('device_id', id);
        localStorage.setItem('kiosk_secret', secret);
      },
      { id: DEMO.kioskDeviceId, secret: DEMO.kioskSecret },
    );
    for (const [width, height] of [
      [1024, 600],
      [1280, 800],
    ] as const) {
      await test.step(`When the kiosk is ${width}×${height}`, async () => {
        await page.setViewportSize({ width, height });
        await page.goto('/');
        await expect(page).toHaveURL(/\/clock\/1$/);
        await expect(page.getByRole('region', { name: 'Medicines today' })).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.getByRole('region', { name: 'Messages' })).toContainText(
          'Love from Emily, your daughter',
        );
        await expect(
          page.getByText(/^Now it's \w+ (morning|afternoon|evening|night)$/),
        ).toBeVisible();
        // A family photo from her picture book, at either size: loaded, with its caption as alt text.
        const photo = page.getByRole('region', { name: 'A picture' }).getByRole('img').last();
        await expect(photo).toBeVisible();
        await expect(photo).toHaveAttribute('alt', /\S/);
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        // Her two nearest contacts are on the clock at either size (at 1024×600 by their names alone); the
        // others one tap away.
        const calls = page.getByRole('navigation', { name: 'Call' });
        await expect(calls.getByRole('button', { name: /^Call / })).toHaveText([
          width < 1200 ? 'Emily' : /^Call Emily/,
          width < 1200 ? 'Robert' : /^Call Robert/,
        ]);
        await expect(
          calls.getByRole('button', { name: /more (people|person) to call$/ }),
        ).toBeVisible();
        await page.waitForTimeout(1500);
        const facts = await measureKiosk(page);
        // The measured facts go to the report (and the kiosk note in mfe-care's README).
        testInfo.annotations.push({
          type: `kiosk ${width}×${height}`,
          description: JSON.stringify(facts),
        });
        console.info(`kiosk ${width}x${height}: ${JSON.stringify(facts)}`);
        await page.screenshot({ path: testInfo.outputPath(`kiosk-${width}x${height}.png`) });
        expect(facts.scrolls).toBe(false);
        expect(facts.outside).toEqual([]);
        expect(facts.minContrast).toBeGreaterThanOrEqual(7);
        expect(facts.minTarget).toBeGreaterThanOrEqual(64);
        expect(facts.minFontPx).toBeGreaterThanOrEqual(24);
        expect(facts.timeShare).toBeGreaterThanOrEqual(0.4);
        await expectAccessible(page);
      });
    }
  },
);

test('the demo user’s clock page links to her other pages', async ({ page }) => {
  await signIn(page, DEMO.user);
  await expect(page).toHaveURL(/\/clock\/1$/);
  const links = page.getByRole('navigation', { name: 'Pages for this person' });
  await expect(links.getByRole('link', { name: 'Health Profile' })).toHaveAttribute(
    'href',
    '/users/1/health-profile',
  );
  await expect(
    page.getByRole('navigation', { name: 'Call' }).getByRole('link', { name: /Call Emily/ }),
  ).toHaveAttribute('href', 'tel:5551234567');
  await expect(
    page.getByRole('region', { name: 'Medicines today' }).getByText('Vitamin D 1000 IU'),
  ).toBeVisible();
  await expectAccessible(page);
});

test(
  'a person marks a dose taken, acknowledges a message, and both stay after a reload',
  CLUSTER,
  async ({ page, playwright, user, admin }) => {
    const http = await playwright.request.newContext();
    const asUser = await AccountApi.signIn(http, user);
    const asAdmin = await AccountApi.signIn(await playwright.request.newContext(), admin);
    await doseDueNowAndMessage(asUser, asAdmin, user.id, {
      medication: 'Journey tablets',
      message: 'A message from the journey.',
    });

    await signIn(page, user);
    await expect(page).toHaveURL(new RegExp(`/clock/${user.id}$`));
    const medicines = page.getByRole('region', { name: 'Medicines today' });
    await test.step('When I press Taken', async () => {
      const saved = page.waitForResponse(posted('/status/'));
      await medicines.getByRole('button', { name: /^Taken: Journey tablets 1 tablet/ }).click();
      await expect(medicines.getByText(/Taken at/)).toBeVisible();
      expect((await saved).ok()).toBe(true);
    });
    const messages = page.getByRole('region', { name: 'Messages' });
    await test.step('When I acknowledge the message', async () => {
      await expect(messages.getByText('A message from the journey.')).toBeVisible();
      const saved = page.waitForResponse(posted('/acknowledge/'));
      await messages.getByRole('button', { name: /^OK, I have read it/ }).click();
      await expect(messages.getByText('No new messages.')).toBeVisible();
      expect((await saved).ok()).toBe(true);
    });
    await page.reload();
    await expect(medicines.getByText(/Taken at/)).toBeVisible({ timeout: 30_000 });
    await expect(messages.getByText('No new messages.')).toBeVisible();
    await expectAccessible(page);
    await http.dispose();
  },
);

test('a person fills in their health profile; it is there after a reload', async ({
  page,
  user,
}) => {
  await signIn(page, user);
  await page.goto(`/users/${user.id}/health-profile`);
  // No profile yet is not "not found": the summary says so and the form below starts one.
  await expect(page.getByText('No health profile available.')).toBeVisible();
  await expect(page.getByText('Health profile not found for this user.')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel('Blood type').selectOption('O+');
  await page.getByLabel('Date of birth').fill('1950-04-01');
  const sections = page.getByRole('group', { name: 'Health profile sections' });
  await sections.getByText('Allergies', { exact: true }).click();
  await page.getByLabel('Allergy 1').fill('Peanuts');
  await page.getByRole('button', { name: 'Save Health Profile' }).click();
  await expect(page.getByText('Health profile updated successfully.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Health Profile', exact: true, level: 2 }).locator('..'),
  ).toContainText('Born 1950-04-01. Blood type O+');
  await sections.getByText('Allergies', { exact: true }).click();
  await expect(page.getByLabel('Allergy 1')).toHaveValue('Peanuts');
  await expectAccessible(page);
});

test('an admin adds, edits and deletes a person’s emergency contact', async ({
  page,
  admin,
  user,
}) => {
  await signIn(page, admin);
  await page.goto(`/users/${user.id}/emergency-contacts`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.displayName);
  await expect(page.getByText('No emergency contacts yet.')).toBeVisible();
  await expectAccessible(page);
  const add = page.getByRole('form', { name: 'Add New Contact' });
  await add.getByRole('button', { name: 'Add Contact' }).click();
  await expect(
    add.getByText('Please fill in all required fields (Name, Relationship, Phone Number).'),
  ).toBeVisible();
  await add.getByLabel('Name').fill(' Jo Journey ');
  await add.getByLabel('Relationship').fill('Niece');
  await add.getByLabel('Phone Number').fill('(555) 010-2030');
  await add.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page.getByText('Contact added successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call Jo Journey' })).toHaveAttribute(
    'href',
    'tel:5550102030',
  );

  await page.getByRole('button', { name: 'Edit Jo Journey' }).click();
  const edit = page.getByRole('form', { name: 'Edit Contact' });
  await edit.getByLabel('Contact Type').selectOption('Emergency Contact');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Contact updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jo Journey' }).locator('..')).toContainText(
    'Emergency Contact',
  );

  await page.getByRole('button', { name: 'Delete Jo Journey' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Contact' });
  await expect(confirm).toContainText('Are you sure you want to delete Jo Journey?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Contact deleted successfully!')).toBeVisible();
  await expect(page.getByText('No emergency contacts yet.')).toBeVisible();
});
