import { Alert, Button, ConfirmDialog, Dialog, Spinner } from '@care/shared';
import type { GalleryDialogProps } from '@care/shared';
import styled from 'styled-components';
import { PictureViewer } from '../../../lib/picture-viewer';
import { GALLERY_TEXTS, PICTURE_ERRORS, TEXTS } from '../../../texts';
import { useGallery } from '../hooks/use-gallery';
import { PictureTile } from './picture-tile';

const Toolbar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(1)} 0`};
  background: ${({ theme }) => theme.colors.surface};
`;

const Count = styled.span`
  margin-right: auto;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1.5)} 0`};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.disabledBg};
`;

/**
 * Spec 2.13 'Manage PictureBook', a parcel other screens open (`mfe_picturebook/GalleryDialog`): select
 * pictures, preview them full screen, edit captions, turn them, delete the selection. Escape (and a click
 * outside) does not close it; its content mounts at each opening, so opening starts with no selection.
 */
export function GalleryDialog({ open, userId, onClose, onChanged }: GalleryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={TEXTS.titles.galleryDialog}
      maxWidth="lg"
      preventEscapeClose
      preventOutsideClose
    >
      <Gallery userId={userId} onClose={onClose} onChanged={onChanged} />
    </Dialog>
  );
}

function Gallery({
  userId,
  onClose,
  onChanged,
}: Pick<GalleryDialogProps, 'userId' | 'onClose' | 'onChanged'>) {
  const g = useGallery({ userId, onClose, onChanged });
  const firstSelected = g.list.findIndex((p) => g.selected.has(p.id));
  return (
    <>
      <Intro>{GALLERY_TEXTS.intro}</Intro>
      {g.message && <Alert severity={g.message.severity}>{g.message.text}</Alert>}
      <Toolbar>
        <Count aria-live="polite">{GALLERY_TEXTS.selectedCount(g.selected.size)}</Count>
        <Button variant="secondary" onClick={() => g.setViewer(Math.max(firstSelected, 0))}>
          {GALLERY_TEXTS.fullscreenPreview}
        </Button>
        <Button
          variant="danger"
          disabled={g.selected.size === 0}
          onClick={() => g.setConfirming('delete')}
        >
          {GALLERY_TEXTS.deleteSelected(g.selected.size)}
        </Button>
      </Toolbar>
      {g.user.ok && g.pictures.isPending && <Spinner label={TEXTS.loading} />}
      {g.pictures.isError && <Alert severity="error">{PICTURE_ERRORS.loadFailed}</Alert>}
      {g.pictures.data?.length === 0 && <p>{GALLERY_TEXTS.empty}</p>}
      {g.list.length > 0 && (
        <Grid>
          {g.list.map((picture, i) => (
            <PictureTile
              key={picture.id}
              picture={picture}
              position={i + 1}
              total={g.list.length}
              selected={g.selected.has(picture.id)}
              draft={g.draftOf(picture)}
              savingCaption={g.busy.has(`caption-${picture.id}`)}
              rotating={g.rotating(picture.id)}
              onToggle={() => g.toggle(picture.id)}
              onPreview={() => g.setViewer(i)}
              onDraft={(text) => g.setDraft(picture.id, text)}
              onSaveCaption={() => g.saveCaption(picture)}
              onRotate={(direction) => g.rotate(picture, direction)}
            />
          ))}
        </Grid>
      )}
      <Actions>
        <Button variant="secondary" onClick={g.requestClose}>
          {GALLERY_TEXTS.close}
        </Button>
      </Actions>
      <ConfirmDialog
        open={g.confirming === 'delete'}
        title={GALLERY_TEXTS.confirmDeletionTitle}
        message={GALLERY_TEXTS.confirmDeletion(g.selected.size)}
        cancelLabel={GALLERY_TEXTS.cancel}
        confirmLabel={GALLERY_TEXTS.delete}
        danger
        busy={g.busy.has('delete')}
        onConfirm={g.deleteSelected}
        onCancel={() => g.setConfirming(null)}
      />
      <ConfirmDialog
        open={g.confirming === 'discard'}
        title={GALLERY_TEXTS.discardTitle}
        message={GALLERY_TEXTS.discard(g.selected.size)}
        cancelLabel={GALLERY_TEXTS.cancel}
        confirmLabel={GALLERY_TEXTS.yesClose}
        onConfirm={() => {
          g.setConfirming(null);
          onClose();
        }}
        onCancel={() => g.setConfirming(null)}
      />
      <PictureViewer
        open={g.viewer !== null}
        pictures={g.list}
        index={g.viewer ?? 0}
        onIndexChange={g.setViewer}
        onClose={() => g.setViewer(null)}
        title={GALLERY_TEXTS.viewerTitle}
        emptyText={GALLERY_TEXTS.noImage}
        closeLabel={GALLERY_TEXTS.closeViewer}
      />
    </>
  );
}
