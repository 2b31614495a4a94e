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
  const H = TEXTS.helpBody;
  switch (topic) {
    case 'helpCenter':
      return (
        <ul>
          <li>{H.brand}</li>
          <li>{H.userManagement}</li>
          <li>{H.profileMenu}</li>
        </ul>
      );
    case 'contactSupport':
      return <p>{H.contactSupport(user ? user.username || user.email : null)}</p>;
    case 'liveChatSupport':
      return <p>{H.liveChat}</p>;
    case 'knowledgeBase':
      return (
        <dl>
          <dt>{H.passwordTitle}</dt>
          <dd>{H.passwordHow}</dd>
          <dt>{H.notificationsTitle}</dt>
          <dd>{H.notificationsHow}</dd>
          <dt>{H.kioskTitle}</dt>
          <dd>{H.kioskHow}</dd>
          <dt>{H.signOutTitle}</dt>
          <dd>
            {H.signOutHow(minutes(ADMIN_INACTIVITY_LIMIT_MS), seconds(INACTIVITY_WARNING_MS))}
          </dd>
        </dl>
      );
    case 'systemStatus':
      return (
        <dl>
          <dt>{H.signedInAs}</dt>
          <dd>{user ? user.display_name || user.username || user.email : '—'}</dd>
          <dt>{H.kioskMode}</dt>
          <dd>{kioskMode ? H.on : H.off}</dd>
          <dt>{H.remotesProfile}</dt>
          <dd>
            {profile}
            {config ? `: ${config.profiles[profile].join(', ')}` : ''}
          </dd>
          <dt>{H.api}</dt>
          <dd>{config?.apiBaseUrl ?? '—'}</dd>
        </dl>
      );
    case 'submitFeedback':
      return <p>{H.feedback}</p>;
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
