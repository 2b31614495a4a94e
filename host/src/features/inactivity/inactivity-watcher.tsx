import { useCallback } from 'react';
import { Button, Dialog, useSessionStore } from '@care/shared';
import { TEXTS } from '../../texts';
import { inactivityLimitFor } from '../../lib/inactivity-rules';
import { useInactivity } from './use-inactivity';

/** Spec 2.14 / 4.5: the warning modal and the logout at the end of it. */
export function InactivityWatcher({ enabled, isAdmin }: { enabled: boolean; isAdmin: boolean }) {
  const logout = useSessionStore((state) => state.logout);
  // The session ends; the host's redirect rules then go to /auth/login (spec 4.5 step 3).
  const onTimeout = useCallback(() => void logout(), [logout]);
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
