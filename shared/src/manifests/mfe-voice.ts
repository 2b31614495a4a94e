import type { RemoteManifest } from './types';

/** mfe-voice: no route; the call service the host mounts on a kiosk (and on first use elsewhere). */
export const mfeVoice = {
  remote: 'mfe_voice',
  title: 'mfe-voice (standalone)',
  screens: [],
  parcels: [
    {
      module: 'CallService',
      kind: 'service',
      feature: 'call',
      title: 'Call Service',
      sampleProps: { kioskMode: false },
    },
  ],
} as const satisfies RemoteManifest;
