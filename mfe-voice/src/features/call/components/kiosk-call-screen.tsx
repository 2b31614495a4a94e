import { Dialog, useCallStore } from '@care/shared';
import { TEXTS } from '../../../texts';
import { partyLabel } from './call-labels';
import { CallPanel } from './call-panel';

function stayOpen(): void {
  // Only hanging up (or the other side) ends the call screen.
}

/** The kiosk's call screen: full screen, large, over the clock while a call is on. */
export function KioskCallScreen() {
  const call = useCallStore((state) => state.call);
  if (!call) return null;
  const who = partyLabel(call);
  return (
    <Dialog
      open
      onOpenChange={stayOpen}
      title={
        call.direction === 'incoming' ? TEXTS.panel.incomingFrom(who) : TEXTS.panel.callingTo(who)
      }
      fullScreen
      preventEscapeClose
      preventOutsideClose
    >
      <CallPanel call={call} />
    </Dialog>
  );
}
