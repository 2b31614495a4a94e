import { useState } from 'react';
import { Alert, Button, Card, ConfirmDialog, Stack } from '@care/shared';
import { Badge } from '../../../lib/table';
import { TEXTS } from '../../../texts';
import { useAccountAction } from '../api/account-actions';
import type { AccountAction } from '../api/account-actions';
import type { AdminUser } from '../api/get-user';
import { actionError } from '../lib/save-error';

const T = TEXTS.edit;
const A = TEXTS.userAdmin;

/** Spec 4.6: pending approval = not approved and no clinical admin assigned. */
const isPendingApproval = (u: AdminUser): boolean =>
  !u.is_approved && u.assigned_clinical_admin_id === null;

/** What an action says once done (read when it is said, in the page's language). */
function success(action: AccountAction): string {
  if (action === 'approve') return A.approved;
  if (action === 'reject') return A.rejected;
  return A.statusUpdated;
}

function failure(action: AccountAction, error: unknown): string {
  if (action === 'approve') return actionError(error, A.approveFailed, A.approveError);
  if (action === 'reject') return actionError(error, A.rejectFailed, A.rejectError);
  return A.statusFailed;
}

/**
 * The account's state and what may be done with it. Approve and Reject show only under spec 4.6's
 * rule (not approved, no clinical admin) and, like activate/deactivate, only to a superuser with
 * staff status (spec 6): everyone else sees the state.
 */
export function AccountStatus({
  user,
  canManageAccounts,
}: {
  user: AdminUser;
  canManageAccounts: boolean;
}) {
  const act = useAccountAction(String(user.id));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirm, setConfirm] = useState<'reject' | 'deactivate' | null>(null);
  const name = user.display_name || user.username;
  const pending = isPendingApproval(user);

  const run = async (action: AccountAction) => {
    setConfirm(null);
    setMessage(null);
    try {
      await act.mutateAsync(action);
      setMessage({ ok: true, text: success(action) });
    } catch (error) {
      setMessage({ ok: false, text: failure(action, error) });
    }
  };

  return (
    <Card title={T.status}>
      <Stack direction="row" gap={2} align="center" wrap>
        {pending && user.is_active && <Badge tone="warn">{T.statusPending}</Badge>}
        {user.is_active ? (
          <Badge tone="good">{T.statusActive}</Badge>
        ) : (
          <Badge tone="bad">{T.statusInactive}</Badge>
        )}
        {canManageAccounts && pending && (
          <>
            <Button
              busy={act.isPending && act.variables === 'approve'}
              onClick={() => void run('approve')}
            >
              {T.approve}
            </Button>
            <Button variant="danger" onClick={() => setConfirm('reject')}>
              {T.reject}
            </Button>
          </>
        )}
        {canManageAccounts &&
          (user.is_active ? (
            <Button variant="secondary" onClick={() => setConfirm('deactivate')}>
              {T.deactivate}
            </Button>
          ) : (
            <Button
              variant="secondary"
              busy={act.isPending && act.variables === 'activate'}
              onClick={() => void run('activate')}
            >
              {T.activate}
            </Button>
          ))}
      </Stack>
      {!canManageAccounts && pending && <p>{T.pendingNote}</p>}
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'reject' ? T.confirmReject : T.confirmDeactivate}
        message={confirm === 'reject' ? T.confirmRejectText(name) : T.confirmDeactivateText(name)}
        confirmLabel={confirm === 'reject' ? T.reject : T.deactivate}
        danger
        busy={act.isPending}
        onConfirm={() => void run(confirm ?? 'deactivate')}
        onCancel={() => setConfirm(null)}
      />
    </Card>
  );
}
