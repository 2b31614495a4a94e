import { Card, Stack, TextLink, linkTo } from '@care/shared';
import type { CurrentUser, NavigateFn } from '@care/shared';
import { canManageAccounts, canSeeSessions, isFullAdmin } from '../../../lib/roles';
import { TEXTS } from '../../../texts';

const T = TEXTS.dashboard;

/** Links to the other admin screens, each shown only to who may use it. */
export function QuickLinksCard({
  me,
  navigate,
}: {
  me: CurrentUser | undefined;
  navigate: NavigateFn;
}) {
  return (
    <Card title={T.quickLinks}>
      <Stack direction="row" gap={2} wrap>
        <TextLink to={linkTo('userManagement')} navigate={navigate}>
          {T.linkUsers}
        </TextLink>
        <TextLink to={linkTo('messages')} navigate={navigate}>
          {T.linkMessages}
        </TextLink>
        {me !== undefined && isFullAdmin(me) && (
          <TextLink to={linkTo('auditLog')} navigate={navigate}>
            {T.linkAudit}
          </TextLink>
        )}
        {canSeeSessions(me) && (
          <TextLink to={linkTo('userSessions')} navigate={navigate}>
            {T.linkSessions}
          </TextLink>
        )}
        {canManageAccounts(me) && (
          <TextLink to={linkTo('backupRestore')} navigate={navigate}>
            {T.linkBackup}
          </TextLink>
        )}
      </Stack>
    </Card>
  );
}
