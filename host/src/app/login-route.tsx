import { FullPageLoader } from '@care/shared';
import { KioskSetupSlot } from '../features/kiosk-setup/kiosk-setup-slot';
import { TEXTS } from '../texts';
import { useHostSettings } from '../lib/host-settings';
import type { ScreenRoute as ScreenRouteDef } from './route-table';
import { ScreenRoute } from './screen-route';
import { useSessionView } from './session-view';

/** /auth/login: the login parcel, or the kiosk setup card on a kiosk; nothing while redirecting away. */
export function LoginRoute({ screen }: { screen: ScreenRouteDef }) {
  const { isAuthenticated, userId } = useSessionView();
  const { profile, openSiteProfile } = useHostSettings();
  // Authenticated: the login redirect (redirect-rules.ts) sends the user home.
  if (isAuthenticated && userId !== null) return <FullPageLoader text={TEXTS.loading} />;
  // A kiosk has no login form; an administrator opens it from the setup card (the site profile).
  if (profile === 'kiosk') return <KioskSetupSlot onAdminSignIn={openSiteProfile} />;
  return <ScreenRoute screen={screen} />;
}
