import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import type { Severity } from './theme';

const Box = styled.div<{ $severity: Severity }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  border-left: 6px solid ${({ theme, $severity }) => theme.colors.severity[$severity].fg};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $severity }) => theme.colors.severity[$severity].bg};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.strong<{ $severity: Severity }>`
  color: ${({ theme, $severity }) => theme.colors.severity[$severity].fg};
`;

export type AlertProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  severity: Severity;
  /** A bold first line in the severity colour. */
  title?: ReactNode;
};

/** An inline message. Errors are announced at once (role="alert"); the rest politely (role="status"). */
export function Alert({ severity, title, children, ...rest }: AlertProps) {
  return (
    <Box role={severity === 'error' ? 'alert' : 'status'} {...rest} $severity={severity}>
      {title !== undefined && <Title $severity={severity}>{title}</Title>}
      {children !== undefined && <div>{children}</div>}
    </Box>
  );
}
