import { zodResolver } from '@hookform/resolvers/zod';
import { useForm as useHookForm } from 'react-hook-form';
import type {
  FieldErrors,
  FieldPath,
  FieldValues,
  UseFormProps,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import type * as zod from 'zod/v4/core';

/** What `form.field(name)` spreads onto a TextField, TextArea or SelectField. */
type FieldProps<N extends string> = UseFormRegisterReturn<N> & { error: string | undefined };

export type Form<Values extends FieldValues, Output = Values> = UseFormReturn<
  Values,
  unknown,
  Output
> & {
  /** A text control's props: registered, with its error message (the field sets aria-invalid and links it). */
  field: <N extends FieldPath<Values>>(name: N) => FieldProps<N>;
  /** A message for the whole form (a failed call): shown by `<FormError />`. */
  setFormError: (message: string) => void;
  /**
   * The field a rule about the whole form points at (see `focusOnFormError`), for the kit's `Form` to focus.
   * Undefined: the kit focuses the first empty field instead.
   */
  formErrorField: ((values: Values) => FieldPath<Values> | undefined) | undefined;
};

export type UseFormOptions<Values extends FieldValues, Output> = Omit<
  UseFormProps<Values, unknown, Output>,
  'resolver'
> & {
  /**
   * When a rule about the whole form fails (a `['root']` issue, e.g. "New passwords do not match."), the
   * field it is about, which then gets the focus as a field's own error would. Without it the first empty
   * field of the form gets it.
   */
  focusOnFormError?: (values: Values) => FieldPath<Values> | undefined;
};

function messageAt(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  const message =
    typeof node === 'object' && node !== null ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * The one form hook of the suite: react-hook-form with a zod schema (zod/mini: `z` from this entry). Validation runs on submit, then again
 * as the person corrects a field; on a failed submit the first field in error gets the focus, and when only
 * a rule about the whole form failed, the field it names (`focusOnFormError`) or else the first empty one. Messages
 * come from the schema, which takes them from the package's `texts.ts` (the spec's exact words).
 *
 *   const form = useForm(loginSchema, { defaultValues: { email: '', password: '' } });
 *   <Form form={form} onSubmit={signIn}> <TextField label="Email" {...form.field('email')} /> …
 */
export function useForm<S extends zod.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: UseFormOptions<zod.input<S>, zod.output<S>> = {},
): Form<zod.input<S>, zod.output<S>> {
  const { focusOnFormError, ...hookOptions } = options;
  const form = useHookForm<zod.input<S>, unknown, zod.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...hookOptions,
    resolver: zodResolver(schema),
  });
  const { register, formState, setError } = form;
  return {
    ...form,
    field: (name) => ({ ...register(name), error: messageAt(formState.errors, name) }),
    setFormError: (message) => setError('root.server', { type: 'server', message }),
    formErrorField: focusOnFormError,
  };
}

/**
 * The form-level message, if any: `setFormError`'s, or a schema rule about the whole form (an issue whose
 * path is `['root']`, e.g. "New passwords do not match." checked before any field).
 */
export function formErrorOf(errors: FieldErrors): string | undefined {
  return messageAt(errors, 'root.server') ?? messageAt(errors, 'root');
}
