import { Alert, apiErrorStatus, Button, Page, readAccessToken, Stack } from '@care/shared';
import type { UserScreenProps } from '@care/shared';
import { positiveId } from '../../../lib/ids';
import { usePersonTitle } from '../../../lib/person/person-title';
import { TEXTS } from '../../../texts';
import { useHealthProfile } from '../api/get-health-profile';
import { HealthProfileForm } from './health-profile-form';
import { HealthReadView } from './health-read-view';
import { HealthSummaryCard, type HealthViewState } from './health-summary-card';

const T = TEXTS.health;

/** Spec 8: the screen's message for a failed load, by status. */
export function loadErrorText(error: unknown): string {
  const status = apiErrorStatus(error);
  if (status === 403) return T.denied;
  if (status === 404) return T.notFound;
  return T.loadFailed;
}

/**
 * Spec 2.8: the health profile of one person, at /users/{id}/health-profile and /health-profile/{id}: the
 * summary card, the read view and the edit form. Fetched only for a numeric id; never a blank page.
 */
export function HealthProfileScreen({ params, navigate }: UserScreenProps) {
  const personId = positiveId(params.userId);
  const hasToken = readAccessToken() !== null;
  const query = useHealthProfile(hasToken ? personId : null);
  const title = usePersonTitle(T.title, personId);
  const status = apiErrorStatus(query.error);

  let content;
  if (personId === null) content = <Alert severity="error">{T.form.invalidUser}</Alert>;
  else if (!hasToken) content = <HealthReadView state={{ status: 'loading' }} hasToken={false} />;
  else if (query.isError && status !== 404) {
    content = (
      <Alert severity="error">
        {loadErrorText(query.error)}
        {status !== 403 && (
          <div>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {T.retry}
            </Button>
          </div>
        )}
      </Alert>
    );
  } else {
    const state: HealthViewState = query.isPending
      ? { status: 'loading' }
      : query.data
        ? { status: 'ready', profile: query.data }
        : { status: 'empty' };
    content = (
      <>
        {status === 404 && <Alert severity="info">{T.notFound}</Alert>}
        <HealthSummaryCard state={state} />
        <HealthReadView state={state} hasToken />
        {!query.isPending && (
          <HealthProfileForm key={personId} userId={params.userId} profile={query.data} />
        )}
      </>
    );
  }

  return (
    <Page
      title={title}
      maxWidth="md"
      backAction={
        <Button variant="text" onClick={() => navigate(-1)}>
          {TEXTS.back}
        </Button>
      }
    >
      <Stack gap={3}>{content}</Stack>
    </Page>
  );
}
