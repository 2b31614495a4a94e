import {
  Alert,
  Button,
  Card,
  Page,
  ROUTES,
  Spinner,
  TextField,
  type ScreenProps,
} from '@care/shared';
import { Actions, FormStack } from '../../../lib/layout';
import { COMMON_TEXTS, PROFILE_EDIT_MAX_WIDTH, PROFILE_EDIT_TEXTS } from '../../../texts';
import { useProfileEdit } from '../hooks/use-profile-edit';

/** Spec 2.5: change the display name; the e-mail is shown but cannot be changed. */
export function ProfileEditScreen({ navigate }: ScreenProps) {
  const edit = useProfileEdit(navigate);
  const { query } = edit;

  let body;
  if (!edit.authenticated)
    body = <Alert severity="error">{PROFILE_EDIT_TEXTS.notAuthenticated}</Alert>;
  else if (query.isError) body = <Alert severity="error">{PROFILE_EDIT_TEXTS.loadFailed}</Alert>;
  else if (query.data === undefined) body = <Spinner label={COMMON_TEXTS.loading} size={40} />;
  else
    body = (
      <FormStack noValidate onSubmit={edit.save} aria-label={PROFILE_EDIT_TEXTS.title}>
        {edit.outcome !== null && (
          <Alert severity={edit.outcome.severity}>{edit.outcome.message}</Alert>
        )}
        <TextField
          label={PROFILE_EDIT_TEXTS.displayNameLabel}
          name="display_name"
          autoComplete="name"
          value={edit.displayName}
          onChange={(event) => edit.setDisplayName(event.target.value)}
        />
        <TextField
          label={PROFILE_EDIT_TEXTS.emailLabel}
          name="email"
          type="email"
          value={query.data.email}
          hint={PROFILE_EDIT_TEXTS.emailHint}
          readOnly
          disabled
        />
        <Actions>
          <Button type="submit" busy={edit.saving}>
            {edit.saving ? PROFILE_EDIT_TEXTS.saving : PROFILE_EDIT_TEXTS.save}
          </Button>
          <Button variant="secondary" onClick={() => navigate(ROUTES.profile)}>
            {PROFILE_EDIT_TEXTS.cancel}
          </Button>
        </Actions>
      </FormStack>
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
