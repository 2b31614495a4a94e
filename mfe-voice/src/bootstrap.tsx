import { configureCalls, renderStandalone } from '@care/shared';
import { CallService } from './features/call/components/call-service';
import { TEXTS } from './texts';

// Standalone development page: the dock against a local gateway started with `npm start`.
configureCalls({ voiceGateway: 'localhost:4100' });

renderStandalone({
  title: TEXTS.standaloneTitle,
  screens: [
    {
      path: '/',
      label: TEXTS.titles.callService,
      render: () => <CallService kioskMode={false} />,
    },
  ],
});
