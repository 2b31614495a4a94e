import styled, { useTheme } from 'styled-components';
import { useRowsThatFit } from '../hooks/use-rows-that-fit';
import { localDateOf } from '../../../lib/time/clock-time';
import { formatDayAndMonth, formatTimeOfDay } from '../../../lib/time/format';
import { useNow } from '../../../lib/time/use-now';
import { CLOCK_TEXTS } from '../../../clock-texts';
import { useAppointments, type Appointment } from '../api/get-appointments';
import { List, Muted, Plain, Tile } from './tile';

const T = CLOCK_TEXTS.today;

const Title = styled.span`
  display: block;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const endOf = (a: Appointment): number => Date.parse(a.end_time ?? a.start_time);

/** Today's scheduled appointments that have not ended, and the first one after today. */
export function upcomingAppointments(
  appointments: readonly Appointment[],
  now: number,
  zone: string,
): { today: Appointment[]; next: Appointment | null } {
  const today = localDateOf(now, zone);
  const scheduled = appointments
    .filter((a) => a.status === 'scheduled' && endOf(a) >= now)
    .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
  const todays = scheduled.filter((a) => localDateOf(Date.parse(a.start_time), zone) === today);
  const next = scheduled.find((a) => localDateOf(Date.parse(a.start_time), zone) > today) ?? null;
  return { today: todays, next };
}

/** The next appointments today; when none are left, the next one on another day. */
export function TodayTile({
  personId,
  zone,
  capacity,
  showPlace,
  showNext,
  onMore,
}: {
  personId: number;
  zone: string;
  capacity: number;
  showPlace: boolean;
  /** With none left today, the next one on another day. */
  showNext: boolean;
  /** Opens the whole day's list ("and 1 more"). */
  onMore: () => void;
}) {
  const appointments = useAppointments(personId);
  const now = useNow(60_000);
  const { today, next } = upcomingAppointments(appointments.data ?? [], now, zone);
  // As many as fit in the tile's height in this language, at most the window's capacity.
  const fit = useRowsThatFit(
    capacity,
    today.map((a) => a.id).join(' '),
    useTheme().name === 'kiosk',
  );
  const shown = today.slice(0, fit.count);
  return (
    <Tile
      title={T.title}
      bodyRef={fit.ref}
      pending={appointments.isPending && appointments.fetchStatus === 'fetching'}
      more={{
        count: today.length - shown.length,
        what: CLOCK_TEXTS.moreOf.appointments,
        onOpen: onMore,
      }}
    >
      {appointments.isError && !appointments.data && <Plain>{T.failed}</Plain>}
      {shown.length > 0 && (
        <List>
          {shown.map((a) => (
            <li key={a.id}>
              <span>{formatTimeOfDay(Date.parse(a.start_time), zone)}</span>
              <Title>{a.title}</Title>
              {showPlace && a.location !== '' && <Muted>{a.location}</Muted>}
            </li>
          ))}
        </List>
      )}
      {appointments.isSuccess && today.length === 0 && (
        <>
          <Plain>{T.none}</Plain>
          {showNext && next && (
            <Muted>
              {T.next} {formatDayAndMonth(Date.parse(next.start_time), zone)},{' '}
              {formatTimeOfDay(Date.parse(next.start_time), zone)} — {next.title}
            </Muted>
          )}
        </>
      )}
    </Tile>
  );
}
