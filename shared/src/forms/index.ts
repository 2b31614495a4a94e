// `@care/shared/forms`: the one forms pattern (react-hook-form + zod/mini). A separate entry that is not a
// federation singleton: each remote bundles, tree-shaken, only what its forms use, and loads it only with a
// screen that has a form (never in the host's first load). The kit's own components use @care/shared.
// Field components stay in @care/shared (TextField, TextArea, SelectField, Switch): spread `form.field(name)`
// or use FormSwitch for a boolean. docs/screen-platform.md "The forms pattern".
export { useForm } from './use-form';
export { FormSwitch } from './form-switch';
export { Form, FormError, SubmitButton } from './form';
export { applyServerErrors } from './server-errors';
/** A list of fields that grows and shrinks (a medication's times of day): react-hook-form's, on `form.control`. */
export { useFieldArray } from 'react-hook-form';
/** zod's tree-shakable API: `z.string().check(z.minLength(1, TEXTS.required))`. */
export * as z from 'zod/mini';
