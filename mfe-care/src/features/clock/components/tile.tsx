import { useId } from 'react';
import type { ReactNode } from 'react';
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

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space(1)};
`;

const Aside = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.35rem;
  line-height: 1.2;
`;

/** One block of the clock page: a titled section (a landmark for screen readers). */
export function Tile({
  title,
  aside,
  children,
  className,
}: {
  title: string;
  /** Beside the title: "and 2 more". */
  aside?: string | null;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId} className={className}>
      <Head>
        <Heading id={headingId}>{title}</Heading>
        {aside && <Aside>{aside}</Aside>}
      </Head>
      {children}
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
