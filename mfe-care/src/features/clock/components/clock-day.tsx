import { useEffect, useRef } from 'react';
import { queryKeys, useSessionStore } from '@care/shared';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { useLocalDate } from '../../../lib/time/use-now';
import type { Capacity } from '../hooks/use-capacity';
import { useQuietHoursReload } from '../hooks/use-quiet-reload';
import { useScreenWakeLock } from '../hooks/use-wake-lock';
import { useAppointments } from '../api/get-appointments';
import { useClockDayDoses } from '../api/get-doses';
import { useMessages } from '../api/get-messages';
import { usePictures } from '../api/get-pictures';
import { AllTodayDialog, type AllTodaySection } from './all-today-dialog';
import { MedicinesTile } from './medicines-tile';
import { MessagesTile } from './messages-tile';
import { PictureTile } from './picture-tile';
import { TodayTile } from './today-tile';

// What the clock page needs only after its first commit, in a chunk of its own that the clock asks for then
// (clock-screen.tsx), so that the kiosk's first load is the clock face (docs/performance.md): the day's tiles and
// the day's list (they take the page's last row, which is there before them: nothing above moves when they
// arrive), the kiosk's always-on rules and its offline actions.

const KioskTiles = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 0;

  /* Medicines, today, messages, picture: widths for what each has to say. */
  & > * {
    flex: 1 1 0;
  }
  & > :nth-child(1) {
    flex-grow: 1.6;
  }
  & > :nth-child(3) {
    flex-grow: 1.2;
  }
  & > :nth-child(4) {
    flex-grow: 0.8;
  }
  /* Messages: as wide as Read and OK side by side need (messages-tile.tsx), in every language. */
  & > :nth-child(3) {
    min-width: min-content;
  }

  /*
   * A 600 px high kiosk (1024×600) also shows the picture, in a narrower tile without its caption line (its
   * alt text says it). The other tiles keep the widths their 24 px text needs (measured at 1024×600):
   * a dose's name and time beside its Taken button, the widest word of Today ('appointments'), Read and OK
   * side by side; the picture takes what is left (about 155 px).
   */
  @media (max-height: 699px) {
    gap: ${({ theme }) => theme.space(1)};

    & > :nth-child(1) {
      min-width: 41%;
    }
    /*
     * Today: its widest word, inside its padding: 196 px in English ('appointments', "No more appointments
     * today."); in other languages the width of their widest word, which leaves the room to the tiles beside it.
     */
    & > :nth-child(2) {
      min-width: 196px;
    }
    & > :nth-child(2):not(:lang(en)) {
      min-width: min-content;
    }
    /*
     * Messages: Read and OK at its two ends, apart, on one line: 238 px in English (messages-tile.tsx), wider
     * where the language's words for them are longer (docs/languages.md, "Longer words on the kiosk").
     */
    & > :nth-child(3) {
      min-width: min-content;
    }
  }
`;

const SiteTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};

  & > :last-child:nth-child(4) {
    min-height: 18rem;
  }
`;

/** When the local day changes, everything of "today" is fetched again (the doses follow their date key). */
function useRefetchOnNewDay(userId: number | null, personId: number | null, date: string): void {
  const queryClient = useQueryClient();
  const previous = useRef(date);
  useEffect(() => {
    if (previous.current === date) return;
    previous.current = date;
    for (const part of ['appointments', 'messages', 'pictures', 'emergency-contacts'] as const)
      void queryClient.invalidateQueries({ queryKey: queryKeys.person(userId, part, personId) });
  }, [queryClient, userId, personId, date]);
}

/**
 * True once each tile's list has answered (or failed; a query not running holds nothing back). The site's tiles
 * stack in one column on a phone: a list arriving later would push the tiles under it down (a layout shift), so
 * they show together. The same queries as the tiles' own, read here too: one request each.
 */
function useTilesSettled(personId: number, date: string): boolean {
  const lists = [
    useClockDayDoses(personId, date),
    useAppointments(personId),
    useMessages(personId),
    usePictures(personId),
  ];
  return lists.every((list) => !(list.isPending && list.fetchStatus !== 'idle'));
}

/** The tiles of the person's day; everything of "today" is fetched again when the local date changes. */
export function DayTiles({
  personId,
  zone,
  kiosk,
  capacity,
  isPerson,
  allOpen,
  openAll,
  closeAll,
}: {
  personId: number;
  zone: string;
  kiosk: boolean;
  capacity: Capacity;
  isPerson: boolean;
  /** The section the full-screen list of the day ("and N more") is open at; null: closed. */
  allOpen: AllTodaySection | null;
  openAll: (section: AllTodaySection) => void;
  closeAll: () => void;
}) {
  const userId = useSessionStore((state) => state.userId);
  const date = useLocalDate(zone);
  useRefetchOnNewDay(userId, personId, date);
  const settled = useTilesSettled(personId, date);
  const Tiles = kiosk ? KioskTiles : SiteTiles;
  // The kiosk's tiles sit side by side at a fixed height: each shows as it comes, without moving the others. The
  // site's mount hidden (their queries run) and show together.
  const hidden = !kiosk && !settled;
  return (
    <Tiles style={hidden ? { display: 'none' } : undefined}>
      <MedicinesTile
        personId={personId}
        date={date}
        zone={zone}
        capacity={capacity.doses}
        onMore={() => openAll('medicines')}
      />
      <TodayTile
        personId={personId}
        zone={zone}
        capacity={capacity.appointments}
        showPlace={!kiosk}
        showNext={capacity.roomy}
        onMore={() => openAll('appointments')}
      />
      <MessagesTile
        personId={personId}
        capacity={capacity.messages}
        kiosk={kiosk}
        lines={capacity.messageLines}
        isPerson={isPerson}
        onMore={() => openAll('messages')}
      />
      <PictureTile personId={personId} caption={capacity.roomy} />
      <AllTodayDialog
        section={allOpen}
        onClose={closeAll}
        personId={personId}
        date={date}
        zone={zone}
        isPerson={isPerson}
      />
    </Tiles>
  );
}

/** A kiosk's always-on rules live with its clock: the screen stays on, and the page renews itself daily. */
export function KioskAlwaysOn({ personKnown, zone }: { personKnown: boolean; zone: string }) {
  useScreenWakeLock(true);
  useQuietHoursReload(personKnown, zone);
  return null;
}

export { registerClockOfflineActions } from '../offline/offline-actions';
