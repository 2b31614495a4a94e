import { Button, Dialog, useMe, useSessionStore } from '@care/shared';
import { useHostSettings } from '../../lib/host-settings';
import { TEXTS } from '../../texts';
import type { HelpTopic } from '../../texts';
import { ADMIN_INACTIVITY_LIMIT_MS, INACTIVITY_WARNING_MS } from '../../lib/inactivity-rules';

const minutes = (ms: number): number => ms / 60000;
const seconds = (ms: number): number => ms / 1000;

/** What each Help menu item opens: guidance that is true of this installation, nothing pretend. */
function HelpBody({ topic }: { topic: HelpTopic }) {
  const { profile, config } = useHostSettings();
  const kioskMode = useSessionStore((state) => state.kioskMode);
  const user = useMe().data;
  switch (topic) {
    case 'helpCenter':
      return (
        <ul>
          <li>The brand at the top left opens the admin dashboard.</li>
          <li>
            User Management lists the accounts you look after; open one to edit it, approve it or
            set up a kiosk.
          </li>
          <li>
            The profile menu at the top right holds your profile, password, notification settings
            and Logout.
          </li>
        </ul>
      );
    case 'contactSupport':
      return (
        <p>
          Support for this installation is given by your care organisation&apos;s system
          administrator. Tell them your user name{user ? ` (${user.username || user.email})` : ''},
          the page you were on and what you expected to happen.
        </p>
      );
    case 'liveChatSupport':
      return (
        <p>
          This installation has no live chat. Contact your care organisation&apos;s system
          administrator instead (see Contact Support).
        </p>
      );
    case 'knowledgeBase':
      return (
        <dl>
          <dt>Changing your password</dt>
          <dd>Profile menu → Change Password.</dd>
          <dt>Choosing which notifications you get</dt>
          <dd>Profile menu → Notification Settings.</dd>
          <dt>Setting up a kiosk clock</dt>
          <dd>
            User Management → the user → Kiosk Configuration; enter the device ID the kiosk shows.
          </dd>
          <dt>Automatic sign-out</dt>
          <dd>
            After {minutes(ADMIN_INACTIVITY_LIMIT_MS)} minutes without activity you are signed out;
            a warning appears {seconds(INACTIVITY_WARNING_MS)} seconds before.
          </dd>
        </dl>
      );
    case 'systemStatus':
      return (
        <dl>
          <dt>Signed in as</dt>
          <dd>{user ? user.display_name || user.username || user.email : '—'}</dd>
          <dt>Kiosk mode</dt>
          <dd>{kioskMode ? 'On' : 'Off'}</dd>
          <dt>Remotes profile</dt>
          <dd>
            {profile}
            {config ? `: ${config.profiles[profile].join(', ')}` : ''}
          </dd>
          <dt>API</dt>
          <dd>{config?.apiBaseUrl ?? '—'}</dd>
        </dl>
      );
    case 'submitFeedback':
      return (
        <p>
          Feedback goes to your care organisation&apos;s system administrator, who passes it on to
          the product team. Say what you were doing and what would have helped.
        </p>
      );
  }
}

export function HelpDialog({ topic, onClose }: { topic: HelpTopic | null; onClose: () => void }) {
  return (
    <Dialog
      open={topic !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={topic ? TEXTS.help[topic] : ''}
      actions={<Button onClick={onClose}>{TEXTS.help.close}</Button>}
    >
      {topic && <HelpBody topic={topic} />}
    </Dialog>
  );
}
