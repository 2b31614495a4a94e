import { useState } from 'react';
import { Alert, Button, Card, failureMessage, SelectField, Stack } from '@care/shared';
import { PersonPicker } from '../../../lib/person-picker';
import { TEXTS } from '../../../texts';
import {
  useAssignClinician,
  useCaregivers,
  useClinicalAdmins,
  useSetCaregivers,
} from '../api/care-team';
import type { AdminUser } from '../api/get-user';

const T = TEXTS.edit;

/**
 * Who looks after this person: their clinical admin (spec 1: clinical admins are assigned to
 * individual users) and the caregivers linked to them. Full admins change both; others see them.
 */
export function CareTeam({ user, canManage }: { user: AdminUser; canManage: boolean }) {
  const id = String(user.id);
  const clinicians = useClinicalAdmins(canManage);
  const assign = useAssignClinician(id);
  const caregivers = useCaregivers(id);
  const setCaregivers = useSetCaregivers(id);
  const [clinician, setClinician] = useState(String(user.assigned_clinical_admin_id ?? ''));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const linked = caregivers.data ?? [];

  const saveClinician = async () => {
    setMessage(null);
    try {
      await assign.mutateAsync(clinician === '' ? null : Number(clinician));
      setMessage({ ok: true, text: T.clinicianSaved });
    } catch (error) {
      setMessage({ ok: false, text: failureMessage(error, T.clinicianFailed) });
    }
  };
  const saveCaregivers = async (ids: number[]) => {
    setMessage(null);
    try {
      await setCaregivers.mutateAsync(ids);
      setMessage({ ok: true, text: T.caregiversSaved });
    } catch (error) {
      setMessage({ ok: false, text: failureMessage(error, T.caregiversFailed) });
    }
  };

  return (
    <Card title={T.careTeam}>
      <Stack gap={2}>
        {canManage ? (
          <Stack direction="row" gap={1} align="flex-end" wrap>
            <SelectField
              label={T.clinician}
              value={clinician}
              onChange={(event) => setClinician(event.target.value)}
              options={[
                { value: '', label: T.clinicianNone },
                ...(clinicians.data ?? []).map((c) => ({
                  value: String(c.id),
                  label: c.display_name || c.email,
                })),
              ]}
            />
            <Button
              variant="secondary"
              busy={assign.isPending}
              onClick={() => void saveClinician()}
            >
              {T.saveClinician}
            </Button>
          </Stack>
        ) : (
          <p>
            {T.clinician}: {user.assigned_clinical_admin?.display_name ?? T.clinicianNone}
          </p>
        )}
        <div>
          <strong>{T.caregivers}</strong>
          {linked.length === 0 ? (
            <p>{T.caregiversNone}</p>
          ) : (
            <ul>
              {linked.map((c) => (
                <li key={c.id}>
                  {c.display_name || c.email}{' '}
                  {canManage && (
                    <Button
                      variant="text"
                      aria-label={T.removeCaregiver(c.display_name || c.email)}
                      onClick={() =>
                        void saveCaregivers(linked.filter((x) => x.id !== c.id).map((x) => x.id))
                      }
                    >
                      ✕
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {canManage && (
            <PersonPicker
              label={T.addCaregiver}
              onlyRole="caregiver"
              value={null}
              onChange={(person) => {
                if (person && !linked.some((c) => c.id === person.id)) {
                  void saveCaregivers([...linked.map((c) => c.id), person.id]);
                }
              }}
            />
          )}
        </div>
        {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      </Stack>
    </Card>
  );
}
