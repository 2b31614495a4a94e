import { apiClient } from '@care/shared';
import type { ApiResponse } from '@care/shared';
import { useMutation } from '@tanstack/react-query';

/** `{detail, to}`: the address the appointment went to. */
export type SentEmail = ApiResponse<'/appointments/{id}/send-email/', 'post'>;

/** POST /appointments/{id}/send-email/: the appointment with its .ics, to the person's address. */
export function useSendAppointmentEmail() {
  return useMutation({
    mutationFn: async (appointmentId: number) =>
      (await apiClient.post<SentEmail>(`/appointments/${appointmentId}/send-email/`)).data,
  });
}
