import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { axeViolations, deferredReply, renderScreen, type FakeAdapter } from '@care/shared/testing';
import type { UploadDialogProps } from '@care/shared';
import { jpegBytes } from '../../../test/image-bytes';
import { ADMIN, picture, servePictureBook } from '../../../test/picture-book';
import { PICTURE_ERRORS, TEXTS, UPLOAD_TEXTS } from '../../../texts';
import { UploadDialog } from './upload-dialog';

const POST = '/picturebook/7/';

let api: FakeAdapter;
beforeEach(() => {
  api = servePictureBook([picture(31, 'Beach 1990')]);
});

function open(props: Partial<UploadDialogProps> = {}) {
  const onClose = jest.fn();
  const onUploaded = jest.fn();
  const view = renderScreen(UploadDialog, {
    user: ADMIN,
    props: { open: true, userId: '7', canUpload: true, onClose, onUploaded, ...props },
  });
  return { ...view, onClose, onUploaded };
}

const photo = () => new File([jpegBytes(800, 600)], 'family.jpg', { type: 'image/jpeg' });
const uploadButton = () => screen.getByRole('button', { name: UPLOAD_TEXTS.upload });

/** Chooses the photo and waits until its check is done (Upload enabled). */
async function choosePhoto(user: ReturnType<typeof open>['user']) {
  await user.upload(await screen.findByLabelText(UPLOAD_TEXTS.chooseImage), photo());
  await waitFor(() => expect(uploadButton()).toBeEnabled());
}

describe('UploadDialog (spec 2.12)', () => {
  it('shows its parts, the pictures already uploaded, and passes axe', async () => {
    const { baseElement } = open();
    expect(await screen.findByRole('dialog', { name: TEXTS.titles.uploadDialog })).toBeVisible();
    expect(screen.getByLabelText(UPLOAD_TEXTS.chooseImage)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png',
    );
    expect(screen.getByRole('textbox', { name: UPLOAD_TEXTS.caption })).toHaveValue('');
    expect(await screen.findByText('Beach 1990')).toBeVisible();
    expect(screen.getByRole('button', { name: UPLOAD_TEXTS.close })).toBeEnabled();
    expect(uploadButton()).toBeDisabled();
    expect(await axeViolations(baseElement)).toEqual([]);
  });

  it('without canUpload says "You are not authorized to upload images." with Close only', async () => {
    const { user, onClose } = open({ canUpload: false });
    expect(await screen.findByText(UPLOAD_TEXTS.notAuthorized)).toBeVisible();
    expect(screen.queryByLabelText(UPLOAD_TEXTS.chooseImage)).toBeNull();
    expect(screen.queryByRole('button', { name: UPLOAD_TEXTS.upload })).toBeNull();
    await user.click(screen.getByRole('button', { name: UPLOAD_TEXTS.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('explains the disabled Upload on focus and on a tap: "Please select an image first"', async () => {
    const { user } = open();
    await screen.findByRole('dialog');
    // The disabled button sits in a focusable wrapper: Tab reaches it and the tooltip opens.
    const wrapper = uploadButton().parentElement as HTMLElement;
    expect(wrapper).toHaveAttribute('tabindex', '0');
    act(() => wrapper.focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(UPLOAD_TEXTS.selectFirst);
    // Inside the dialog (its landmark), not at the end of the page.
    expect(screen.getByRole('dialog')).toContainElement(tooltip);
    expect(wrapper).toHaveAccessibleDescription(UPLOAD_TEXTS.selectFirst);
    // A tap (no hover, no focus) shows the hint as text below the button.
    await user.pointer({ keys: '[TouchA]', target: wrapper });
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((s) => s.textContent === UPLOAD_TEXTS.selectFirst),
      ).toBe(true),
    );
    await user.upload(screen.getByLabelText(UPLOAD_TEXTS.chooseImage), photo());
    await waitFor(() => expect(uploadButton()).toBeEnabled());
  });

  it.each([
    ['a GIF', new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }), PICTURE_ERRORS.onlyJpegOrPng],
    [
      'a text file named .png',
      new File(['not a picture'], 'note.png', { type: 'image/png' }),
      PICTURE_ERRORS.onlyJpegOrPng,
    ],
    [
      'a file over 5 MB',
      new File([new Uint8Array(5242881)], 'huge.jpg', { type: 'image/jpeg' }),
      PICTURE_ERRORS.tooLarge,
    ],
  ])('refuses %s with the spec message', async (_what, file, message) => {
    open();
    fireEvent.change(await screen.findByLabelText(UPLOAD_TEXTS.chooseImage), {
      target: { files: [file] },
    });
    expect(await screen.findByText(message)).toBeVisible();
    expect(uploadButton()).toBeDisabled();
    expect(api.calls('post', POST)).toHaveLength(0);
  });

  it('previews the chosen picture and turns it in quarter turns', async () => {
    const { user } = open();
    await user.upload(await screen.findByLabelText(UPLOAD_TEXTS.chooseImage), photo());
    expect(
      await screen.findByRole('img', { name: UPLOAD_TEXTS.previewAlt('family.jpg') }),
    ).toBeVisible();
    expect(screen.getByText(UPLOAD_TEXTS.chosen('family.jpg'))).toBeVisible();
    expect(screen.getByText(UPLOAD_TEXTS.turned(0))).toBeVisible();
    await user.click(screen.getByRole('button', { name: UPLOAD_TEXTS.rotateRight }));
    expect(screen.getByText(UPLOAD_TEXTS.turned(90))).toBeVisible();
    await user.click(screen.getByRole('button', { name: UPLOAD_TEXTS.rotateLeft }));
    await user.click(screen.getByRole('button', { name: UPLOAD_TEXTS.rotateLeft }));
    expect(screen.getByText(UPLOAD_TEXTS.turned(-90))).toBeVisible();
  });

  it('uploads with "Uploading…", then says so, resets and calls the success callback', async () => {
    const reply = deferredReply();
    api.on('post', POST, reply.responder);
    const { user, onUploaded } = open();
    await choosePhoto(user);
    await user.type(screen.getByRole('textbox', { name: UPLOAD_TEXTS.caption }), '  Emily at 5  ');
    await user.click(uploadButton());
    expect(
      await screen.findByRole('progressbar', { name: UPLOAD_TEXTS.progressLabel }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: UPLOAD_TEXTS.uploading })).toBeDisabled();
    await act(() =>
      reply.release({
        status: 201,
        data: { id: 40, image_url: '/x/decrypted/', comment: 'Emily at 5' },
      }),
    );
    expect(await screen.findByText(UPLOAD_TEXTS.success)).toBeVisible();
    expect(onUploaded).toHaveBeenCalledTimes(1);
    const [sent] = api.calls('post', POST);
    const body = sent?.body as FormData;
    expect(body.get('comment')).toBe('Emily at 5');
    expect((body.get('image') as File).name).toBe('family.jpg');
    // Reset: no file, an empty caption, Upload disabled again.
    expect(screen.getByRole('textbox', { name: UPLOAD_TEXTS.caption })).toHaveValue('');
    expect(screen.queryByRole('img', { name: UPLOAD_TEXTS.previewAlt('family.jpg') })).toBeNull();
    expect(uploadButton()).toBeDisabled();
  });

  it.each([
    ['the server refuses it', { status: 500, data: { detail: 'boom' } }, UPLOAD_TEXTS.failed],
    [
      'the server cannot decode it',
      { status: 400, data: { detail: PICTURE_ERRORS.onlyJpegOrPng } },
      PICTURE_ERRORS.onlyJpegOrPng,
    ],
    ['no answer comes', { status: 0, networkError: true }, UPLOAD_TEXTS.failedRetry],
  ])('says why when %s', async (_what, reply, message) => {
    api.on('post', POST, reply);
    const { user, onUploaded } = open();
    await choosePhoto(user);
    await user.click(uploadButton());
    expect(await screen.findByText(message)).toBeVisible();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: UPLOAD_TEXTS.previewAlt('family.jpg') })).toBeVisible();
  });

  it.each([
    ['null', PICTURE_ERRORS.noUserSelected],
    ['abc', PICTURE_ERRORS.invalidUser],
  ])('refuses to upload for user id %s', async (userId, message) => {
    const { user } = open({ userId });
    await choosePhoto(user);
    await user.click(uploadButton());
    expect(await screen.findByText(message)).toBeVisible();
    expect(api.calls('post', /picturebook/)).toHaveLength(0);
  });

  it('starts afresh at each opening', async () => {
    function Reopening() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen((now) => !now)}>
            Toggle
          </button>
          <UploadDialog open={open} userId="7" canUpload onClose={() => setOpen(false)} />
        </>
      );
    }
    const { user } = renderScreen(Reopening, { user: ADMIN });
    await user.upload(await screen.findByLabelText(UPLOAD_TEXTS.chooseImage), photo());
    await user.type(screen.getByRole('textbox', { name: UPLOAD_TEXTS.caption }), 'Draft');
    await screen.findByRole('img', { name: UPLOAD_TEXTS.previewAlt('family.jpg') });
    await user.click(screen.getByRole('button', { name: UPLOAD_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByRole('textbox', { name: UPLOAD_TEXTS.caption })).toHaveValue('');
    expect(screen.queryByRole('img', { name: UPLOAD_TEXTS.previewAlt('family.jpg') })).toBeNull();
  });
});
