import { renderStandalone } from '@care/shared';
import { CallService } from './features/call/components/call-service';
import { TEXTS } from './texts';

renderStandalone({
  title: TEXTS.standaloneTitle,
  screens: [
    {
      path: '/',
      label: TEXTS.titles.callService,
      render: () => (
        <>
          <p>{TEXTS.notAvailable}</p>
          <CallService kioskMode={false} />
        </>
      ),
    },
  ],
});
