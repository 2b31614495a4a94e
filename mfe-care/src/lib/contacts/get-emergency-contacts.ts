import { apiClient, queryKeys, useSessionStore, retryUnlessRefused } from '@care/shared';
import type { ApiSchema } from '@care/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** One emergency contact (spec 3), as GET /users/{id}/emergency-contacts/ answers it. */
export type EmergencyContact = ApiSchema<'EmergencyContact'>;

/** Spec 9: a phone number has at most 20 characters; a loaded one with more digits is skipped (spec 5). */
export const MAX_PHONE_LENGTH = 20;

/** Spec 5: loaded contacts carry their phone number as digits only; more than 20 digits: not a contact. */
export function normaliseContacts(body: unknown): EmergencyContact[] {
  const list: unknown = Array.isArray(body)
    ? body
    : body !== null && typeof body === 'object' && 'results' in body
      ? body.results
      : [];
  if (!Array.isArray(list)) return [];
  return (list as Partial<EmergencyContact>[])
    .filter((contact): contact is EmergencyContact => typeof contact.id === 'number')
    .map((contact) => ({
      ...contact,
      phone_number:
        typeof contact.phone_number === 'string' ? contact.phone_number.replace(/\D/g, '') : '',
    }))
    .filter((contact) => contact.phone_number.length <= MAX_PHONE_LENGTH);
}

/** Spec 7: the list is read with a no-cache header (always fresh from the server). */
async function getEmergencyContacts(personId: number): Promise<EmergencyContact[]> {
  const { data } = await apiClient.get<unknown>(`/users/${personId}/emergency-contacts/`, {
    headers: { 'Cache-Control': 'no-cache' },
  });
  return normaliseContacts(data);
}

function emergencyContactsQueryOptions(userId: number | null, personId: number | null) {
  return queryOptions({
    queryKey: queryKeys.person(userId, 'emergency-contacts', personId),
    queryFn: () => getEmergencyContacts(personId ?? 0),
    retry: retryUnlessRefused,
    enabled: userId !== null && personId !== null,
  });
}

export function useEmergencyContacts(
  personId: number | null,
  options: { refetchMs?: number } = {},
) {
  const userId = useSessionStore((state) => state.userId);
  return useQuery({
    ...emergencyContactsQueryOptions(userId, personId),
    ...(options.refetchMs === undefined ? {} : { refetchInterval: options.refetchMs }),
  });
}
