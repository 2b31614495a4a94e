import {
  Alert,
  Button,
  Card,
  LANGUAGE_NAMES,
  LANGUAGES,
  Page,
  ROUTES,
  SelectField,
  Spinner,
  TextField,
  type ScreenProps,
} from '@care/shared';
import { Form, FormError, SubmitButton } from '@care/shared/forms';
import { Actions } from '../../../lib/layout';
import { COMMON_TEXTS, PROFILE_EDIT_MAX_WIDTH, PROFILE_EDIT_TEXTS } from '../../../texts';
import { useProfileEdit } from '../hooks/use-profile-edit';

/** Each language by its own name, so a person finds theirs whatever the page is in now (docs/languages.md). */
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
}));

/** Spec 2.5: change the display name; the e-mail is shown but cannot be changed. The person's own language too. */
export function ProfileEditScreen({ navigate }: ScreenProps) {
  const { authenticated, me, form, submit, updated } = useProfileEdit(navigate);

  let body;
  if (!authenticated) body = <Alert severity="error">{PROFILE_EDIT_TEXTS.notAuthenticated}</Alert>;
  else if (me.isError) body = <Alert severity="error">{PROFILE_EDIT_TEXTS.loadFailed}</Alert>;
  else if (me.data === undefined) body = <Spinner label={COMMON_TEXTS.loading} size={40} />;
  else
    body = (
      <Form form={form} onSubmit={submit} aria-label={PROFILE_EDIT_TEXTS.title}>
        <FormError />
        {updated && <Alert severity="success">{PROFILE_EDIT_TEXTS.updated}</Alert>}
        <TextField
          label={PROFILE_EDIT_TEXTS.displayNameLabel}
          autoComplete="name"
          {...form.field('display_name')}
        />
        <TextField
          label={PROFILE_EDIT_TEXTS.emailLabel}
          name="email"
          type="email"
          value={me.data.email}
          hint={PROFILE_EDIT_TEXTS.emailHint}
          readOnly
          disabled
        />
        <SelectField
          label={PROFILE_EDIT_TEXTS.languageLabel}
          hint={PROFILE_EDIT_TEXTS.languageHint}
          options={LANGUAGE_OPTIONS}
          {...form.field('language')}
        />
        <Actions>
          <SubmitButton busyLabel={PROFILE_EDIT_TEXTS.saving}>
            {PROFILE_EDIT_TEXTS.save}
          </SubmitButton>
          <Button variant="secondary" onClick={() => navigate(ROUTES.profile)}>
            {PROFILE_EDIT_TEXTS.cancel}
          </Button>
        </Actions>
      </Form>
    );

  return (
    <Page
      title={PROFILE_EDIT_TEXTS.title}
      maxWidth="sm"
      backAction={
        <Button variant="text" onClick={() => navigate(-1)}>
          {PROFILE_EDIT_TEXTS.back}
        </Button>
      }
    >
      <Card maxWidth={PROFILE_EDIT_MAX_WIDTH}>{body}</Card>
    </Page>
  );
}
