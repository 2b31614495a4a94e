import { useId } from 'react';
import { Spinner } from '@care/shared';
import styled from 'styled-components';
import { usePictures } from '../../../lib/api/get-pictures';
import { PictureImage } from '../../../lib/picture-image';
import { GALLERY_TEXTS, PICTURE_ERRORS, TEXTS, UPLOAD_TEXTS } from '../../../texts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Thumb = styled(PictureImage)`
  flex: none;
  width: 72px;
  height: 54px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Spec 2.12: the images already uploaded, with their captions. */
export function UploadedList({ userId }: { userId: number | null }) {
  const pictures = usePictures(userId);
  const headingId = useId();
  const count = pictures.data?.length ?? 0;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>
        {UPLOAD_TEXTS.uploaded}
        {pictures.data ? ` (${count})` : ''}
      </Heading>
      {userId !== null && pictures.isPending && <Spinner label={TEXTS.loading} />}
      {pictures.isError && <Muted>{PICTURE_ERRORS.loadFailed}</Muted>}
      {pictures.data && count === 0 && <Muted>{UPLOAD_TEXTS.noneUploaded}</Muted>}
      {count > 0 && (
        <List>
          {pictures.data?.map((picture) => (
            <Item key={picture.id}>
              <Thumb
                picture={picture}
                size="thumbnail"
                alt=""
                fit="cover"
                unavailableText={GALLERY_TEXTS.unavailable}
              />
              {picture.comment === '' ? <Muted>{UPLOAD_TEXTS.untitled}</Muted> : picture.comment}
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
}
