import type { ReactNode } from 'react';
import styled from 'styled-components';
import { linkTo, problemOf, Spinner, TextLink, useSessionStore } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { TEXTS } from '../../texts';
import { positiveId } from '../ids';
import { usePerson } from '../person/get-person';
import { browserZone, zoneName } from '../time';
import { ScreenProblem } from './screen-problem';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PersonName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** Whose plan this is, and the zone its times are in when it is not the browser's. */
function ZoneNote({ name, zone }: { name: string; zone: string }) {
  if (zone === browserZone()) return null;
  return <Line>{TEXTS.common.zoneNote(name, zone, zoneName(zone))}</Line>;
}

/** The care-planning pages of one person; appointments and medications are admin-area pages (spec 2.2). */
export type PersonPage = 'appointments' | 'medications' | 'calendar' | 'food';
/** Each page is the route of the same name (`linkTo(page, { userId })`). */
const PAGES: readonly { page: PersonPage; adminOnly: boolean }[] = [
  { page: 'calendar', adminOnly: false },
  { page: 'appointments', adminOnly: true },
  { page: 'medications', adminOnly: true },
  { page: 'food', adminOnly: false },
];

const Pages = styled.nav`
  & > ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  & [aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** Whose plan this is, with links between their pages (the ones the viewer may open). */
function PersonPages({
  person,
  current,
  navigate,
}: {
  person: PersonInfo;
  current: PersonPage;
  navigate: NavigateFn;
}) {
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const shown = PAGES.filter((p) => isAdmin || !p.adminOnly);
  return (
    <Pages aria-label={TEXTS.common.personPages(person.name)}>
      <ul>
        {shown.map(({ page }) => (
          <li key={page}>
            {page === current ? (
              <span aria-current="page">{TEXTS.common.pages[page]}</span>
            ) : (
              <TextLink to={linkTo(page, { userId: person.id })} navigate={navigate}>
                {TEXTS.common.pages[page]}
              </TextLink>
            )}
          </li>
        ))}
      </ul>
    </Pages>
  );
}

export interface PersonInfo {
  id: number;
  name: string;
  zone: string;
}

/** Loads the person a screen is about, then shows `children` with their name and time zone. */
export function PersonGate({
  personId,
  page,
  children,
}: {
  personId: string;
  /** The page shown: the person's name and links to their other pages head it. */
  page?: { current: PersonPage; navigate: NavigateFn };
  children: (person: PersonInfo) => ReactNode;
}) {
  const person = usePerson(personId);
  // A path id that is no id ('abc', '0') names no one: the query never runs, so it must not spin for ever.
  if (positiveId(personId) === null) {
    return <ScreenProblem problem="notFound" navigate={page?.navigate} />;
  }
  if (person.isPending) return <Spinner label={TEXTS.common.loading} />;
  if (person.isError) {
    return (
      <ScreenProblem
        problem={problemOf(person.error)}
        navigate={page?.navigate}
        onRetry={() => void person.refetch()}
      />
    );
  }
  const info = { id: person.data.id, name: person.data.display_name, zone: person.data.time_zone };
  return (
    <>
      <PersonName>{info.name}</PersonName>
      {page && <PersonPages person={info} current={page.current} navigate={page.navigate} />}
      <ZoneNote name={info.name} zone={info.zone} />
      {children(info)}
    </>
  );
}
