import { useCallback, useMemo, useState } from 'react';
import {
  Alert,
  apiErrorStatus,
  Button,
  Page,
  RemoteParcel,
  Spinner,
  useSessionStore,
} from '@care/shared';
import type { GalleryDialogProps, UploadDialogProps, UserScreenProps } from '@care/shared';
import styled from 'styled-components';
import { usePictures } from '../../../lib/api/get-pictures';
import { pictureUser } from '../../../lib/picture-user';
import { PictureViewer } from '../../../lib/picture-viewer';
import { PAGE_TEXTS, PICTURE_ERRORS, SLIDESHOW_TEXTS, TEXTS } from '../../../texts';
import { usePerson } from '../api/get-person';
import { PictureCard } from './picture-card';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const BigButton = styled(Button)`
  min-height: 56px;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

type OpenDialog = 'upload' | 'gallery' | null;

/**
 * The picture book page (/picturebook/{userId}): the person's pictures, large, with their captions; a
 * full-screen slideshow; and, for those allowed to change the book, the upload and manage dialogs. Those
 * are this remote's own parcels, mounted through the remote loader as any other screen mounts them.
 */
export function PictureBookScreen({ params }: UserScreenProps) {
  const user = pictureUser(params.userId);
  const id = user.ok ? user.id : null;
  const pictures = usePictures(id);
  const person = usePerson(id);
  const kioskMode = useSessionStore((state) => state.kioskMode);
  const [slide, setSlide] = useState<number | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // A dialog's parcel is loaded on first use and then kept, so it can close gracefully.
  const [loaded, setLoaded] = useState<{ upload: boolean; gallery: boolean }>({
    upload: false,
    gallery: false,
  });

  // The server lets exactly those who may see a picture book change it; a kiosk only shows it.
  const canManage = !kioskMode && pictures.isSuccess;
  const list = useMemo(() => pictures.data ?? [], [pictures.data]);

  const openDialog = (which: 'upload' | 'gallery') => {
    setLoaded((now) => ({ ...now, [which]: true }));
    setDialog(which);
  };
  const closeDialog = useCallback(() => setDialog(null), []);
  const uploadProps = useMemo<UploadDialogProps>(
    () => ({
      open: dialog === 'upload',
      userId: params.userId,
      canUpload: canManage,
      onClose: closeDialog,
    }),
    [dialog, params.userId, canManage, closeDialog],
  );
  const galleryProps = useMemo<GalleryDialogProps>(
    () => ({ open: dialog === 'gallery', userId: params.userId, onClose: closeDialog }),
    [dialog, params.userId, closeDialog],
  );

  const status = apiErrorStatus(pictures.error);
  const name = person.data?.display_name || person.data?.first_name || '';
  return (
    <Page title={TEXTS.titles.pictureBookScreen} maxWidth="lg">
      <Intro>{name === '' ? PAGE_TEXTS.intro : PAGE_TEXTS.ofPerson(name)}</Intro>
      {!user.ok && <Alert severity="error">{PICTURE_ERRORS.invalidUser}</Alert>}
      {user.ok && pictures.isPending && <Spinner label={TEXTS.loading} size={40} />}
      {pictures.isError && (
        <Alert severity="error">
          {status === 403
            ? PICTURE_ERRORS.forbidden
            : status === 404
              ? PICTURE_ERRORS.notFound
              : PICTURE_ERRORS.loadFailed}
          {status !== 403 && status !== 404 && (
            <div>
              <Button variant="secondary" onClick={() => void pictures.refetch()}>
                {PAGE_TEXTS.retry}
              </Button>
            </div>
          )}
        </Alert>
      )}
      {pictures.isSuccess && (
        <Actions>
          {list.length > 0 && (
            <BigButton onClick={() => setSlide(0)}>{PAGE_TEXTS.startSlideshow}</BigButton>
          )}
          {canManage && (
            <>
              <BigButton variant="secondary" onClick={() => openDialog('upload')}>
                {PAGE_TEXTS.upload}
              </BigButton>
              <BigButton variant="secondary" onClick={() => openDialog('gallery')}>
                {PAGE_TEXTS.manage}
              </BigButton>
            </>
          )}
        </Actions>
      )}
      {pictures.isSuccess && list.length === 0 && (
        <Empty>
          <p>{PAGE_TEXTS.empty}</p>
          {canManage && <p>{PAGE_TEXTS.emptyCanUpload}</p>}
        </Empty>
      )}
      {list.length > 0 && (
        <Grid aria-label={PAGE_TEXTS.pictureList}>
          {list.map((picture, i) => (
            <PictureCard
              key={picture.id}
              picture={picture}
              position={i + 1}
              total={list.length}
              onOpen={() => setSlide(i)}
            />
          ))}
        </Grid>
      )}
      <PictureViewer
        open={slide !== null}
        pictures={list}
        index={slide ?? 0}
        onIndexChange={setSlide}
        onClose={() => setSlide(null)}
        title={SLIDESHOW_TEXTS.title}
        emptyText={PAGE_TEXTS.empty}
        closeLabel={SLIDESHOW_TEXTS.close}
        slideshow
      />
      {loaded.upload && <RemoteParcel id="mfe_picturebook/UploadDialog" props={uploadProps} />}
      {loaded.gallery && <RemoteParcel id="mfe_picturebook/GalleryDialog" props={galleryProps} />}
    </Page>
  );
}
