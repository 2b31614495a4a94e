import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { useQuery } from '@tanstack/react-query';

export type CalendarItem =
  | { kind: 'appointment'; item: ApiSchema<'Appointment'> }
  | { kind: 'medication'; item: ApiSchema<'Medication'> };
export type CalendarKind = CalendarItem['kind'];

const base = (kind: CalendarKind, id: string) =>
  `/${kind === 'appointment' ? 'appointments' : 'medications'}/${encodeURIComponent(id)}/`;

/** GET /appointments/{id}/ or /medications/{id}/: the item by its id alone (a link in an e-mail). */
async function getCalendarItem(kind: CalendarKind, id: string): Promise<CalendarItem> {
  if (kind === 'appointment') {
    const { data } = await apiClient.get<ApiSchema<'Appointment'>>(base(kind, id));
    return { kind, item: data };
  }
  const { data } = await apiClient.get<ApiSchema<'Medication'>>(base(kind, id));
  return { kind, item: data };
}

export function useCalendarItem(kind: CalendarKind, id: string) {
  const viewerId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: queryKeys.user(viewerId, 'calendar-item', kind, id),
    queryFn: () => getCalendarItem(kind, id),
    enabled: viewerId !== null,
  });
}

/** GET …/{id}/add-to-calendar/: the .ics text the API writes (ical-generator). */
export async function getCalendarFile(kind: CalendarKind, id: string): Promise<string> {
  const { data } = await apiClient.get<string>(`${base(kind, id)}add-to-calendar/`, {
    responseType: 'text',
    transformResponse: (body: unknown) => body,
  });
  return data;
}
