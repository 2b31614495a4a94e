import styled from 'styled-components';
import { Dialog, useCallStore } from '@care/shared';
import { callTitle } from './call-labels';
import { CallPanel } from './call-panel';

/** Centred and not too wide: a kiosk screen is read from a bed or a chair. */
const Screen = styled(Dialog)`
  align-items: center;
  justify-content: center;

  & > * {
    width: 100%;
    max-width: ${({ theme }) => theme.widths.sm}px;
  }
`;

function stayOpen(): void {
  // Only hanging up (or the other side) ends the call screen.
}

/** The kiosk's call screen: full screen, large, over the clock while a call is on. */
export function KioskCallScreen() {
  const call = useCallStore((state) => state.call);
  if (!call) return null;
  return (
    <Screen
      open
      onOpenChange={stayOpen}
      title={callTitle(call)}
      fullScreen
      preventEscapeClose
      preventOutsideClose
    >
      <CallPanel call={call} />
    </Screen>
  );
}
