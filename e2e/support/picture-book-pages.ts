import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API } from './site';

/** mfe-care's clock shows picture floor(now / 5 min) % n of the person's book (its `pictureOfTheMoment`). */
const PICTURE_CHANGE_MS = 5 * 60_000;

/**
 * A time, at most n five-minute slots before `now`, when the clock page shows the picture `id` of `pictures`
 * (listed in the API's order). Past rather than future: the signed-in session's tokens stay unexpired.
 */
export function momentShowing(
  pictures: readonly { id: number }[],
  id: number,
  now = Date.now(),
): number {
  const index = pictures.findIndex((p) => p.id === id);
  if (index < 0) throw new Error(`picture ${id} is not in the book`);
  const slot = Math.floor(now / PICTURE_CHANGE_MS);
  const back = (((slot - index) % pictures.length) + pictures.length) % pictures.length;
  return (slot - back) * PICTURE_CHANGE_MS + 1000;
}

/** Waits for `img` to show a loaded picture (not the fallback) and expects it upright: as tall as `ratio`. */
export async function expectLoadedWithRatio(img: Locator, ratio: number): Promise<void> {
  await expect(img).not.toHaveAttribute('data-fallback', 'true');
  await expect
    .poll(() =>
      img.evaluate((el: HTMLImageElement) =>
        el.complete && el.naturalWidth > 0 ? el.naturalHeight / el.naturalWidth : 0,
      ),
    )
    .toBeCloseTo(ratio, 1);
}

/** A file for the upload dialog's 'Choose Image' (made in the test, never committed). */
export interface PictureFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** One picture as GET /users/{id}/picturebook/ lists it. */
export interface ListedPicture {
  id: number;
  comment: string;
  width: number | null;
  height: number | null;
}

/** Spec 2.12 'Upload Picture', as any screen opens it. */
export class UploadDialog {
  readonly dialog: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Upload Picture' });
  }

  get uploadButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Upload', exact: true });
  }

  /**
   * Scrolls each picture of the 'Already in the picture book' list into view as the browser does for a
   * focused or found element, and answers the captions of those left (partly) behind the sticky
   * Close/Upload row; also how many there were.
   */
  async itemsBehindActions(): Promise<{ items: number; hidden: string[] }> {
    const close = this.dialog.getByRole('button', { name: 'Close', exact: true });
    return close.evaluate((button) => {
      const actions = button.parentElement;
      const dialog = button.closest('[role="dialog"]');
      if (!actions || !dialog) throw new Error('no dialog around Close');
      const items = [...dialog.querySelectorAll('li')];
      const hidden: string[] = [];
      for (const item of items) {
        item.scrollIntoView({ block: 'nearest' });
        if (item.getBoundingClientRect().bottom > actions.getBoundingClientRect().top + 0.5)
          hidden.push(item.textContent);
      }
      return { items: items.length, hidden };
    });
  }

  async choose(file: PictureFile): Promise<void> {
    await this.dialog.getByLabel('Choose Image').setInputFiles(file);
  }

  /** Chooses a file and expects the dialog to refuse it with `message` (spec 5). */
  async expectRefused(file: PictureFile, message: string): Promise<void> {
    await this.choose(file);
    await expect(this.dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(this.uploadButton).toBeDisabled();
  }

  /** Uploads `file` with `caption`, turned `quarterTurnsRight` quarter turns in the preview. */
  async upload(file: PictureFile, caption: string, quarterTurnsRight = 0): Promise<void> {
    await this.choose(file);
    await expect(this.dialog.getByRole('img', { name: `Preview of ${file.name}` })).toBeVisible();
    for (let i = 0; i < quarterTurnsRight; i += 1) {
      await this.dialog.getByRole('button', { name: 'Rotate Right' }).click();
    }
    await this.dialog.getByLabel('Caption').fill(caption);
    await this.uploadButton.click();
    await expect(this.dialog.getByText('✅ Image uploaded successfully.')).toBeVisible();
    await expect(this.dialog.getByRole('listitem').filter({ hasText: caption })).toBeVisible();
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }
}

/** Spec 2.13 'Manage PictureBook'. */
export class GalleryDialog {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Manage PictureBook' });
  }

  /** The tile whose picture has `caption` (its select button is named "Picture n: caption"). */
  tile(caption: string): Locator {
    return this.dialog.getByRole('listitem').filter({
      has: this.page.getByRole('button', { name: new RegExp(`^Picture \\d+: ${caption}$`) }),
    });
  }

  async toggle(caption: string): Promise<void> {
    await this.tile(caption)
      .getByRole('button', { name: /^Picture \d+/ })
      .click();
  }

  async expectMessage(text: string): Promise<void> {
    await expect(this.dialog.getByText(text, { exact: true })).toBeVisible();
  }

  async editCaption(caption: string, next: string): Promise<void> {
    const tile = this.tile(caption);
    await tile.getByLabel('Edit Caption').fill(next);
    await tile.getByRole('button', { name: 'Save Caption' }).click();
    await this.expectMessage('✅ Caption updated successfully.');
  }

  async rotate(caption: string, direction: 'Left' | 'Right'): Promise<void> {
    await this.tile(caption)
      .getByRole('button', { name: `Rotate ${direction}` })
      .click();
    await this.expectMessage(`Image rotated ${direction.toLowerCase()}`);
  }

  /** Deletes the selection of `count` pictures through 'Confirm Deletion'. */
  async deleteSelected(count: number): Promise<void> {
    await this.dialog.getByRole('button', { name: `Delete Selected (${count})` }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(
      confirm.getByText(`Are you sure you want to delete ${count} selected image(s)?`),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await this.expectMessage(`Deleted ${count} image(s)`);
  }
}

/** The picture book's API, with the signed-in browser's own token (for checks and clean-up). */
export class PictureBookApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly page: Page,
  ) {}

  private async headers(): Promise<Record<string, string>> {
    const access = await this.page.evaluate(() => window.sessionStorage.getItem('access_token'));
    if (access === null) throw new Error('not signed in');
    return { authorization: `Bearer ${access}` };
  }

  async list(userId: number): Promise<ListedPicture[]> {
    const response = await this.request.get(`${API}/users/${userId}/picturebook/`, {
      headers: await this.headers(),
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as ListedPicture[];
  }

  async picture(userId: number, caption: string): Promise<ListedPicture> {
    const found = (await this.list(userId)).find((p) => p.comment === caption);
    if (!found) throw new Error(`no picture captioned ${caption}`);
    return found;
  }

  async bytes(userId: number, pictureId: number): Promise<Buffer> {
    const response = await this.request.get(
      `${API}/users/${userId}/picturebook/${pictureId}/decrypted/`,
      { headers: await this.headers() },
    );
    expect(response.status()).toBe(200);
    return response.body();
  }

  /** Uploads a picture straight to the API (data for a test, not the journey under test). */
  async upload(userId: number, file: PictureFile, caption: string): Promise<void> {
    const csrf = await this.request.get(`${API}/csrf/`, { headers: await this.headers() });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const response = await this.request.post(`${API}/picturebook/${userId}/`, {
      headers: { ...(await this.headers()), 'x-csrftoken': csrfToken },
      multipart: { image: file, comment: caption },
    });
    expect(response.status()).toBe(201);
  }

  /** Deletes every picture of `userId` whose caption contains `tag` (clean-up after a failure). */
  async deleteTagged(userId: number, tag: string): Promise<void> {
    const csrf = await this.request.get(`${API}/csrf/`, { headers: await this.headers() });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    for (const picture of await this.list(userId)) {
      if (!picture.comment.includes(tag)) continue;
      await this.request.delete(`${API}/users/${userId}/picturebook/${picture.id}/`, {
        headers: { ...(await this.headers()), 'x-csrftoken': csrfToken },
      });
    }
  }
}
