import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormProvider, useFormContext, useFormState } from 'react-hook-form';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { Alert, Button } from '@care/shared';
import type { ButtonProps } from '@care/shared';
import { formErrorOf } from './use-form';
import type { Form as FormApi } from './use-form';

const FormBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
`;

export type FormProps<Values extends FieldValues, Output> = Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit'
> & {
  form: FormApi<Values, Output>;
  /** Runs with the parsed values once the schema passes; while it runs the form is submitting. */
  onSubmit: (values: Output) => Promise<void> | void;
  children?: ReactNode;
};

/** True when some field (not the form as a whole) has an error: react-hook-form then focuses it itself. */
function hasFieldError(errors: FieldErrors): boolean {
  return Object.keys(errors).some((name) => name !== 'root');
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's first enabled, named, empty text control, in the order the person meets them. */
function firstEmptyControl(formElement: HTMLFormElement): Control | undefined {
  return [...formElement.elements].find(
    (el): el is Control =>
      (el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement) &&
      el.name !== '' &&
      !el.disabled &&
      el.type !== 'hidden' &&
      el.type !== 'checkbox' &&
      el.type !== 'radio' &&
      el.value === '',
  );
}

/**
 * A form wired to its `useForm`: no browser validation bubbles (the schema's messages show under each field
 * instead), a submit that validates first and focuses the first error (a field's own, else the field a
 * whole-form rule names, else the first empty field: every form of the kit), the context FormError and
 * SubmitButton read. Give it an accessible name (`aria-label`) when the page has more than one form.
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  ...rest
}: FormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <FormBox
        noValidate
        {...rest}
        onSubmit={(event) => {
          form.clearErrors('root');
          const formElement = event.currentTarget;
          void form.handleSubmit(onSubmit, (errors) => {
            if (hasFieldError(errors)) return;
            const named = form.formErrorField?.(form.getValues());
            if (named !== undefined) form.setFocus(named);
            else firstEmptyControl(formElement)?.focus();
          })(event);
        }}
      >
        {children}
      </FormBox>
    </FormProvider>
  );
}

/** The message for the whole form (a failed call), announced at once. */
export function FormError() {
  const { errors } = useFormState();
  const message = formErrorOf(errors);
  return message === undefined ? null : <Alert severity="error">{message}</Alert>;
}

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'busy'> & {
  /** The label while submitting ('Signing in...'); default: the usual label. */
  busyLabel?: ReactNode;
};

/** The form's submit button: busy (spinner, aria-busy, disabled) while the submit runs. */
export function SubmitButton({ busyLabel, children, ...rest }: SubmitButtonProps) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <Button {...rest} type="submit" busy={isSubmitting}>
      {isSubmitting && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
