import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, ROUTES, useSessionStore } from '@care/shared';
import { TEXTS } from '../../texts';
import { inactivityLimitFor } from './inactivity-rules';
import { useInactivity } from './use-inactivity';

/** Spec 2.14 / 4.5: the warning modal and the logout at the end of it. */
export function InactivityWatcher({ enabled, isAdmin }: { enabled: boolean; isAdmin: boolean }) {
  const navigate = useNavigate();
  const logout = useSessionStore((state) => state.logout);
  const onTimeout = useCallback(() => {
    logout()
      .catch((error: unknown) => console.error(error))
      .finally(() => void navigate(ROUTES.login, { replace: true }));
  }, [logout, navigate]);
  const { secondsLeft, stayActive } = useInactivity({
    enabled,
    limitMs: inactivityLimitFor(isAdmin),
    onTimeout,
  });
  return (
    <Dialog
      open={secondsLeft !== null}
      onOpenChange={(open) => {
        if (!open) stayActive();
      }}
      title={TEXTS.inactivity.title}
      description={TEXTS.inactivity.message(secondsLeft ?? 0)}
      actions={<Button onClick={stayActive}>{TEXTS.inactivity.stay}</Button>}
    />
  );
}
