import { TextField } from '@care/shared';
import type { TextFieldProps } from '@care/shared';
import { TEXTS } from '../../texts';
import { browserZone, zoneName } from '../time';

export type ZonedInputProps = Omit<TextFieldProps, 'type'> & {
  kind: 'date' | 'time';
  /** The person's zone: named beside the field when it is not the browser's. */
  zone: string;
  /** Told on blur whether the browser could read what was typed (see useUnreadableFields). */
  onUnreadable?: (unreadable: boolean) => void;
};

/** A date or time input read on the person's clock, not the browser's. */
export function ZonedInput({ kind, zone, onUnreadable, onBlur, hint, ...rest }: ZonedInputProps) {
  const zoneHint = zone === browserZone() ? undefined : TEXTS.common.zoneHint(zone, zoneName(zone));
  return (
    <TextField
      {...rest}
      type={kind}
      hint={hint ?? zoneHint}
      onBlur={(event) => {
        onUnreadable?.(event.currentTarget.validity.badInput);
        return onBlur?.(event);
      }}
    />
  );
}
