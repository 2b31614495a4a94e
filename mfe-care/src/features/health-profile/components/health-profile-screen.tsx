import {
  apiErrorStatus,
  Button,
  homePath,
  Page,
  problemOf,
  hasAccessToken,
  Spinner,
  Stack,
  useSessionStore,
} from '@care/shared';
import type { NavigateFn, UserScreenProps } from '@care/shared';
import { positiveId } from '../../../lib/ids';
import { usePerson } from '../../../lib/person/get-person';
import { usePersonTitle } from '../../../lib/person/person-title';
import { ScreenProblem } from '../../../lib/ui/screen-problem';
import { TEXTS } from '../../../texts';
import { useHealthProfile } from '../api/get-health-profile';
import { HealthProfileForm } from './health-profile-form';
import { HealthReadView } from './health-read-view';
import { HealthSummaryCard, type HealthViewState } from './health-summary-card';

const T = TEXTS.health;

/** Spec 8: the screen's message for a failed load, by status. */
function loadErrorText(error: unknown): string {
  const status = apiErrorStatus(error);
  if (status === 403) return T.denied;
  if (status === 404) return T.notFound;
  return T.loadFailed;
}

/**
 * Spec 2.8's '← Back to Dashboard' for those who have a dashboard (admins); a caregiver's goes back to the
 * people they care for; anyone else's is a plain step back (no dashboard is promised to them).
 */
function BackButton({ navigate }: { navigate: NavigateFn }) {
  const { userId, isAdmin, isCaregiver } = useSessionStore();
  if (isAdmin) {
    return (
      <Button variant="text" onClick={() => navigate(-1)}>
        {TEXTS.back}
      </Button>
    );
  }
  if (isCaregiver) {
    return (
      <Button variant="text" onClick={() => navigate(homePath(userId, false, true))}>
        {T.backToPeople}
      </Button>
    );
  }
  return (
    <Button variant="text" onClick={() => navigate(-1)}>
      {T.backPlain}
    </Button>
  );
}

/**
 * Spec 2.8: the health profile of one person, at /users/{id}/health-profile and /health-profile/{id}: the
 * summary card, the read view and the edit form. Fetched only for a numeric id; never a blank page. The
 * person is looked up first, so that an id that names no one is one calm "not found" and no form.
 */
export function HealthProfileScreen({ params, navigate }: UserScreenProps) {
  const personId = positiveId(params.userId);
  const hasToken = hasAccessToken();
  const person = usePerson(hasToken ? personId : null);
  const query = useHealthProfile(hasToken && person.isSuccess ? personId : null);
  const title = usePersonTitle(T.title, personId);
  const status = apiErrorStatus(query.error);

  let content;
  // Spec 8's 'Health profile not found for this user.', inside the one calm pattern.
  if (personId === null)
    content = <ScreenProblem problem="notFound" navigate={navigate} message={T.notFound} />;
  else if (!hasToken) content = <HealthReadView state={{ status: 'loading' }} hasToken={false} />;
  else if (person.isError) {
    const problem = problemOf(person.error);
    content = (
      <ScreenProblem
        problem={problem}
        navigate={navigate}
        onRetry={() => void person.refetch()}
        {...(problem === 'loadFailed'
          ? {}
          : { message: problem === 'notFound' ? T.notFound : T.denied })}
      />
    );
  } else if (person.isPending) content = <Spinner label={TEXTS.loading} />;
  else if (query.isError && status !== 404) {
    const problem = problemOf(query.error);
    content = (
      <ScreenProblem
        problem={problem}
        navigate={navigate}
        onRetry={() => void query.refetch()}
        message={loadErrorText(query.error)}
      />
    );
  } else {
    const state: HealthViewState = query.isPending
      ? { status: 'loading' }
      : query.data
        ? { status: 'ready', profile: query.data }
        : { status: 'empty' };
    content = (
      <>
        {/* The person exists and has no profile yet: the form below starts one. */}
        <HealthSummaryCard state={state} />
        <HealthReadView state={state} hasToken />
        {!query.isPending && (
          <HealthProfileForm key={personId} userId={params.userId} profile={query.data} />
        )}
      </>
    );
  }

  return (
    <Page title={title} maxWidth="md" backAction={<BackButton navigate={navigate} />}>
      <Stack gap={3}>{content}</Stack>
    </Page>
  );
}
