import { Fragment } from 'react';
import { Alert, Card, Spinner } from '@care/shared';
import styled from 'styled-components';
import { TEXTS } from '../../../texts';
import type { HealthViewState } from './health-summary-card';

const T = TEXTS.health.read;

const Divider = styled.hr`
  margin: ${({ theme }) => theme.space(2)} 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** Spec 2.8's read view: Overview (details), Allergies and Medications, separated by dividers. */
export function HealthReadView({ state, hasToken }: { state: HealthViewState; hasToken: boolean }) {
  let body;
  if (!hasToken) body = <Alert severity="error">{T.noToken}</Alert>;
  else if (state.status === 'loading') body = <Spinner label={TEXTS.loading} size={32} />;
  else if (state.status === 'error') body = <Alert severity="error">{T.fetchFailed}</Alert>;
  else if (state.status === 'empty' || !state.profile) body = <Text>{T.noData}</Text>;
  else {
    const parts = [
      { heading: T.overview, text: state.profile.details },
      { heading: T.allergies, text: state.profile.allergies },
      { heading: T.medications, text: state.profile.medications },
    ];
    body = parts.map((part, index) => (
      <Fragment key={part.heading}>
        {index > 0 && <Divider />}
        <section>
          <Heading>{part.heading}</Heading>
          <Text>{part.text !== '' ? part.text : T.none}</Text>
        </section>
      </Fragment>
    ));
  }
  return <Card title={T.title}>{body}</Card>;
}
