import { useState } from 'react';
import { Button, renderStandalone } from '@care/shared';
import { GalleryDialog } from './features/gallery/components/gallery-dialog';
import { PictureBookScreen } from './features/picture-book/components/picture-book-screen';
import { UploadDialog } from './features/upload/components/upload-dialog';
import { TEXTS } from './texts';

/** The dialogs are mounted by other screens; standalone, a button opens each. */
function DialogHarness({ kind }: { kind: 'upload' | 'gallery' }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        {kind === 'upload' ? TEXTS.titles.uploadDialog : TEXTS.titles.galleryDialog}
      </Button>
      {kind === 'upload' ? (
        <UploadDialog open={open} userId="1" canUpload onClose={close} />
      ) : (
        <GalleryDialog open={open} userId="1" onClose={close} />
      )}
    </>
  );
}

renderStandalone({
  title: TEXTS.standaloneTitle,
  screens: [
    {
      path: '/picturebook/1',
      label: TEXTS.titles.pictureBookScreen,
      render: (navigate) => (
        <PictureBookScreen navigate={navigate} params={{ userId: '1' }} search="" />
      ),
    },
    {
      path: '/upload-dialog',
      label: TEXTS.titles.uploadDialog,
      render: () => <DialogHarness kind="upload" />,
    },
    {
      path: '/gallery-dialog',
      label: TEXTS.titles.galleryDialog,
      render: () => <DialogHarness kind="gallery" />,
    },
  ],
});
