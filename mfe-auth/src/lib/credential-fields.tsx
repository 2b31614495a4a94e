import { TextField, type TextFieldProps } from '@care/shared';

/** A label and `form.field(name)`: what differs from one form's credential field to another's. */
type CredentialFieldProps = Omit<
  TextFieldProps,
  'type' | 'autoComplete' | 'inputMode' | 'required'
>;

/**
 * An e-mail address: the e-mail keyboard on a phone. `autoComplete` is `username` where the address is the
 * sign-in name (so a password manager pairs it with the password), `email` where it is only an address.
 */
export function EmailField({
  autoComplete,
  ...props
}: CredentialFieldProps & { autoComplete: 'email' | 'username' }) {
  return (
    <TextField type="email" autoComplete={autoComplete} inputMode="email" required {...props} />
  );
}

/** A password the person already has (signing in, the current one when changing it): the saved one fits. */
export function CurrentPasswordField(props: CredentialFieldProps) {
  return <TextField type="password" autoComplete="current-password" required {...props} />;
}

/** A new password or its confirmation: a password manager may suggest one and saves it. */
export function NewPasswordField(props: CredentialFieldProps) {
  return <TextField type="password" autoComplete="new-password" required {...props} />;
}
