import { useState } from 'react';
import styled from 'styled-components';
import { UPLOAD_TEXTS } from '../../../texts';

/** Spec 2.12 and 9: the preview is at most 300 px high. */
const PREVIEW_MAX_HEIGHT = 300;

const Box = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Stage = styled.div`
  position: relative;
  max-width: 100%;
  max-height: ${PREVIEW_MAX_HEIGHT}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Img = styled.img`
  display: block;
  max-width: 100%;
  max-height: ${PREVIEW_MAX_HEIGHT}px;
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Layout {
  stage: { width: number; height: number };
  image: { width: number; height: number };
}

/** The stage fits the turned picture within the width available and 300 px high; the image turns inside it. */
function layoutOf(
  natural: { width: number; height: number },
  available: number,
  turns: number,
): Layout {
  const sideways = turns % 2 === 1;
  const turnedWidth = sideways ? natural.height : natural.width;
  const turnedHeight = sideways ? natural.width : natural.height;
  const scale = Math.min(1, PREVIEW_MAX_HEIGHT / turnedHeight, available / turnedWidth);
  return {
    stage: { width: turnedWidth * scale, height: turnedHeight * scale },
    image: { width: natural.width * scale, height: natural.height * scale },
  };
}

/**
 * The chosen picture as it will be uploaded: turned by `turns` quarter turns to the right (the upload
 * applies the same turn to the image itself).
 */
export function RotatedPreview({
  url,
  name,
  turns,
  onError,
}: {
  url: string;
  name: string;
  turns: number;
  onError: () => void;
}) {
  const [measured, setMeasured] = useState<{
    natural: { width: number; height: number };
    available: number;
  } | null>(null);
  const layout = measured ? layoutOf(measured.natural, measured.available, turns) : null;
  const degrees = turns * 90;
  return (
    <Box>
      <Stage
        style={layout ? { width: layout.stage.width, height: layout.stage.height } : undefined}
      >
        <Img
          src={url}
          alt={UPLOAD_TEXTS.previewAlt(name)}
          onLoad={(event) => {
            const img = event.currentTarget;
            const available = img.closest('figure')?.clientWidth ?? 0;
            setMeasured({
              natural: { width: img.naturalWidth, height: img.naturalHeight },
              available: available > 0 ? available : 480,
            });
          }}
          onError={onError}
          style={
            layout
              ? {
                  position: 'absolute',
                  left: '50%',
                  top: '50%',
                  width: layout.image.width,
                  height: layout.image.height,
                  maxWidth: 'none',
                  maxHeight: 'none',
                  transform: `translate(-50%, -50%) rotate(${degrees}deg)`,
                }
              : { transform: `rotate(${degrees}deg)` }
          }
        />
      </Stage>
      <Caption aria-live="polite">{UPLOAD_TEXTS.turned(degrees === 270 ? -90 : degrees)}</Caption>
    </Box>
  );
}
