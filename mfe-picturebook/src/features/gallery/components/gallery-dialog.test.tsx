import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations, renderScreen, type FakeAdapter } from '@care/shared/testing';
import type { GalleryDialogProps } from '@care/shared';
import { ADMIN, LIST, picture, servePictureBook } from '../../../test/picture-book';
import { GALLERY_TEXTS, TEXTS } from '../../../texts';
import { GalleryDialog } from './gallery-dialog';

const item = (id: number) => `/users/7/picturebook/${id}/`;
const PICTURES = [picture(31, 'Beach 1990'), picture(32, 'Wedding'), picture(33, '')];

let api: FakeAdapter;
beforeEach(() => {
  api = servePictureBook(PICTURES);
});

function open(props: Partial<GalleryDialogProps> = {}) {
  const onClose = jest.fn();
  const onChanged = jest.fn();
  const view = renderScreen(GalleryDialog, {
    user: ADMIN,
    props: { open: true, userId: '7', onClose, onChanged, ...props },
  });
  return { ...view, onClose, onChanged };
}

const tile = (position: number) =>
  screen.getByRole('listitem', { name: GALLERY_TEXTS.tileGroup(position, PICTURES.length) });
const selectButton = (position: number, caption: string) =>
  within(tile(position)).getByRole('button', { name: GALLERY_TEXTS.select(caption, position) });

describe("GalleryDialog 'Manage PictureBook' (spec 2.13)", () => {
  it('shows the grid of thumbnails (never the full pictures) and passes axe', async () => {
    const { baseElement } = open();
    expect(await screen.findByRole('dialog', { name: TEXTS.titles.galleryDialog })).toBeVisible();
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(api.calls('get', /\/thumbnail\/$/)).toHaveLength(3));
    expect(api.calls('get', /\/decrypted\/$/)).toHaveLength(0);
    expect(screen.getByRole('button', { name: GALLERY_TEXTS.deleteSelected(0) })).toBeDisabled();
    expect(await axeViolations(baseElement)).toEqual([]);
  });

  it('toggles the selection by click and by keyboard', async () => {
    const { user } = open();
    await screen.findAllByRole('listitem');
    await user.click(selectButton(1, 'Beach 1990'));
    expect(selectButton(1, 'Beach 1990')).toHaveAttribute('aria-pressed', 'true');
    selectButton(2, 'Wedding').focus();
    await user.keyboard('{Enter}');
    expect(selectButton(2, 'Wedding')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(GALLERY_TEXTS.selectedCount(2))).toBeVisible();
    await user.keyboard(' ');
    expect(selectButton(2, 'Wedding')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: GALLERY_TEXTS.deleteSelected(1) })).toBeEnabled();
  });

  it('deletes the selection after "Confirm Deletion", one call per picture', async () => {
    api.on('delete', /\/users\/7\/picturebook\/\d+\/$/, { status: 204 });
    const { user, onChanged } = open();
    await screen.findAllByRole('listitem');
    await user.click(selectButton(1, 'Beach 1990'));
    await user.click(selectButton(3, ''));
    await user.click(screen.getByRole('button', { name: GALLERY_TEXTS.deleteSelected(2) }));
    const confirm = await screen.findByRole('dialog', {
      name: GALLERY_TEXTS.confirmDeletionTitle,
    });
    expect(within(confirm).getByText(GALLERY_TEXTS.confirmDeletion(2))).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: GALLERY_TEXTS.delete }));
    expect(await screen.findByText(GALLERY_TEXTS.deleted(2))).toBeVisible();
    expect(api.calls('delete', item(31))).toHaveLength(1);
    expect(api.calls('delete', item(33))).toHaveLength(1);
    expect(api.calls('delete', item(32))).toHaveLength(0);
    expect(onChanged).toHaveBeenCalled();
  });

  it('counts only the deletions that worked (a single failure is only logged)', async () => {
    api.on('delete', item(31), { status: 204 });
    api.on('delete', item(32), { status: 500 });
    const { user } = open();
    await screen.findAllByRole('listitem');
    await user.click(selectButton(1, 'Beach 1990'));
    await user.click(selectButton(2, 'Wedding'));
    await user.click(screen.getByRole('button', { name: GALLERY_TEXTS.deleteSelected(2) }));
    await user.click(await screen.findByRole('button', { name: GALLERY_TEXTS.delete }));
    expect(await screen.findByText(GALLERY_TEXTS.deleted(1))).toBeVisible();
  });

  it('asks "Discard Selections?" when closing with a selection; Escape does not close', async () => {
    const { user, onClose } = open();
    await screen.findAllByRole('listitem');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: TEXTS.titles.galleryDialog })).toBeVisible();
    await user.click(selectButton(2, 'Wedding'));
    await user.click(screen.getByRole('button', { name: GALLERY_TEXTS.close }));
    const confirm = await screen.findByRole('dialog', { name: GALLERY_TEXTS.discardTitle });
    expect(within(confirm).getByText(GALLERY_TEXTS.discard(1))).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: GALLERY_TEXTS.cancel }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: GALLERY_TEXTS.close }));
    await user.click(await screen.findByRole('button', { name: GALLERY_TEXTS.yesClose }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once without a selection', async () => {
    const { user, onClose } = open();
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: GALLERY_TEXTS.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: GALLERY_TEXTS.discardTitle })).toBeNull();
  });

  it('saves a caption under the rules of spec 5', async () => {
    api.on('patch', item(32), {
      status: 200,
      data: { ...picture(32, 'Our wedding'), comment: 'Our wedding' },
    });
    const { user } = open();
    await screen.findAllByRole('listitem');
    const field = within(tile(2)).getByRole('textbox', { name: GALLERY_TEXTS.editCaption });
    const save = within(tile(2)).getByRole('button', { name: GALLERY_TEXTS.saveCaption });
    expect(save).toBeDisabled(); // equals the current caption
    await user.clear(field);
    expect(save).toBeDisabled(); // empty
    await user.type(field, '   ');
    expect(save).toBeDisabled(); // blank: spaces only
    await user.keyboard('{Enter}');
    expect(await screen.findByText(GALLERY_TEXTS.captionEmpty)).toBeVisible();
    expect(api.calls('patch', item(32))).toHaveLength(0);
    await user.clear(field);
    await user.type(field, ' Wedding ');
    expect(save).toBeDisabled(); // the same after trimming
    await user.clear(field);
    await user.type(field, ' Our wedding ');
    await user.click(save);
    expect(await screen.findByText(GALLERY_TEXTS.captionSaved)).toBeVisible();
    expect(api.calls('patch', item(32))[0]?.body).toEqual({ comment: 'Our wedding' });
    expect(field).toHaveValue('Our wedding');
  });

  it('says "❌ Failed to update caption. Please try again." when saving fails', async () => {
    api.on('patch', item(31), { status: 500 });
    const { user } = open();
    await screen.findAllByRole('listitem');
    const field = within(tile(1)).getByRole('textbox', { name: GALLERY_TEXTS.editCaption });
    await user.type(field, '!');
    await user.click(within(tile(1)).getByRole('button', { name: GALLERY_TEXTS.saveCaption }));
    expect(await screen.findByText(GALLERY_TEXTS.captionFailed)).toBeVisible();
  });

  it('turns a picture left and right, and says when it failed', async () => {
    api.once('patch', item(31), { status: 200, data: picture(31, 'Beach 1990') });
    api.once('patch', item(31), { status: 500 });
    const { user } = open();
    await screen.findAllByRole('listitem');
    await user.click(within(tile(1)).getByRole('button', { name: GALLERY_TEXTS.rotateLeft }));
    expect(await screen.findByText(GALLERY_TEXTS.rotated('left'))).toBeVisible();
    expect(api.calls('patch', item(31))[0]?.body).toEqual({ action: 'rotate', direction: 'left' });
    await user.click(within(tile(1)).getByRole('button', { name: GALLERY_TEXTS.rotateRight }));
    expect(await screen.findByText(GALLERY_TEXTS.rotationFailed)).toBeVisible();
    expect(api.calls('patch', item(31))[1]?.body).toEqual({ action: 'rotate', direction: 'right' });
  });

  it('opens the full-screen viewer by double-click or Fullscreen Preview', async () => {
    const { user } = open();
    await screen.findAllByRole('listitem');
    await user.dblClick(selectButton(2, 'Wedding'));
    const viewer = await screen.findByRole('dialog', { name: GALLERY_TEXTS.viewerTitle });
    expect(within(viewer).getByText('Wedding')).toBeVisible();
    await waitFor(() => expect(api.calls('get', item(32) + 'decrypted/')).toHaveLength(1));
    await user.click(within(viewer).getByRole('button', { name: GALLERY_TEXTS.closeViewer }));
    // The double-click does not leave the picture selected.
    await waitFor(() =>
      expect(selectButton(2, 'Wedding')).toHaveAttribute('aria-pressed', 'false'),
    );
    await user.click(screen.getByRole('button', { name: GALLERY_TEXTS.fullscreenPreview }));
    expect(await screen.findByRole('dialog', { name: GALLERY_TEXTS.viewerTitle })).toBeVisible();
  });

  it("says 'No image to preview' when the book is empty", async () => {
    api.on('get', LIST, { status: 200, data: [] });
    const { user } = open();
    expect(await screen.findByText(GALLERY_TEXTS.empty)).toBeVisible();
    await user.click(screen.getByRole('button', { name: GALLERY_TEXTS.fullscreenPreview }));
    expect(await screen.findByText(GALLERY_TEXTS.noImage)).toBeVisible();
  });

  it('shows the fallback image for a picture that fails to load', async () => {
    api.on('get', item(32) + 'thumbnail/', { status: 500 });
    open();
    await screen.findAllByRole('listitem');
    await waitFor(
      () =>
        expect(tile(2).querySelector('img[data-fallback="true"]')).toHaveAttribute(
          'title',
          GALLERY_TEXTS.unavailable,
        ),
      // The image call is retried once, a second later.
      { timeout: 4000 },
    );
    expect(tile(1).querySelector('img[data-fallback="true"]')).toBeNull();
  });

  it('silently skips actions for an invalid user id', async () => {
    open({ userId: 'abc' });
    expect(await screen.findByRole('dialog', { name: TEXTS.titles.galleryDialog })).toBeVisible();
    expect(api.calls('get', /picturebook/)).toHaveLength(0);
  });
});
