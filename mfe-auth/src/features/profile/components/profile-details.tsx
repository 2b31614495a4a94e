import { Fragment } from 'react';
import styled from 'styled-components';
import { PROFILE_TEXTS } from '../../../texts';
import type { UserProfile } from '../api/get-user';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};

  dt {
    font-weight: ${({ theme }) => theme.font.weightBold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

/** Spec 2.4: Full Name shows 'N/A' when empty; Role is Admin if is_admin, else User. */
export function ProfileDetails({ user }: { user: UserProfile }) {
  const fullName = user.full_name?.trim() ?? '';
  const rows: [string, string][] = [
    [PROFILE_TEXTS.usernameLabel, user.username],
    [PROFILE_TEXTS.emailLabel, user.email],
    [PROFILE_TEXTS.fullNameLabel, fullName === '' ? PROFILE_TEXTS.notAvailable : fullName],
    [
      PROFILE_TEXTS.roleLabel,
      user.is_admin === true ? PROFILE_TEXTS.roleAdmin : PROFILE_TEXTS.roleUser,
    ],
  ];
  return (
    <List>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
