import {
  Alert,
  Button,
  Card,
  notify,
  Page,
  ROUTES,
  Spinner,
  TextLink,
  useSessionStore,
  type ScreenProps,
} from '@care/shared';
import { Actions, Stack } from '../../../lib/layout';

import { COMMON_TEXTS, PROFILE_TEXTS } from '../../../texts';
import { useProfileDetails } from '../hooks/use-profile-details';
import { ProfileDetails } from './profile-details';

/** The session store redirects to login; a failed logout call still signs out, after the spec's message. */
function signOut(): void {
  useSessionStore
    .getState()
    .logout({ force: true })
    .catch((error: unknown) => {
      notify(error instanceof Error ? error.message : String(error), { severity: 'error' });
    });
}

/** Spec 2.4: the signed-in user's details. */
export function ProfileScreen({ navigate }: ScreenProps) {
  const { authenticated, missingUserId, query, dashboardPath } = useProfileDetails(navigate);

  let body;
  if (!authenticated) body = <Alert severity="error">{PROFILE_TEXTS.notAuthenticated}</Alert>;
  else if (missingUserId || query.isError)
    body = <Alert severity="error">{PROFILE_TEXTS.loadFailed}</Alert>;
  else if (query.data === undefined) body = <Spinner label={COMMON_TEXTS.loading} size={40} />;
  else
    body = (
      <Stack>
        <ProfileDetails user={query.data} />
        <Actions>
          <TextLink to={ROUTES.profileEdit} navigate={navigate}>
            {PROFILE_TEXTS.editProfile}
          </TextLink>
          <TextLink to={ROUTES.changePassword} navigate={navigate}>
            {PROFILE_TEXTS.changePassword}
          </TextLink>
        </Actions>
      </Stack>
    );

  return (
    <Page title={PROFILE_TEXTS.title} maxWidth="sm">
      <Card>
        <Stack>
          {body}
          {authenticated && (
            <Actions>
              <Button onClick={() => navigate(dashboardPath)}>
                {PROFILE_TEXTS.backToDashboard}
              </Button>
              <Button variant="secondary" onClick={signOut}>
                {PROFILE_TEXTS.signOut}
              </Button>
            </Actions>
          )}
        </Stack>
      </Card>
    </Page>
  );
}
