import { Alert, Card, Spinner } from '@care/shared';
import styled from 'styled-components';
import { TEXTS } from '../../../texts';
import type { HealthProfile } from '../api/get-health-profile';

const T = TEXTS.health;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  white-space: pre-line;
`;

export interface HealthViewState {
  status: 'loading' | 'error' | 'empty' | 'ready';
  profile?: HealthProfile;
  /** The message for 'error'. */
  error?: string;
}

/** Spec 2.8's summary card: details (or 'No details available.') and the optional additional information. */
export function HealthSummaryCard({ state }: { state: HealthViewState }) {
  let body;
  if (state.status === 'loading') body = <Spinner label={TEXTS.loading} size={32} />;
  else if (state.status === 'error') body = <Alert severity="error">{state.error}</Alert>;
  else if (state.status === 'empty' || !state.profile) body = <Text>{T.empty}</Text>;
  else
    body = (
      <>
        <Text>{state.profile.details !== '' ? state.profile.details : T.noDetails}</Text>
        {state.profile.additionalInfo !== '' && <Text>{state.profile.additionalInfo}</Text>}
      </>
    );
  return <Card title={T.summaryTitle}>{body}</Card>;
}
