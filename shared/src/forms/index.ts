// `@care/shared/forms`: the one forms pattern (react-hook-form + zod). A separate entry, shared as its own
// singleton, so that the libraries load only with a screen that has a form (never in the host's first load).
// Field components stay in @care/shared (TextField, TextArea, SelectField, Switch): spread `form.field(name)`
// or use FormSwitch for a boolean. docs/screen-platform.md "The forms pattern".
export { useForm, type Form as FormApi, type FieldProps } from './use-form';
export { FormSwitch, type FormSwitchProps } from './form-switch';
export { Form, FormError, SubmitButton, type FormProps, type SubmitButtonProps } from './form';
export { applyServerErrors } from './server-errors';
export { z } from 'zod';
