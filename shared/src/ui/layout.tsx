import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { widthOf } from './theme';
import type { WidthName } from './theme';

const CardBox = styled.div<{ $maxWidth?: WidthName | number }>`
  width: 100%;
  max-width: ${({ theme, $maxWidth }) => ($maxWidth === undefined ? 'none' : widthOf(theme, $maxWidth))};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.disabledBg};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 1px 3px rgba(15, 23, 42, 0.08);
`;

const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.h2};
`;

export type CardProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  /** Rendered as an h2 at the top. */
  title?: ReactNode;
  maxWidth?: WidthName | number;
};

export function Card({ title, maxWidth, children, ...rest }: CardProps) {
  return (
    <CardBox {...rest} $maxWidth={maxWidth}>
      {title !== undefined && <CardTitle>{title}</CardTitle>}
      {children}
    </CardBox>
  );
}

const PageBox = styled.div<{ $maxWidth: WidthName | number }>`
  width: 100%;
  max-width: ${({ theme, $maxWidth }) => widthOf(theme, $maxWidth)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
`;

const PageHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.h1};
  line-height: 1.2;
`;

export interface PageProps {
  /** Rendered as the page's h1. */
  title?: ReactNode;
  maxWidth?: WidthName | number;
  /** Shown above the title, e.g. a '← Back to Dashboard' button. */
  backAction?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** One screen's frame: a centred column with an h1. */
export function Page({ title, maxWidth = 'lg', backAction, children, className }: PageProps) {
  return (
    <PageBox $maxWidth={maxWidth} className={className}>
      {(title !== undefined || backAction !== undefined) && (
        <PageHeader>
          {backAction}
          {title !== undefined && <PageTitle>{title}</PageTitle>}
        </PageHeader>
      )}
      {children}
    </PageBox>
  );
}

const StackBox = styled.div<{
  $direction: 'row' | 'column';
  $gap: number;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space($gap)};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
`;

export type StackProps = ComponentPropsWithRef<'div'> & {
  direction?: 'row' | 'column';
  /** In spacing units (8 px on the site theme). */
  gap?: number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
};

/** Lays children out in a row or column with even gaps. */
export function Stack({
  direction = 'column',
  gap = 2,
  align,
  justify,
  wrap = false,
  ...rest
}: StackProps) {
  return (
    <StackBox
      {...rest}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
    />
  );
}
