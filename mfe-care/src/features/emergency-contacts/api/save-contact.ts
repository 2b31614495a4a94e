import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmergencyContact } from '../../../lib/contacts/get-emergency-contacts';

/** The fields the contact forms send (spec 3), trimmed, contact_type defaulted (spec 5). */
export interface ContactFields {
  name: string;
  relationship: string;
  phone_number: string;
  email: string;
  notes: string;
  contact_type: string;
}

type SaveContact =
  | { personId: number; contactId?: undefined; fields: ContactFields }
  | { personId: number; contactId: number; fields: ContactFields };

/** POST /users/{id}/emergency-contacts/ (new) or PUT …/{contactId}/ (edit). */
async function saveContact(save: SaveContact): Promise<EmergencyContact> {
  const base = `/users/${save.personId}/emergency-contacts/`;
  const { data } =
    save.contactId === undefined
      ? await apiClient.post<EmergencyContact>(base, save.fields)
      : await apiClient.put<EmergencyContact>(`${base}${save.contactId}/`, save.fields);
  return data;
}

export function useSaveContact() {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: (_saved, save) =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.person(userId, 'emergency-contacts', save.personId),
      }),
  });
}
