import { expect, test, type Page } from '@playwright/test';
import { pixelAt, pngBomb, sidewaysPhotoWithGps } from '../../api/test/support/images';
import { DEMO, signIn } from '../support/accounts';
import {
  GalleryDialog,
  PictureBookApi,
  expectLoadedWithRatio,
  momentShowing,
  UploadDialog,
  type PictureFile,
} from '../support/picture-book-pages';
import { expectAccessible } from '../support/site';

/** Also run against `npm run cluster`, through the balancer (playwright.cluster.config.ts). */
const CLUSTER = { tag: '@cluster' };

const MARGARET = DEMO.user.id;
/** Contexts made in the test do not inherit the configured use options (baseURL, reduced motion). */
const SITE = 'http://localhost:3000';
/** Captions carry a tag of this run, so the clean-up removes exactly what this test added. */
const TAG = `e2e-${Date.now().toString(36)}`;
const BEACH = `Emily at the beach ${TAG}`;
const BEACH_EDITED = `Emily and Tom at the beach ${TAG}`;
const GARDEN = `The garden in May ${TAG}`;

const jpeg = async (name: string): Promise<PictureFile> => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sidewaysPhotoWithGps(),
});

/** The test photo is 40×60 once upright (it is stored 60×40 with EXIF orientation 6). */
const UPRIGHT = 60 / 40;

/** Whether a JPEG still carries an EXIF block (GPS tags live there). */
const hasExif = (jpegBytes: Buffer): boolean =>
  jpegBytes.includes(Buffer.from('Exif\0\0', 'latin1'));

let admin: Page | null = null;

test.afterEach(async () => {
  // Leave Margaret's picture book as the demo seeded it, whatever happened above.
  if (admin) await new PictureBookApi(admin.request, admin).deleteTagged(MARGARET, TAG);
});

test(
  'an admin fills Margaret’s picture book from user edit; her page, clock and kiosk show it',
  CLUSTER,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    admin = page;
    const api = new PictureBookApi(page.request, page);
    const upload = new UploadDialog(page);
    const gallery = new GalleryDialog(page);

    await test.step('Given the admin on Margaret’s user edit screen opens Upload pictures', async () => {
      await signIn(page, DEMO.admin);
      await page.goto(`/user-management/${MARGARET}`);
      await page.getByRole('button', { name: 'Upload pictures' }).click();
      await expect(upload.dialog).toBeVisible();
      await expect(upload.uploadButton).toBeDisabled();
      await expectAccessible(page);
      // The disabled button sits in a focusable wrapper: the keyboard reaches its tooltip.
      const wrapper = upload.uploadButton.locator('xpath=..');
      await wrapper.focus();
      await expect(page.getByRole('tooltip')).toHaveText('Please select an image first');
      // The open tooltip lives inside the dialog: axe's region rule is satisfied with it showing.
      await expect(upload.dialog.getByRole('tooltip')).toHaveText('Please select an image first');
      await expectAccessible(page);
      await wrapper.blur();
    });

    await test.step('Then a text file named .png, an oversize file and a PNG bomb are refused', async () => {
      await upload.expectRefused(
        { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') },
        'Only JPEG or PNG files are allowed.',
      );
      const oversize = Buffer.alloc(5242881);
      (await sidewaysPhotoWithGps()).copy(oversize);
      await upload.expectRefused(
        { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: oversize },
        'File exceeds 5MB.',
      );
      await upload.expectRefused(
        { name: 'bomb.png', mimeType: 'image/png', buffer: pngBomb() },
        'Only JPEG or PNG files are allowed.',
      );
    });

    await test.step('When they upload a sideways phone photo, and one turned right in the preview', async () => {
      await upload.upload(await jpeg('beach.jpg'), BEACH);
      await upload.upload(await jpeg('garden.jpg'), GARDEN, 1);
      await upload.close();
    });

    await test.step('Then the pictures are stored upright, without EXIF (no GPS)', async () => {
      const beach = await api.picture(MARGARET, BEACH);
      expect([beach.width, beach.height]).toEqual([40, 60]);
      const bytes = await api.bytes(MARGARET, beach.id);
      expect(hasExif(bytes)).toBe(false);
      // Upright: the stored photo's left half (red) is on top, its right half (blue) below.
      const [r, , b] = await pixelAt(bytes, 20, 10);
      expect(r).toBeGreaterThan(200);
      expect(b).toBeLessThan(60);
      const garden = await api.picture(MARGARET, GARDEN);
      expect([garden.width, garden.height]).toEqual([60, 40]);
    });

    await test.step('And in Manage PictureBook they edit a caption, rotate, and keep a selection', async () => {
      await page.getByRole('button', { name: 'Manage PictureBook' }).click();
      await expect(gallery.tile(BEACH)).toBeVisible();
      await expectLoadedWithRatio(gallery.tile(BEACH).locator('img'), UPRIGHT);
      await expectAccessible(page);
      await gallery.editCaption(BEACH, BEACH_EDITED);
      await gallery.rotate(GARDEN, 'Left');
      await expect.poll(async () => (await api.picture(MARGARET, GARDEN)).height).toBe(60);
      await gallery.toggle(GARDEN);
      await gallery.dialog.getByRole('button', { name: 'Close', exact: true }).click();
      const discard = page.getByRole('dialog', { name: 'Discard Selections?' });
      await expect(
        discard.getByText(
          'You have selected 1 image(s). Are you sure you want to close without taking action?',
        ),
      ).toBeVisible();
      await discard.getByRole('button', { name: 'Cancel' }).click();
      await expect(gallery.dialog).toBeVisible();
      await gallery.toggle(GARDEN);
      await gallery.dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(gallery.dialog).toBeHidden();
    });

    await test.step('Then Margaret’s picture book page shows them with their captions, and a slideshow', async () => {
      await page.goto(`/picturebook/${MARGARET}`);
      const card = page.getByRole('button', { name: new RegExp(`^${BEACH_EDITED}\\. Picture`) });
      await expect(card).toBeVisible();
      await expectLoadedWithRatio(card.locator('img'), UPRIGHT);
      await expect(
        page.getByRole('button', { name: new RegExp(`^${GARDEN}\\. Picture`) }),
      ).toBeVisible();
      await expectAccessible(page);
      await card.click();
      const slideshow = page.getByRole('dialog', { name: 'Slideshow' });
      await expect(slideshow.getByText(BEACH_EDITED, { exact: true })).toBeVisible();
      await expectLoadedWithRatio(slideshow.getByRole('img', { name: BEACH_EDITED }), UPRIGHT);
      // With reduced motion (as the journeys run) the slideshow waits for the person's own Play.
      const play = slideshow.getByRole('button', { name: 'Play', exact: true });
      await expect(play).toBeVisible();
      await slideshow.getByRole('button', { name: 'Next picture' }).click();
      await expect(slideshow.getByText(BEACH_EDITED, { exact: true })).toBeHidden();
      await slideshow.getByRole('button', { name: 'Previous picture' }).click();
      await expect(slideshow.getByText(BEACH_EDITED, { exact: true })).toBeVisible();
      await play.click();
      await slideshow.getByRole('button', { name: 'Pause', exact: true }).click();
      await expect(play).toBeVisible();
      await expectAccessible(page);
      await slideshow.getByRole('button', { name: 'Close slideshow' }).click();
    });

    // The clock shows one picture of the book per five minutes: the journey picks a time when it is the beach.
    const pictures = await api.list(MARGARET);
    const beachTime = momentShowing(pictures, (await api.picture(MARGARET, BEACH_EDITED)).id);

    await test.step('And her clock page shows the beach photo upright, with its caption', async () => {
      await page.clock.setFixedTime(beachTime);
      await page.goto(`/clock/${MARGARET}`);
      const photo = page
        .getByRole('region', { name: 'A picture' })
        .getByRole('img', { name: BEACH_EDITED });
      await expectLoadedWithRatio(photo, UPRIGHT);
      await expectAccessible(page);
    });

    await test.step('And Margaret’s kiosk clock shows it too, at 1280×800 and at 1024×600', async () => {
      const kiosk = await browser.newContext({
        baseURL: SITE,
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
      });
      try {
        const screen = await kiosk.newPage();
        await screen.addInitScript(
          ({ deviceId, secret }) => {
            window.localStorage.setItem('device_id', deviceId);
            window.localStorage.setItem('kiosk_secret', secret);
          },
          { deviceId: DEMO.kioskDeviceId, secret: DEMO.kioskSecret },
        );
        await screen.clock.setFixedTime(beachTime);
        await screen.goto('/');
        await expect(screen).toHaveURL(new RegExp(`/clock/${MARGARET}$`));
        const photo = screen
          .getByRole('region', { name: 'A picture' })
          .getByRole('img', { name: BEACH_EDITED });
        await expectLoadedWithRatio(photo, UPRIGHT);
        await expectAccessible(screen);
        await screen.setViewportSize({ width: 1024, height: 600 });
        await expectLoadedWithRatio(photo, UPRIGHT);
      } finally {
        await kiosk.close();
      }
    });

    await test.step('Finally the admin deletes both pictures from the gallery', async () => {
      await page.goto(`/user-management/${MARGARET}`);
      await page.getByRole('button', { name: 'Manage PictureBook' }).click();
      await gallery.toggle(BEACH_EDITED);
      await gallery.toggle(GARDEN);
      await gallery.deleteSelected(2);
      await expect(gallery.tile(GARDEN)).toHaveCount(0);
      const left = (await api.list(MARGARET)).filter((p) => p.comment.includes(TAG));
      expect(left).toEqual([]);
    });
  },
);

test('a long list of uploaded pictures scrolls clear of the upload dialog’s buttons', async ({
  page,
}) => {
  admin = page;
  const api = new PictureBookApi(page.request, page);
  const upload = new UploadDialog(page);
  await signIn(page, DEMO.admin);
  await page.goto(`/user-management/${MARGARET}`);
  for (let i = 1; i <= 8; i += 1)
    await api.upload(MARGARET, await jpeg(`list-${i}.jpg`), `List picture ${i} ${TAG}`);
  const count = (await api.list(MARGARET)).length;
  for (const [width, height] of [
    [1024, 600],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByRole('button', { name: 'Upload pictures' }).click();
    await expect(upload.dialog.getByText(`List picture 8 ${TAG}`)).toBeVisible();
    const { items, hidden } = await upload.itemsBehindActions();
    expect(items).toBe(count);
    expect(hidden).toEqual([]);
    await upload.close();
  }
});
