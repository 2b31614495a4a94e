import { useId } from 'react';
import styled from 'styled-components';
import { TEXTS } from '../../../texts';
import { useInputLevelStore } from '../stores/input-level-store';

const Label = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(0.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Track = styled.div`
  width: 100%;
  height: ${({ theme }) => Math.round(theme.targetSize / 3)}px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 50ms linear;
`;

/** The microphone's input level while a call is up: a person sees that they are heard. */
export function LevelMeter() {
  const level = useInputLevelStore((state) => state.level);
  const labelId = useId();
  const percent = Math.round(level * 100);
  return (
    <div>
      <Label id={labelId}>{TEXTS.panel.microphoneLevel}</Label>
      <Track
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </div>
  );
}
