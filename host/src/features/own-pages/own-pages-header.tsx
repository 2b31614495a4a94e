import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, homePath, ROUTES, TextLink, useSessionStore } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { TEXTS } from '../../texts';

const H = TEXTS.ownPages;

const Strip = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Lined up with the pages below it (shared's Page: at most `lg` wide, 16 px at the sides). */
const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: ${({ theme }) => theme.widths.lg}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The page one is on: named as the links are, marked as the current page, not a link to itself. */
const Current = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.targetSize}px;
  padding: 0 ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
`;

const SignOut = styled.div`
  margin-left: auto;
`;

function PageLink({
  to,
  label,
  pathname,
  navigate,
}: {
  to: string;
  label: string;
  pathname: string;
  navigate: NavigateFn;
}) {
  return (
    <li>
      {pathname === to ? (
        <Current aria-current="page">{label}</Current>
      ) : (
        <TextLink to={to} navigate={navigate}>
          {label}
        </TextLink>
      )}
    </li>
  );
}

/**
 * docs/product.md 2.3 _(our choice)_: the navbar is the admins' (spec 2.3, 6). Everyone else signed in outside
 * kiosk mode has this header at the top of the page instead: their home (a caregiver's people, anyone else's
 * own clock page), their profile, and Sign out. The session store shows a failed sign-out's message itself
 * (spec 4.1 step 8) and the host's redirect rules then open login.
 */
export function OwnPagesHeader() {
  const { pathname } = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useCallback<NavigateFn>(
    (to, options) => {
      if (typeof to === 'number') void routerNavigate(to);
      else void routerNavigate(to, options);
    },
    [routerNavigate],
  );
  const userId = useSessionStore((state) => state.userId);
  const isCaregiver = useSessionStore((state) => state.isCaregiver);
  const logout = useSessionStore((state) => state.logout);
  const [leaving, setLeaving] = useState(false);
  const home = homePath(userId, false, isCaregiver);
  const signOut = () => {
    if (leaving) return;
    setLeaving(true);
    void logout().finally(() => setLeaving(false));
  };

  return (
    <Strip>
      <Bar aria-label={H.label}>
        <Links>
          <PageLink
            to={home}
            label={home === ROUTES.people ? H.people : H.clock}
            pathname={pathname}
            navigate={navigate}
          />
          <PageLink to={ROUTES.profile} label={H.profile} pathname={pathname} navigate={navigate} />
        </Links>
        <SignOut>
          <Button variant="secondary" busy={leaving} onClick={signOut}>
            {H.signOut}
          </Button>
        </SignOut>
      </Bar>
    </Strip>
  );
}
