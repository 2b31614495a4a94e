import { useState } from 'react';
import type { FunctionComponent } from 'react';
import {
  buildPath,
  Page,
  problemOf,
  Spinner,
  Stack,
  TextLink,
  useSessionStore,
} from '@care/shared';
import type { ScreenProps } from '@care/shared';
import { ScreenProblem } from '../../../lib/ui/screen-problem';
import { TEXTS } from '../../../texts';
import { usePeople } from '../api/get-people';
import { usePeopleDays } from '../api/get-people-days';
import { PersonCard } from './person-card';

const P = TEXTS.people;

/**
 * A caregiver's home, /people (docs/product.md 2.15–2.16; the spec names no page for it, so the route is ours). Each person
 * they care for with today's medicines in colour and words, the next appointment, unread messages, the
 * kiosk's state, one-tap links to their pages and a "Send a message" form. Everything here is the person's
 * own data, which the API gives a linked caregiver; their appointments and medications pages stay behind the
 * spec's admin-area guard, so what a caregiver needs of them is here (today's medicines) and in the calendar.
 */
export const PeopleScreen: FunctionComponent<ScreenProps> = ({ navigate }) => {
  const people = usePeople();
  const { pending: daysPending, days } = usePeopleDays(people.data);
  const userId = useSessionStore((state) => state.userId);
  // The first screen waits for every card's day; once shown, the cards stay. A person linked meanwhile (the live
  // channel refreshes the list) gets a card when their own day has answered, and no card on screen gives way to the
  // spinner, which would lose a message being written or its confirmation (docs/product.md, a caregiver's home).
  const [shown, setShown] = useState(false);
  const ready = !people.isPending && !daysPending;
  if (ready && !shown) setShown(true);
  let content;
  if (people.isPending || (daysPending && !shown))
    content = <Spinner label={TEXTS.common.loading} />;
  else if (people.isError) {
    content = (
      <ScreenProblem
        problem={problemOf(people.error)}
        navigate={navigate}
        onRetry={() => void people.refetch()}
      />
    );
  } else if (people.data.length === 0) {
    const own = buildPath('clock', { userId });
    content = (
      <Stack gap={1}>
        <p>{P.none}</p>
        {own && (
          <TextLink to={own} navigate={navigate}>
            {P.ownClock}
          </TextLink>
        )}
      </Stack>
    );
  } else {
    content = (
      <Stack gap={3}>
        {people.data.map((person) => {
          const day = days.get(person.id);
          return (
            day &&
            !day.pending && (
              <PersonCard key={person.id} person={person} day={day} navigate={navigate} />
            )
          );
        })}
      </Stack>
    );
  }
  return (
    <Page title={P.title} maxWidth="md">
      {content}
    </Page>
  );
};
