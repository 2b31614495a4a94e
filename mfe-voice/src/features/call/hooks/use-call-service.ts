import { useEffect } from 'react';
import {
  CALL_ERROR_TOAST_MS,
  CALL_STATUS_TOAST_MS,
  isAvailableForCalls,
  notify,
  registerCallImplementation,
  reportCallState,
  useCallStore,
} from '@care/shared';
import { log } from '../../../lib/log';
import { whenPageSettles } from '../../../lib/when-page-settles';
import { getVoiceToken } from '../api/get-voice-token';
import { CallController } from '../device/call-controller';
import type { ToastKind } from '../device/call-controller';
import { withGatewayWebSocket } from '../device/local-gateway-socket';
import type { VoiceSdk } from '../device/sdk-types';
import { setInputLevel } from '../stores/input-level-store';
import { microphoneSupported } from '../device/microphone-support';

/** Loads the Voice SDK chunk (with the local gateway's WebSocket in place while it evaluates). */
async function loadVoiceSdk(): Promise<VoiceSdk> {
  const { voiceGateway } = useCallStore.getState();
  const module = await withGatewayWebSocket(
    voiceGateway,
    () => import(/* webpackChunkName: "voice-sdk" */ '../device/voice-sdk'),
  );
  return module.createVoiceSdk(voiceGateway);
}

function toast(message: string, kind: ToastKind): void {
  notify(message, {
    severity: kind === 'error' ? 'error' : 'info',
    autoHideMs: kind === 'error' ? CALL_ERROR_TOAST_MS : CALL_STATUS_TOAST_MS,
  });
}

/** Creates the call controller for this mount, registers it as the call contract's implementation. */
export function useCallService(kioskMode: boolean): void {
  useEffect(() => {
    const controller = new CallController({
      kioskMode,
      loadSdk: loadVoiceSdk,
      fetchToken: getVoiceToken,
      publish: reportCallState,
      toast,
      onInputLevel: setInputLevel,
      microphoneSupported,
      now: () => Date.now(),
      log,
    });
    const unregister = registerCallImplementation(controller);
    const cancel = whenPageSettles(() => controller.start(isAvailableForCalls()));
    return () => {
      cancel();
      unregister();
      controller.dispose();
    };
  }, [kioskMode]);
}
