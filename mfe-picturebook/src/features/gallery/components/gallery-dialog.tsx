import { Dialog } from '@care/shared';
import type { GalleryDialogProps } from '@care/shared';
import { TEXTS } from '../../../texts';

export function GalleryDialog({ open, onClose }: GalleryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={TEXTS.titles.galleryDialog}
      description={TEXTS.notAvailable}
    />
  );
}
