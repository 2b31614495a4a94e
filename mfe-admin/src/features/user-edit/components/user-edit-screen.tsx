import styled from 'styled-components';
import {
  Alert,
  apiErrorStatus,
  Button,
  Card,
  Page,
  hasAccessToken,
  Spinner,
  Stack,
  TextLink,
  useMe,
  linkTo,
} from '@care/shared';
import type { UserScreenProps } from '@care/shared';
import { canManageAccounts, canSeeSessions, isFullAdmin } from '../../../lib/roles';
import { TEXTS } from '../../../texts';
import { useUser } from '../api/get-user';
import { AccountStatus } from './account-status';
import { CallLog } from './call-log';
import { ClockFaceSettings } from './clock-face-settings';
import { LanguageSetting } from './language-setting';
import { CarePages } from './care-pages';
import { CareTeam } from './care-team';
import { KioskCalls } from './kiosk-calls';
import { KioskConfiguration } from './kiosk-configuration';
import { PictureBookButtons } from './picture-book-buttons';
import { UserInformationForm } from './user-information-form';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  @media (max-width: 1000px) {
    grid-template-columns: 1fr;
  }
`;

const Who = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.h2};
  font-weight: ${({ theme }) => theme.font.weightBold};
  span {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: normal;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Spec 8 "User admin": why the user could not be shown. */
function loadError(error: unknown): string {
  const status = apiErrorStatus(error);
  if (status === 404) return TEXTS.userAdmin.notFound;
  if (status === 401) return TEXTS.userAdmin.tokenMissing;
  return TEXTS.userAdmin.loadFailed;
}

/**
 * Spec 2.11 user edit: User Information and Admin Controls (saved together), the account's state
 * with Approve/Reject (spec 4.6) and activate/deactivate, the care team, Kiosk Configuration and
 * the PictureBook dialogs; links to the person's sessions and to send them a message.
 */
export function UserEditScreen({ navigate, params }: UserScreenProps) {
  const me = useMe().data;
  const user = useUser(params.userId);
  const back = (
    <Button variant="text" onClick={() => navigate(linkTo('userManagement'))}>
      {TEXTS.edit.back}
    </Button>
  );

  let body;
  if (!/^\d+$/.test(params.userId))
    body = <Alert severity="error">{TEXTS.userAdmin.loadFailed}</Alert>;
  else if (!hasAccessToken()) body = <Alert severity="error">{TEXTS.userAdmin.tokenMissing}</Alert>;
  else if (user.isError) body = <Alert severity="error">{loadError(user.error)}</Alert>;
  else if (!user.data || !me) body = <Spinner label={TEXTS.loading} size={40} />;
  else {
    const u = user.data;
    const manageAccounts = canManageAccounts(me);
    const full = isFullAdmin(me) || manageAccounts;
    const configuresKiosk =
      full || (me.is_clinical_admin === true && u.assigned_clinical_admin_id === me.id);
    body = (
      <Columns>
        <Stack gap={2}>
          <UserInformationForm
            key={u.id}
            user={u}
            canManageAccounts={manageAccounts}
            navigate={navigate}
          />
          <AccountStatus user={u} canManageAccounts={manageAccounts} />
        </Stack>
        <Stack gap={2}>
          <KioskConfiguration
            key={u.id}
            userId={params.userId}
            user={u}
            canConfigure={configuresKiosk}
          />
          {/* The clock's time in words: a clinical choice, for those the API lets make it. */}
          {configuresKiosk && <ClockFaceSettings userId={params.userId} user={u} />}
          {/* The person's language: set by the same people as the clock face (docs/languages.md). */}
          {configuresKiosk && <LanguageSetting userId={params.userId} user={u} />}
          {configuresKiosk && u.device_id && (
            <KioskCalls userId={u.id} name={u.display_name || u.username} />
          )}
          {/* The call log is care data: admins and the person's own clinician, as the API allows. */}
          {configuresKiosk && <CallLog userId={u.id} />}
          <CareTeam key={`care-${u.id}`} user={u} canManage={full} />
          <CarePages userId={u.id} navigate={navigate} />
          {configuresKiosk && (
            <PictureBookButtons userId={params.userId} canUpload={configuresKiosk} />
          )}
          <Card>
            <Stack direction="row" gap={2} wrap>
              <TextLink
                to={linkTo('messages', {}, { to: u.id, name: u.display_name || u.username })}
                navigate={navigate}
              >
                {TEXTS.edit.messages}
              </TextLink>
              {canSeeSessions(me) && (
                <TextLink
                  to={linkTo(
                    'userSessions',
                    {},
                    { user: u.id, name: u.display_name || u.username },
                  )}
                  navigate={navigate}
                >
                  {TEXTS.edit.sessionsLink}
                </TextLink>
              )}
            </Stack>
          </Card>
        </Stack>
      </Columns>
    );
  }
  return (
    <Page title={TEXTS.titles.userEditScreen} backAction={back}>
      {user.data && (
        <Who>
          {user.data.display_name || user.data.username} <span>{user.data.email}</span>
        </Who>
      )}
      {body}
    </Page>
  );
}
