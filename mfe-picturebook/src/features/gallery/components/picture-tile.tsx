import type { MouseEvent } from 'react';
import { Button, TextField } from '@care/shared';
import styled from 'styled-components';
import type { Picture } from '../../../lib/api/get-pictures';
import { PictureImage } from '../../../lib/picture-image';
import { GALLERY_TEXTS } from '../../../texts';
import { canSaveCaption } from '../hooks/use-gallery';

/** Spec 2.13 and 9: thumbnails are 180 px tall. */
const THUMBNAIL_HEIGHT = 180;

const Tile = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border: 3px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.disabledBg)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $selected }) =>
    $selected ? theme.colors.subtleHover : theme.colors.surface};
`;

const SelectButton = styled.button`
  position: relative;
  display: block;
  width: 100%;
  height: ${THUMBNAIL_HEIGHT}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  cursor: pointer;
  overflow: hidden;
`;

const Check = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  right: ${({ theme }) => theme.space(1)};
  display: flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 2px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1.25rem;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};

  & > * {
    flex: 1 1 auto;
  }
`;

export interface PictureTileProps {
  picture: Picture;
  position: number;
  total: number;
  selected: boolean;
  draft: string;
  savingCaption: boolean;
  /** The turn under way, if any. */
  rotating: 'left' | 'right' | null;
  onToggle: () => void;
  onPreview: () => void;
  onDraft: (text: string) => void;
  onSaveCaption: () => void;
  onRotate: (direction: 'left' | 'right') => void;
}

/**
 * One picture of the gallery (spec 2.13): its thumbnail toggles the selection (click, Enter or Space) and a
 * double-click opens it full screen; its caption is edited in place; it turns left and right.
 */
export function PictureTile({
  picture,
  position,
  total,
  selected,
  draft,
  savingCaption,
  rotating,
  onToggle,
  onPreview,
  onDraft,
  onSaveCaption,
  onRotate,
}: PictureTileProps) {
  const onDoubleClick = (event: MouseEvent) => {
    event.preventDefault();
    // A double-click comes after two clicks, which toggled the selection there and back: just open it.
    onPreview();
  };
  return (
    <Tile $selected={selected} aria-label={GALLERY_TEXTS.tileGroup(position, total)}>
      <SelectButton
        type="button"
        aria-pressed={selected}
        aria-label={GALLERY_TEXTS.select(picture.comment, position)}
        onClick={onToggle}
        onDoubleClick={onDoubleClick}
      >
        <PictureImage
          picture={picture}
          size="thumbnail"
          alt=""
          unavailableText={GALLERY_TEXTS.unavailable}
        />
        {selected && <Check aria-hidden="true">✓</Check>}
      </SelectButton>
      <TextField
        label={GALLERY_TEXTS.editCaption}
        value={draft}
        maxLength={1000}
        onChange={(event) => onDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSaveCaption();
          }
        }}
      />
      <Button
        variant="secondary"
        busy={savingCaption}
        disabled={!canSaveCaption(draft, picture.comment)}
        onClick={onSaveCaption}
      >
        {GALLERY_TEXTS.saveCaption}
      </Button>
      <Row>
        {(['left', 'right'] as const).map((direction) => (
          <Button
            key={direction}
            variant="secondary"
            busy={rotating === direction}
            disabled={rotating !== null}
            onClick={() => onRotate(direction)}
          >
            {direction === 'left' ? GALLERY_TEXTS.rotateLeft : GALLERY_TEXTS.rotateRight}
          </Button>
        ))}
      </Row>
    </Tile>
  );
}
