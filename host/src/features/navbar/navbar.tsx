import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Menu, roles, ROUTES, useMe, useSessionStore } from '@care/shared';
import type { MenuItem } from '@care/shared';
import { HELP_ITEMS, TEXTS } from '../../texts';
import type { HelpTopic } from '../../texts';
import { HelpDialog } from './help-dialog';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Spacer = styled.span`
  flex: 1;
`;

/**
 * Spec 2.3: brand, Help menu, profile menu, for admins outside kiosk mode (the shell decides; everyone else has
 * the header of their own pages, docs/product.md 2.3).
 */
export function Navbar() {
  const navigate = useNavigate();
  const user = useMe().data;
  const isCaregiver = useSessionStore((state) => state.isCaregiver);
  const logout = useSessionStore((state) => state.logout);
  const [topic, setTopic] = useState<HelpTopic | null>(null);
  const go = (path: string) => () => void navigate(path);

  const helpItems: MenuItem[] = HELP_ITEMS.map((item) => ({
    label: TEXTS.help[item],
    onSelect: () => setTopic(item),
  }));
  const identity = user ? user.display_name || user.username || user.email : '';
  const profileItems: MenuItem[] = [
    { label: identity, disabled: true },
    { label: TEXTS.profile.viewProfile, onSelect: go(ROUTES.profile) },
    { label: TEXTS.profile.editProfile, onSelect: go(ROUTES.profileEdit) },
    { label: TEXTS.profile.changePassword, onSelect: go(ROUTES.changePassword) },
    { label: TEXTS.profile.notificationSettings, onSelect: go(ROUTES.notifications) },
    // The signed-in browsers and kiosks, with a revoke for each (mfe-admin's User Sessions screen).
    ...(roles.canSeeSessions(user)
      ? [{ label: TEXTS.profile.userSessions, onSelect: go(ROUTES.userSessions) }]
      : []),
    // An admin's home is the dashboard; one who also cares for people reaches them here.
    ...(isCaregiver ? [{ label: TEXTS.profile.people, onSelect: go(ROUTES.people) }] : []),
    {
      label: TEXTS.profile.logout,
      // The session store shows a failure's message itself (spec 4.1 step 8).
      onSelect: () => void logout(),
    },
  ];

  return (
    <Bar aria-label={TEXTS.navbar.label}>
      <Button
        variant="text"
        aria-label={TEXTS.navbar.brandLabel}
        onClick={go(ROUTES.adminDashboard)}
      >
        {TEXTS.navbar.brand}
      </Button>
      <Spacer />
      <Menu trigger={TEXTS.navbar.helpMenu} items={helpItems} />
      <Menu trigger={TEXTS.navbar.profileMenu} items={profileItems} />
      <HelpDialog topic={topic} onClose={() => setTopic(null)} />
    </Bar>
  );
}
