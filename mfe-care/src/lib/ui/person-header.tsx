import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, failureMessage, Spinner } from '@care/shared';
import { TEXTS } from '../../texts';
import { usePerson } from '../person/get-person';
import { browserZone, zoneName } from '../time';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Whose plan this is, and the zone its times are in when it is not the browser's. */
export function ZoneNote({ name, zone }: { name: string; zone: string }) {
  if (zone === browserZone()) return null;
  return <Line>{TEXTS.common.zoneNote(name, zone, zoneName(zone))}</Line>;
}

export interface PersonInfo {
  id: number;
  name: string;
  zone: string;
}

/** Loads the person a screen is about, then shows `children` with their name and time zone. */
export function PersonGate({
  patientId,
  children,
}: {
  patientId: string;
  children: (person: PersonInfo) => ReactNode;
}) {
  const person = usePerson(patientId);
  if (person.isPending) return <Spinner label={TEXTS.common.loading} />;
  if (person.isError) {
    return (
      <Alert severity="error">{failureMessage(person.error, TEXTS.common.personLoadFailed)}</Alert>
    );
  }
  const info = { id: person.data.id, name: person.data.display_name, zone: person.data.time_zone };
  return (
    <>
      <ZoneNote name={info.name} zone={info.zone} />
      {children(info)}
    </>
  );
}
