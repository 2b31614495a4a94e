import { useId } from 'react';
import type { ReactNode, RefObject } from 'react';
import { CLOCK_TEXTS } from '../../../clock-texts';
import { Button, VisuallyHidden } from '@care/shared';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  min-height: 0;
  padding: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.disabledBg};
`;

/** How far the "+N" button reaches into the tile's padding, above and below (see HeadMore). */
const HEAD_MORE_REACH = 1.25;

/**
 * A tile's title line. It is as tall as a "+N" button makes it from the first render, button or not: the
 * button comes with the tile's data, after the first paint, and must not push the tile's list down (a layout
 * shift the kiosk's handover journey measures); and the tiles' one-line titles line up.
 */
const Head = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space(1)};
  min-height: calc(
    ${({ theme }) => theme.targetSize}px - 2 * ${({ theme }) => theme.space(HEAD_MORE_REACH)}
  );
`;

/**
 * While the tile's list is on its way its head keeps its place, unseen: the "+N" button comes with the list and
 * takes width from the title, which may then wrap; shown together, nothing moves (the kiosk's handover journey
 * measures layout shifts).
 */
const HeadSlot = styled.div<{ $pending: boolean }>`
  visibility: ${({ $pending }) => ($pending ? 'hidden' : 'visible')};
`;

const Aside = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "and 3 more": a large button (the theme's target: 64 px on the kiosk) that opens the whole list. */
const MoreButton = styled(Button)`
  flex: none;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space(1)};
  /*
   * "+3" stays whole; a "+2 not taken" longer in another language wraps between its words inside its 64 px
   * rather than widen the tile. Never inside a word (docs/languages.md, "Longer words on the kiosk").
   */
  line-height: 1.1;
  overflow-wrap: normal;
  hyphens: auto;
`;

/**
 * In a tile's head the button reaches into the tile's padding above and below: its 64 px target costs the
 * list under it only a few pixels (a 1024×600 kiosk has no height to spare).
 */
const HeadMore = styled.div`
  /* It gives way to the title's longest word, down to its longest own word (it wraps between words). */
  flex: 0 1 auto;
  min-width: ${({ theme }) => theme.targetSize}px;
  /* The title keeps room beside it in every language (docs/languages.md, "Longer words on the kiosk"). */
  max-width: 60%;
  margin: -${({ theme }) => theme.space(HEAD_MORE_REACH)} 0;
`;

/**
 * What a tile holds under its head. On the kiosk it takes the tile's height that is left, and no more: what
 * reaches past its bottom is measured (use-rows-that-fit.ts) and goes behind "+N".
 */
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  ${({ theme }) => (theme.name === 'kiosk' ? 'flex: 1 1 0; min-height: 0;' : '')}
`;

/** What "and N more" opens: the rest of a list, in the full-screen list of the day. */
export interface More {
  count: number;
  /** Read after the count by screen readers: "+3 more medicines", "+1 more medicine". */
  what: (count: number) => string;
  /**
   * What the button says instead of "+3" when that would hide what matters ("+2 not taken"); screen readers
   * then hear the count after it ("+2 not taken of 5 more medicines").
   */
  label?: string | undefined;
  onOpen: () => void;
}

/** The "and 3 more" button (also beside the call buttons). */
export function MoreItems({ more }: { more: More }) {
  return (
    <MoreButton variant="secondary" onClick={more.onOpen}>
      {more.label ?? CLOCK_TEXTS.more(more.count)}
      <VisuallyHidden>
        {' '}
        {more.label === undefined ? CLOCK_TEXTS.moreWord : CLOCK_TEXTS.ofMore(more.count)}{' '}
        {more.what(more.count)}
      </VisuallyHidden>
    </MoreButton>
  );
}

const Heading = styled.h2`
  margin: 0;
  font-size: 1.35rem;
  line-height: 1.2;
  /*
   * Titles wrap between words, never inside one ("Wiadomo|ści"): the title keeps its longest word's width, the
   * "+N" beside it gives way (docs/languages.md, "Longer words on the kiosk"). Hyphenation where the browser has the
   * language's patterns (the page's lang).
   */
  overflow-wrap: normal;
  hyphens: auto;

  /* A 600 px high kiosk: titles at the kiosk's smallest text (24 px), so each fits beside its "+2". */
  @media (max-height: 699px) {
    font-size: 1.2rem;
  }
`;

/** One block of the clock page: a titled section (a landmark for screen readers). */
export function Tile({
  title,
  aside,
  more,
  pending = false,
  children,
  className,
  bodyRef,
}: {
  title: string;
  /** Beside the title: a short note. */
  aside?: string | null;
  /** Beside the title: "and 2 more", a button to the whole list (with nothing hidden: none). */
  more?: More | null;
  /** The list is being fetched (not paused offline): the head waits for it, unseen, in its place. */
  pending?: boolean;
  children: ReactNode;
  className?: string;
  /** The box of what the tile holds, for measuring which rows fit (use-rows-that-fit.ts). */
  bodyRef?: RefObject<HTMLDivElement | null> | undefined;
}) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId} aria-busy={pending || undefined} className={className}>
      <HeadSlot $pending={pending}>
        <Head>
          <Heading id={headingId}>{title}</Heading>
          {aside && <Aside>{aside}</Aside>}
          {more && more.count > 0 && (
            <HeadMore>
              <MoreItems more={more} />
            </HeadMore>
          )}
        </Head>
      </HeadSlot>
      <Body ref={bodyRef}>{children}</Body>
    </Box>
  );
}

export const Plain = styled.p`
  margin: 0;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
