import { Button, callIdentity, Card, Stack, testCall, useCallStore } from '@care/shared';
import { TEXTS } from '../../../texts';

/** The voice identity a person's kiosk registers with (the call contract: `user-<id>`). */
const kioskIdentity = (userId: number): string => `user-${userId}`;

/**
 * The admin side of browser calls: "Call this kiosk" rings the person's kiosk, which answers by itself, so a staff
 * member hears the room and is heard there: the kiosk's microphone and speaker checked from afar. "Test call"
 * is the echo test of this browser's own microphone and speaker first. Both go through the call contract;
 * the voice remote shows the call in its dock. One call at a time: both wait while a call is on.
 */
export function KioskCalls({ userId, name }: { userId: number; name: string }) {
  const busy = useCallStore((state) => state.call !== null && state.call.status !== 'closed');
  return (
    <Card title={TEXTS.edit.voice}>
      <Stack direction="row" gap={2} wrap>
        <Button disabled={busy} onClick={() => void callIdentity(kioskIdentity(userId), name)}>
          {TEXTS.edit.callKiosk}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void testCall()}>
          {TEXTS.edit.testCall}
        </Button>
      </Stack>
      <p>{TEXTS.edit.testCallHint}</p>
    </Card>
  );
}
