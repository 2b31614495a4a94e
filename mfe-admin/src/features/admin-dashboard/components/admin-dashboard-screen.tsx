import styled from 'styled-components';
import { Alert, Button, failureMessage, Page, Spinner, Stack, useMe } from '@care/shared';
import type { ScreenProps } from '@care/shared';
import { dateTime } from '../../../lib/format';
import { isFullAdmin } from '../../../lib/roles';
import { Muted } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import { useDashboard } from '../api/get-dashboard';
import { KiosksCard } from './kiosks-card';
import { MissedDosesCard } from './missed-doses-card';
import { NewVersionsCard } from './new-versions-card';
import { OpenSupportCard } from './open-support-card';
import { PendingApprovalsCard } from './pending-approvals-card';
import { QuickLinksCard } from './quick-links-card';
import { UnacknowledgedMessagesCard } from './unacknowledged-messages-card';
import { UsersByRoleCard } from './users-by-role-card';

const T = TEXTS.dashboard;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/**
 * The admin home: who needs attention first (approvals, missed doses, unacknowledged messages, open
 * support requests, silent kiosks), every item linking to where it is handled; then counts by role, other
 * tasks, and new versions of the app this browser may try.
 */
export function AdminDashboardScreen({ navigate }: ScreenProps) {
  const dashboard = useDashboard();
  const me = useMe().data;
  const data = dashboard.data;
  return (
    <Page title={TEXTS.titles.adminDashboardScreen}>
      {/* The button first: what arrives with the data comes after it and moves nothing (no layout shift). */}
      <Stack direction="row" gap={2} align="center" wrap>
        <Button
          variant="secondary"
          busy={dashboard.isFetching}
          onClick={() => void dashboard.refetch()}
        >
          {T.refresh}
        </Button>
        {data && <Muted>{T.refreshed(dateTime(data.generated_at))}</Muted>}
        {data?.scope === 'assigned' && <Muted>{T.scopeAssigned}</Muted>}
      </Stack>
      {dashboard.isPending && <Spinner label={TEXTS.loading} size={40} />}
      {dashboard.isError && !data && (
        <Alert severity="error">{failureMessage(dashboard.error, T.loadFailed)}</Alert>
      )}
      {data && (
        <>
          <h2>{T.attention}</h2>
          <Grid>
            <PendingApprovalsCard pending={data.pending_approvals} navigate={navigate} />
            <MissedDosesCard missed={data.missed_doses} navigate={navigate} />
            <UnacknowledgedMessagesCard messages={data.messages} navigate={navigate} />
            <OpenSupportCard support={data.support} navigate={navigate} />
          </Grid>
          <Stack gap={2}>
            <KiosksCard
              data={data.kiosks}
              navigate={navigate}
              canConfigure={me !== undefined && isFullAdmin(me)}
            />
            <UsersByRoleCard data={data.users} navigate={navigate} />
            <QuickLinksCard me={me} navigate={navigate} />
            <NewVersionsCard />
          </Stack>
        </>
      )}
    </Page>
  );
}
