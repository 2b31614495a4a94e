import { useMemo, useState } from 'react';
import { Button, Card, RemoteParcel, Stack } from '@care/shared';
import { TEXTS } from '../../../texts';

/**
 * Spec 2.11 PictureBook upload and gallery buttons: each mounts the picture book remote's dialog as a
 * parcel (never imported: docs/architecture.md "Parcels"). Mounted only while open.
 */
export function PictureBookButtons({ userId, canUpload }: { userId: string; canUpload: boolean }) {
  const [open, setOpen] = useState<'upload' | 'gallery' | null>(null);
  // <Parcel> updates on every render without comparing props: keep them stable (architecture, fact 2).
  const uploadProps = useMemo(
    () => ({ open: true, userId, canUpload, onClose: () => setOpen(null) }),
    [userId, canUpload],
  );
  const galleryProps = useMemo(
    () => ({ open: true, userId, onClose: () => setOpen(null) }),
    [userId],
  );
  return (
    <Card title={TEXTS.edit.pictureBook}>
      <Stack direction="row" gap={2} wrap>
        <Button variant="secondary" onClick={() => setOpen('upload')}>
          {TEXTS.edit.uploadPictures}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('gallery')}>
          {TEXTS.edit.managePictures}
        </Button>
      </Stack>
      {open === 'upload' && <RemoteParcel id="mfe_picturebook/UploadDialog" props={uploadProps} />}
      {open === 'gallery' && (
        <RemoteParcel id="mfe_picturebook/GalleryDialog" props={galleryProps} />
      )}
    </Card>
  );
}
