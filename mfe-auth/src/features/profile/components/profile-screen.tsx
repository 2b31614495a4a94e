import {
  Alert,
  Button,
  Card,
  Page,
  ROUTES,
  Spinner,
  TextLink,
  type ScreenProps,
} from '@care/shared';
import { Actions, Stack } from '../../../lib/layout';

import { COMMON_TEXTS, PROFILE_TEXTS } from '../../../texts';
import { useProfileDetails } from '../hooks/use-profile-details';
import { ProfileDetails } from './profile-details';

/**
 * Spec 2.4: the signed-in user's details. The way out is the host's on every page: an admin's navbar, anyone
 * else's header of their own pages (docs/product.md 2.3), so this screen has none of its own.
 */
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
            </Actions>
          )}
        </Stack>
      </Card>
    </Page>
  );
}
