import { apiClient, queryKeys, useSessionStore } from '@care/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

interface DeleteContact {
  personId: number;
  contactId: number;
}

/** DELETE /users/{id}/emergency-contacts/{contactId}/. */
async function deleteContact(target: DeleteContact): Promise<void> {
  await apiClient.delete(`/users/${target.personId}/emergency-contacts/${target.contactId}/`);
}

export function useDeleteContact() {
  const userId = useSessionStore((state) => state.userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_result, target) =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.person(userId, 'emergency-contacts', target.personId),
      }),
  });
}
