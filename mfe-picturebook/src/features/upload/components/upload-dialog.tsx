import { Dialog } from '@care/shared';
import type { UploadDialogProps } from '@care/shared';
import { TEXTS } from '../../../texts';

export function UploadDialog({ open, onClose }: UploadDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={TEXTS.titles.uploadDialog}
      description={TEXTS.notAvailable}
    />
  );
}
