import { failureMessage } from '@care/shared';
import { applyServerErrors } from '@care/shared/forms';
import { TEXTS } from '../../texts';
import { useUnreadableFields } from './unreadable';
import { ZonedInput } from './zoned-input';
import type { ZonedInputProps } from './zoned-input';

/** What of a form (`useForm` of @care/shared/forms) its date and time inputs use. */
export interface ZonedForm<N extends string> {
  field: (name: N) => Omit<ZonedInputProps, 'kind' | 'zone' | 'label'>;
  setError: (
    name: N,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void;
}

/**
 * A form's date and time inputs on the person's clock, each telling whether the browser could read what was
 * typed (see useUnreadableFields): `input(kind, name, label)` is one bound to the form's field `name`;
 * before saving, `stop()` puts the message under every field still unreadable and says not to save.
 */
export function useZonedFields<N extends string>(form: ZonedForm<N>, zone: string) {
  const unreadable = useUnreadableFields<N>();
  return {
    input: (kind: 'date' | 'time', name: N, label: string) => (
      <ZonedInput
        kind={kind}
        label={label}
        zone={zone}
        {...form.field(name)}
        onUnreadable={unreadable.track(
          name,
          kind === 'date' ? TEXTS.common.dateUnreal : TEXTS.common.timeUnreal,
        )}
      />
    ),
    stop: (): boolean =>
      unreadable.apply((name, message, first) =>
        form.setError(name, { type: 'manual', message }, { shouldFocus: first }),
      ),
  };
}

type ServerForm<V extends Record<string, unknown>> = Parameters<typeof applyServerErrors<V>>[0] & {
  setFormError: (message: string) => void;
};

/**
 * Saves; when the server refuses, its field errors go under their fields, or, when it named none, the
 * form says that saving failed.
 */
export async function saveOrShowErrors<V extends Record<string, unknown>>(
  form: ServerForm<V>,
  serverFields: Parameters<typeof applyServerErrors<V>>[2],
  save: () => Promise<void>,
): Promise<void> {
  try {
    await save();
  } catch (error) {
    const named = applyServerErrors(form, error, serverFields);
    if (!named) form.setFormError(failureMessage(error, TEXTS.common.saveFailed));
  }
}
