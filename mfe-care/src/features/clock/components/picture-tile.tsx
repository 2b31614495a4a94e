import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { CLOCK_TEXTS } from '../../../clock-texts';
import { usePictureImage } from '../api/get-picture-image';
import { usePictures, type Picture } from '../api/get-pictures';
import { useNow } from '../../../lib/time/use-now';
import { Muted, Tile } from './tile';

const T = CLOCK_TEXTS.picture;

/** A new picture every five minutes: slow enough to be calm, often enough to be noticed. */
const PICTURE_CHANGE_MS = 5 * 60_000;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Frame = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
`;

/** The new picture fades in over the old one (the global style removes the fade for reduced motion). */
const Layer = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
  animation: ${fadeIn} 1.5s ease-in-out;
`;

const Caption = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The picture of the current five minutes: the same on every reload, the next one after. */
function pictureOfTheMoment(pictures: readonly Picture[], now: number): Picture | null {
  if (pictures.length === 0) return null;
  return pictures[Math.floor(now / PICTURE_CHANGE_MS) % pictures.length] ?? null;
}

interface Shown {
  id: number;
  url: string;
  alt: string;
}

/**
 * A picture from the person's picture book, changing slowly; an empty tile while the book loads, nothing at all
 * when it is empty. Without
 * `caption` (a small kiosk) the caption is not shown under it; the picture's alt text still says it.
 */
export function PictureTile({ personId, caption = true }: { personId: number; caption?: boolean }) {
  const pictures = usePictures(personId);
  const now = useNow(PICTURE_CHANGE_MS);
  const picture = pictureOfTheMoment(pictures.data ?? [], now);
  const image = usePictureImage(personId, picture?.id ?? null, picture?.updated_at ?? null);
  const url = image.data ?? null;
  const [layers, setLayers] = useState<Shown[]>([]);
  // A new picture goes on top of the one shown; the one under it stays until the next change.
  if (url !== null && picture !== null && layers[layers.length - 1]?.url !== url) {
    const alt = picture.comment !== '' ? picture.comment : T.fallbackAlt;
    setLayers([...layers.slice(-1), { id: picture.id, url, alt }]);
  }

  // While the book loads, its tile keeps its place: appearing later would push the other tiles aside (a layout
  // shift on every start). Only a book known to be empty gives its room to the others.
  if (pictures.isPending)
    return (
      <Tile title={T.title}>
        <Frame />
      </Tile>
    );
  if (!picture) return null;
  const top = layers[layers.length - 1];
  return (
    <Tile title={T.title}>
      <Frame>
        {layers.map((layer) => (
          <Layer
            key={layer.url}
            src={layer.url}
            alt={layer === top ? layer.alt : ''}
            aria-hidden={layer === top ? undefined : true}
          />
        ))}
      </Frame>
      {caption && top && top.alt !== T.fallbackAlt && (
        <Caption aria-hidden="true">{top.alt}</Caption>
      )}
      {!top && image.isError && <Muted>{T.fallbackAlt}</Muted>}
    </Tile>
  );
}
