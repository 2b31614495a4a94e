import type { FunctionComponent } from 'react';
import type { CallServiceProps } from '@care/shared';
import { useCallService } from '../hooks/use-call-service';
import { CallDock } from './call-dock';
import { KioskCallScreen } from './kiosk-call-screen';

/**
 * The exposed CallService: implements the shared call contract with the Voice SDK for as long as the host keeps
 * it mounted, and shows the call. Kiosk: registered at all times, answers by itself, full-screen call screen.
 * Elsewhere: the corner dock.
 */
export const CallService: FunctionComponent<CallServiceProps> = ({ kioskMode }) => {
  useCallService(kioskMode);
  return kioskMode ? <KioskCallScreen /> : <CallDock />;
};
