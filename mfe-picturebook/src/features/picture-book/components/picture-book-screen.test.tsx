import { act, fireEvent, screen, within } from '@testing-library/react';
import { axeViolations, renderScreen, USERS, type FakeAdapter } from '@care/shared/testing';
import { SLIDE_MS } from '../../../lib/picture-viewer';
import { ADMIN, LIST, picture, servePictureBook } from '../../../test/picture-book';
import { PAGE_TEXTS, PICTURE_ERRORS, SLIDESHOW_TEXTS, TEXTS } from '../../../texts';
import { PictureBookScreen } from './picture-book-screen';

const PICTURES = [picture(31, 'Summer at the lake'), picture(32, 'Our house'), picture(33, '')];

let api: FakeAdapter;
beforeEach(() => {
  api = servePictureBook(PICTURES);
  api.on('get', '/users/profile/7/', { status: 200, data: { display_name: 'Margaret Johnson' } });
});

afterEach(() => {
  jest.useRealTimers();
});

const card = (caption: string, position: number) =>
  screen.getByRole('button', { name: PAGE_TEXTS.openPicture(caption, position, 3) });

describe('PictureBookScreen (/picturebook/{userId})', () => {
  it('shows the person’s pictures with their captions, and the buttons to change them', async () => {
    const { container } = renderScreen(PictureBookScreen, { route: '/picturebook/7', user: ADMIN });
    expect(
      await screen.findByRole('heading', { name: TEXTS.titles.pictureBookScreen }),
    ).toBeVisible();
    expect(await screen.findByText(PAGE_TEXTS.ofPerson('Margaret Johnson'))).toBeVisible();
    expect(await screen.findByRole('list', { name: PAGE_TEXTS.pictureList })).toBeVisible();
    expect(card('Summer at the lake', 1)).toBeVisible();
    expect(card('', 3)).toBeVisible();
    expect(screen.getByRole('button', { name: PAGE_TEXTS.upload })).toBeVisible();
    expect(screen.getByRole('button', { name: PAGE_TEXTS.manage })).toBeVisible();
    // The page loads thumbnails only.
    expect(api.calls('get', /\/decrypted\/$/)).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('on a kiosk shows the pictures without the buttons to change them', async () => {
    renderScreen(PictureBookScreen, {
      route: '/picturebook/7',
      user: { ...USERS.kioskUser, id: 7 },
      kiosk: true,
    });
    expect(await screen.findByRole('button', { name: PAGE_TEXTS.startSlideshow })).toBeVisible();
    expect(screen.queryByRole('button', { name: PAGE_TEXTS.upload })).toBeNull();
    expect(screen.queryByRole('button', { name: PAGE_TEXTS.manage })).toBeNull();
  });

  it('says so when the book is empty', async () => {
    api.on('get', LIST, { status: 200, data: [] });
    renderScreen(PictureBookScreen, { route: '/picturebook/7', user: ADMIN });
    expect(await screen.findByText(PAGE_TEXTS.empty)).toBeVisible();
    expect(screen.getByText(PAGE_TEXTS.emptyCanUpload)).toBeVisible();
    expect(screen.queryByRole('button', { name: PAGE_TEXTS.startSlideshow })).toBeNull();
  });

  it.each([
    [403, PICTURE_ERRORS.forbidden],
    [404, PICTURE_ERRORS.notFound],
    [500, PICTURE_ERRORS.loadFailed],
  ])('answers a %s with a plain sentence', async (status, message) => {
    api.on('get', LIST, { status });
    renderScreen(PictureBookScreen, { route: '/picturebook/7', user: ADMIN });
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: PAGE_TEXTS.upload })).toBeNull();
  });

  it('refuses a user id that is not a number without calling the API', async () => {
    renderScreen(PictureBookScreen, { route: '/picturebook/abc', user: ADMIN });
    expect(await screen.findByText(PICTURE_ERRORS.invalidUser)).toBeVisible();
    expect(api.calls('get', /picturebook/)).toHaveLength(0);
  });

  it('runs a calm slideshow: buttons, arrow keys, taps, pause, and a move every 8 s', async () => {
    jest.useFakeTimers();
    const { user } = renderScreen(PictureBookScreen, {
      route: '/picturebook/7',
      user: ADMIN,
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });
    await user.click(
      await screen.findByRole('button', { name: PAGE_TEXTS.openPicture('Our house', 2, 3) }),
    );
    const show = await screen.findByRole('dialog', { name: SLIDESHOW_TEXTS.title });
    const at = (position: number) =>
      expect(within(show).getByText(SLIDESHOW_TEXTS.position(position, 3))).toBeVisible();
    at(2);
    expect(within(show).getByText('Our house')).toBeVisible();
    act(() => jest.advanceTimersByTime(SLIDE_MS - 100));
    at(2);
    act(() => jest.advanceTimersByTime(200));
    at(3);
    await user.click(within(show).getByRole('button', { name: SLIDESHOW_TEXTS.pause }));
    act(() => jest.advanceTimersByTime(SLIDE_MS * 3));
    at(3);
    await user.click(within(show).getByRole('button', { name: SLIDESHOW_TEXTS.next }));
    at(1);
    await user.click(within(show).getByRole('button', { name: SLIDESHOW_TEXTS.previous }));
    at(3);
    fireEvent.keyDown(within(show).getByRole('button', { name: SLIDESHOW_TEXTS.play }), {
      key: 'ArrowRight',
    });
    at(1);
    expect(within(show).getByText('Summer at the lake')).toBeVisible();
    await user.click(within(show).getByRole('button', { name: SLIDESHOW_TEXTS.close }));
    expect(screen.queryByRole('dialog', { name: SLIDESHOW_TEXTS.title })).toBeNull();
  });
});
