import {
  Alert,
  Button,
  Card,
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

/** The session ends and the host opens login; a failed call shows the spec's message first (the store). */
function signOut(): void {
  void useSessionStore.getState().logout({ force: true });
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
