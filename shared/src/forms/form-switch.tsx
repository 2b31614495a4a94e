import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Switch } from '@care/shared';
import type { SwitchProps } from '@care/shared';

export type FormSwitchProps<Values extends FieldValues> = Omit<
  SwitchProps,
  'checked' | 'onCheckedChange' | 'name' | 'defaultChecked'
> & {
  control: Control<Values, unknown, unknown>;
  /** A boolean field of the form. */
  name: FieldPath<Values>;
};

/** A Switch bound to a boolean field of a form: `<FormSwitch control={form.control} name="…" label="…" />`. */
export function FormSwitch<Values extends FieldValues>({
  control,
  name,
  ...rest
}: FormSwitchProps<Values>) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  return (
    <Switch
      {...rest}
      ref={ref}
      name={name}
      checked={value === true}
      onCheckedChange={(checked) => onChange(checked)}
      onBlur={onBlur}
    />
  );
}
