import styled from 'styled-components';
import type { Picture } from '../../../lib/api/get-pictures';
import { PictureImage } from '../../../lib/picture-image';
import { GALLERY_TEXTS, PAGE_TEXTS } from '../../../texts';

const Card = styled.li`
  display: flex;
`;

const Open = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.disabledBg};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  box-shadow: 0 1px 3px rgba(15, 23, 42, 0.08);

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Photo = styled(PictureImage)`
  height: 260px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Caption = styled.span`
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.4;
`;

/** One picture of the page, large, with its caption; opening it starts the slideshow there. */
export function PictureCard({
  picture,
  position,
  total,
  onOpen,
}: {
  picture: Picture;
  position: number;
  total: number;
  onOpen: () => void;
}) {
  return (
    <Card>
      <Open
        type="button"
        aria-label={PAGE_TEXTS.openPicture(picture.comment, position, total)}
        onClick={onOpen}
      >
        <Photo
          picture={picture}
          size="thumbnail"
          alt=""
          unavailableText={GALLERY_TEXTS.unavailable}
        />
        {picture.comment !== '' && <Caption aria-hidden="true">{picture.comment}</Caption>}
      </Open>
    </Card>
  );
}
