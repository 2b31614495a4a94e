import { ROUTES, TextLink, type NavigateFn } from '@care/shared';
import { PASSWORD_RESET_TEXTS } from '../../../texts';

/** The way back to sign-in that every state of the reset offers: asking, choosing, done. */
export function BackToSignIn({ navigate }: { navigate: NavigateFn }) {
  return (
    <TextLink to={ROUTES.login} navigate={navigate}>
      {PASSWORD_RESET_TEXTS.backToSignIn}
    </TextLink>
  );
}
