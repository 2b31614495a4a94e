import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  answerCall,
  Button,
  declineCall,
  hangUp,
  sendDigits,
  toggleMute,
  VisuallyHidden,
} from '@care/shared';
import type { CurrentCall } from '@care/shared';
import { TEXTS } from '../../../texts';
import { CallDuration } from './call-duration';
import { Keypad } from './keypad';
import { LevelMeter } from './level-meter';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Duration = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.h2};
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};

  & > button {
    flex: 1 1 0;
    min-width: ${({ theme }) => theme.targetSize * 2}px;
    white-space: nowrap;
  }
`;

export interface CallPanelProps {
  call: CurrentCall;
}

/**
 * The call's controls: status, duration, mute, hang up, keypad, microphone level; Answer and Decline while an
 * incoming call rings (kiosks answer by themselves). Sizes follow the theme: large on a kiosk.
 */
export function CallPanel({ call }: CallPanelProps) {
  const [keypadOpen, setKeypadOpen] = useState(false);
  const [digits, setDigits] = useState('');
  const keypadId = useId();
  const live = call.status !== 'closed';
  const ringingHere = call.status === 'pending';

  const pressKey = (key: string): void => {
    setDigits((sent) => `${sent}${key}`);
    sendDigits(key);
  };

  return (
    <Layout>
      <Status role="status">
        {TEXTS.phase[call.status]}
        {call.muted && live && <> · {TEXTS.panel.muted}</>}
      </Status>
      {call.status === 'open' && call.connectedAt !== null && (
        <Duration>
          <VisuallyHidden>{TEXTS.panel.duration}: </VisuallyHidden>
          <CallDuration since={call.connectedAt} />
        </Duration>
      )}
      {call.kind === 'test' && live && <Hint>{TEXTS.party.testCallHint}</Hint>}

      {ringingHere && (
        <Controls>
          <Button type="button" onClick={answerCall}>
            {TEXTS.panel.answer}
          </Button>
          <Button type="button" variant="danger" onClick={declineCall}>
            {TEXTS.panel.decline}
          </Button>
        </Controls>
      )}

      {live && !ringingHere && (
        <>
          <LevelMeter />
          <Controls>
            <Button
              type="button"
              variant="secondary"
              aria-pressed={call.muted}
              onClick={toggleMute}
            >
              {TEXTS.panel.mute}
            </Button>
            <Button
              type="button"
              variant="secondary"
              aria-expanded={keypadOpen}
              aria-controls={keypadOpen ? keypadId : undefined}
              onClick={() => setKeypadOpen((open) => !open)}
            >
              {keypadOpen ? TEXTS.panel.hideKeypad : TEXTS.panel.keypad}
            </Button>
            <Button type="button" variant="danger" onClick={hangUp}>
              {TEXTS.panel.hangUp}
            </Button>
          </Controls>
          {keypadOpen && <Keypad id={keypadId} digits={digits} onKey={pressKey} />}
        </>
      )}
    </Layout>
  );
}
