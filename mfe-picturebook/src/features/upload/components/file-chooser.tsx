import { useId, useRef } from 'react';
import styled from 'styled-components';
import { visuallyHiddenCss } from '@care/shared';
import { ACCEPTED_TYPES } from '../../../lib/image-file';
import { UPLOAD_TEXTS } from '../../../texts';

const Input = styled.input`
  ${visuallyHiddenCss}
`;

/** A label that looks and sits like a secondary button; the real control is the file input it names. */
const ButtonLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: flex-start;
  min-height: ${({ theme }) => theme.targetSize}px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.subtleHover};
  }
  input:focus-visible + & {
    outline: ${({ theme }) => `${theme.focusRingWidth}px solid ${theme.colors.focus}`};
    outline-offset: 2px;
  }
  input:disabled + & {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledText};
    border-color: ${({ theme }) => theme.colors.disabledBg};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Spec 2.12 'Choose Image': the browser's file picker, limited to JPEG and PNG. */
export function FileChooser({
  chosenName,
  disabled,
  onChoose,
}: {
  chosenName: string | null;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Row>
      <Input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          onChoose(file);
          // Choosing the same file again after a reset still reports a change.
          if (input.current) input.current.value = '';
        }}
      />
      <ButtonLabel htmlFor={id}>{UPLOAD_TEXTS.chooseImage}</ButtonLabel>
      <Hint id={`${id}-hint`}>
        {chosenName === null ? UPLOAD_TEXTS.chooseHint : UPLOAD_TEXTS.chosen(chosenName)}
      </Hint>
    </Row>
  );
}
