import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHiddenCss } from './visually-hidden';

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) => $hidden && visuallyHiddenCss}
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme }) => theme.colors.severity.error.fg};
  background: ${({ theme }) => theme.colors.surface};
`;

const controlCss = css`
  width: 100%;
  min-height: ${({ theme }) => theme.targetSize}px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};

  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.severity.error.fg};
  }
  &:disabled,
  &:read-only:not(select) {
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledText};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Input = styled.input`
  ${controlCss}
`;

const Area = styled.textarea`
  ${controlCss}
  resize: vertical;
`;

const Select = styled.select`
  ${controlCss}
`;

interface FieldOwnProps {
  /** Always rendered as a <label> linked to the control (visually hidden with `hideLabel`). */
  label: ReactNode;
  /** Shown below the control, linked by aria-describedby; sets aria-invalid. */
  error?: ReactNode;
  /** Help text, linked by aria-describedby. */
  hint?: ReactNode;
  hideLabel?: boolean;
  /** Class of the wrapper (label, control, texts). */
  className?: string;
}

interface FieldIds {
  id: string;
  describedBy: string | undefined;
  hintId: string;
  errorId: string;
}

function useFieldIds(
  ownId: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  extra: string | undefined,
): FieldIds {
  const generated = useId();
  const id = ownId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const parts = [
    extra,
    hasContent(hint) ? hintId : undefined,
    hasContent(error) ? errorId : undefined,
  ];
  const describedBy = parts.filter(Boolean).join(' ') || undefined;
  return { id, describedBy, hintId, errorId };
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** The control attributes every field wires the same way. */
interface ControlAria {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

/**
 * Splits a field's props into what the wrapper shows (label, hint, error), the attributes that link the control
 * to them, and the rest, which goes to the control untouched.
 */
function useField<P extends FieldOwnProps & ControlAria>(props: P) {
  const {
    label,
    error,
    hint,
    hideLabel,
    className,
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  } = props;
  const ids = useFieldIds(id, hint, error, describedBy);
  return {
    field: { ids, label, error, hint, hideLabel, className },
    control: {
      id: ids.id,
      'aria-describedby': ids.describedBy,
      'aria-invalid': hasContent(error) ? true : ariaInvalid,
    },
    rest,
  };
}

function Field({
  ids,
  label,
  hint,
  error,
  hideLabel,
  className,
  children,
}: FieldOwnProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <FieldBox className={className}>
      <Label htmlFor={ids.id} $hidden={hideLabel === true}>
        {label}
      </Label>
      {children}
      {hasContent(hint) && <Hint id={ids.hintId}>{hint}</Hint>}
      {hasContent(error) && <ErrorText id={ids.errorId}>{error}</ErrorText>}
    </FieldBox>
  );
}

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className'> & FieldOwnProps;

export function TextField(props: TextFieldProps) {
  const { field, control, rest } = useField(props);
  return (
    <Field {...field}>
      <Input {...rest} {...control} />
    </Field>
  );
}

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'className'> & FieldOwnProps;

/** Spec 2.9: text areas have 3 rows unless a screen says otherwise. */
export function TextArea(props: TextAreaProps) {
  const { field, control, rest } = useField(props);
  return (
    <Field {...field}>
      <Area rows={3} {...rest} {...control} />
    </Field>
  );
}

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'> &
  FieldOwnProps & {
    options: readonly SelectOption[];
    /** An empty first option (value '') with this text, e.g. 'Select…'. */
    placeholder?: string;
  };

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { field, control, rest } = useField(props);
  return (
    <Field {...field}>
      <Select {...rest} {...control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
