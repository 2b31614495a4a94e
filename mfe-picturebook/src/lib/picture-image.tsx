import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Spinner } from '@care/shared';
import styled from 'styled-components';
import { TEXTS } from '../texts';
import { usePictureImage } from './api/get-picture-image';
import type { PictureSize } from './api/get-picture-image';
import type { Picture } from './api/get-pictures';
import { FALLBACK_IMAGE } from './fallback-image';

const Frame = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  overflow: hidden;
`;

const Img = styled.img<{ $fit: 'cover' | 'contain' }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: ${({ $fit }) => $fit};
`;

export interface PictureImageProps {
  picture: Picture;
  size: PictureSize;
  /** What the picture shows (its caption), or '' when it only decorates a labelled control. */
  alt: string;
  fit?: 'cover' | 'contain';
  /** Shown on the fallback image (spec 2.13: pictures that fail to load show a fallback). */
  unavailableText: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A picture of the picture book, loaded through the API client (with the bearer token). While it loads: a
 * spinner; when it cannot be loaded or decoded: the fallback image.
 */
export function PictureImage({
  picture,
  size,
  alt,
  fit = 'contain',
  unavailableText,
  className,
  style,
}: PictureImageProps) {
  const image = usePictureImage(picture, size);
  const url = image.data?.url ?? null;
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const failed = image.isError || (url !== null && brokenUrl === url);
  if (failed) {
    return (
      <Frame className={className} style={style}>
        <Img
          src={FALLBACK_IMAGE}
          alt={alt === '' ? '' : `${alt} (${unavailableText})`}
          title={unavailableText}
          $fit="contain"
          data-fallback="true"
        />
      </Frame>
    );
  }
  return (
    <Frame className={className} style={style}>
      {url === null ? (
        <Spinner label={TEXTS.loading} />
      ) : (
        <Img src={url} alt={alt} $fit={fit} draggable={false} onError={() => setBrokenUrl(url)} />
      )}
    </Frame>
  );
}
