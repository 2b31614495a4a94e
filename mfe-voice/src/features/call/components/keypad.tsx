import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@care/shared';
import { TEXTS } from '../../../texts';

/** DTMF keys (spec 5: 0-9, *, #), laid out like a telephone. */
const KEYPAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(${({ theme }) => theme.targetSize}px, 1fr));
  gap: ${({ theme }) => theme.space(1)};
`;

const Key = styled(Button)`
  font-size: ${({ theme }) => theme.font.size.h2};
`;

const Sent = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.1em;
`;

export interface KeypadProps {
  id: string;
  digits: string;
  onKey: (key: string) => void;
}

export function Keypad({ id, digits, onKey }: KeypadProps) {
  const sentId = useId();
  return (
    <div id={id}>
      <Grid role="group" aria-label={TEXTS.panel.keypadLabel} aria-describedby={sentId}>
        {KEYPAD_KEYS.map((key) => (
          <Key key={key} type="button" variant="secondary" onClick={() => onKey(key)}>
            {key}
          </Key>
        ))}
      </Grid>
      <Sent id={sentId} aria-live="polite">
        {digits !== '' && (
          <>
            {TEXTS.panel.digitsSent}: {digits}
          </>
        )}
      </Sent>
    </div>
  );
}
