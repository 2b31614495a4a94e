import { useEffect, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button, Dialog, useSessionStore } from '@care/shared';
import { useQueryClient } from '@tanstack/react-query';
import styled, { css, keyframes } from 'styled-components';
import { GALLERY_TEXTS, SLIDESHOW_TEXTS } from '../texts';
import { pictureImageQueryOptions } from './api/get-picture-image';
import type { Picture } from './api/get-pictures';
import { PictureImage } from './picture-image';
import { useReducedMotion } from './use-reduced-motion';
import { useSwipe } from './use-swipe';

/** A calm pace: each picture stays this long while the slideshow plays. */
export const SLIDE_MS = 8000;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 100%;
  min-height: 0;
`;

const Stage = styled.div<{ $animate: boolean }>`
  position: relative;
  flex: 1;
  min-height: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: #000;
  /* Horizontal moves are swipes; vertical ones still scroll. */
  touch-action: pan-y;
  cursor: pointer;
  user-select: none;
  ${({ $animate }) =>
    $animate &&
    css`
      & img {
        animation: ${fadeIn} 600ms ease-out;
      }
    `}
`;

const Picture = styled(PictureImage)`
  position: absolute;
  inset: 0;
`;

const Caption = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.h2};
  font-weight: ${({ theme }) => theme.font.weightBold};
  line-height: 1.3;
  text-align: center;
`;

const Position = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
`;

/** Large targets for an unsteady hand, whatever the theme. */
const BigButton = styled(Button)`
  min-width: 120px;
  min-height: 64px;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Empty = styled.p`
  margin: auto;
  font-size: ${({ theme }) => theme.font.size.h2};
  text-align: center;
`;

const Help = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PictureViewerProps {
  open: boolean;
  pictures: Picture[];
  /** The picture shown (kept within the list). */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
  /** Shown when there is no picture (spec 2.13: 'No image to preview'). */
  emptyText: string;
  closeLabel: string;
  /** A slideshow: moves on by itself every SLIDE_MS, with Pause and Play (paused at first with reduced motion). */
  slideshow?: boolean;
}

/**
 * Pictures one at a time, filling the screen: swipe or tap the sides of the picture, the arrow keys, or the
 * large buttons. As a slideshow it moves on at a calm pace until paused; it never moves by itself, nor
 * animates, for someone who asked their system for reduced motion.
 */
export function PictureViewer(props: PictureViewerProps) {
  const { open, onClose, title } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      fullScreen
    >
      <Viewer {...props} />
    </Dialog>
  );
}

/** The viewer's content: mounted at each opening, so a slideshow starts playing afresh each time. */
function Viewer({
  pictures,
  index,
  onIndexChange,
  onClose,
  emptyText,
  closeLabel,
  slideshow = false,
}: PictureViewerProps) {
  const reducedMotion = useReducedMotion();
  // With reduced motion it starts paused; pressing Play is then the person's own choice.
  const [playing, setPlaying] = useState(slideshow && !reducedMotion);
  const count = pictures.length;
  const current = count === 0 ? undefined : pictures[Math.min(Math.max(index, 0), count - 1)];
  const position = current ? pictures.indexOf(current) : 0;
  const go = (step: number) => {
    if (count > 0) onIndexChange((position + step + count) % count);
  };
  const swipe = useSwipe(
    () => go(-1),
    () => go(1),
  );

  // Moves on every SLIDE_MS; any move (by hand or by itself) starts the wait again.
  useEffect(() => {
    if (!playing || count < 2) return undefined;
    const timer = setTimeout(() => onIndexChange((position + 1) % count), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [playing, count, position, onIndexChange]);

  // The next picture is fetched while this one is looked at.
  const queryClient = useQueryClient();
  const viewerId = useSessionStore((state) => state.userId);
  const next = count > 1 ? pictures[(position + 1) % count] : undefined;
  useEffect(() => {
    if (next) {
      queryClient
        .query({ ...pictureImageQueryOptions(viewerId, next, 'full'), staleTime: 'static' })
        .catch(() => undefined);
    }
  }, [next, viewerId, queryClient]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const caption = current?.comment ?? '';
  return (
    // The arrow keys work wherever the focus is inside the viewer; every action also has a button.
    <Layout onKeyDown={onKeyDown}>
      {current === undefined ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <>
          <Stage key={current.id} $animate={!reducedMotion} {...swipe}>
            <Picture
              picture={current}
              size="full"
              alt={caption === '' ? SLIDESHOW_TEXTS.untitled : caption}
              unavailableText={GALLERY_TEXTS.unavailable}
            />
          </Stage>
          {/* Announced when it changes by hand; not every few seconds while playing. */}
          <div aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
            {caption !== '' && <Caption>{caption}</Caption>}
            <Position>{SLIDESHOW_TEXTS.position(position + 1, count)}</Position>
          </div>
        </>
      )}
      <Controls>
        {count > 1 && (
          <BigButton variant="secondary" onClick={() => go(-1)}>
            <span aria-hidden="true">←</span> {SLIDESHOW_TEXTS.previous}
          </BigButton>
        )}
        {slideshow && count > 1 && (
          <BigButton variant="secondary" onClick={() => setPlaying((on) => !on)}>
            {playing ? SLIDESHOW_TEXTS.pause : SLIDESHOW_TEXTS.play}
          </BigButton>
        )}
        {count > 1 && (
          <BigButton variant="secondary" onClick={() => go(1)}>
            {SLIDESHOW_TEXTS.next} <span aria-hidden="true">→</span>
          </BigButton>
        )}
        <BigButton onClick={onClose}>{closeLabel}</BigButton>
      </Controls>
      {count > 1 && <Help>{SLIDESHOW_TEXTS.help}</Help>}
    </Layout>
  );
}
