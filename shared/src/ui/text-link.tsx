import type { NavigateFn } from '../contracts/navigation';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.targetSize}px;
  padding: 0 ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radius};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
    background: ${({ theme }) => theme.colors.subtleHover};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.focusRingWidth}px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface TextLinkProps {
  to: string;
  navigate: NavigateFn;
  children: ReactNode;
}

/**
 * A real link (right-click, open in new tab, screen readers) that navigates through the host: a parcel has
 * no router context of its own (docs/architecture.md, "Parcels").
 */
export function TextLink({ to, navigate, children }: TextLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Anchor href={to} onClick={onClick}>
      {children}
    </Anchor>
  );
}
