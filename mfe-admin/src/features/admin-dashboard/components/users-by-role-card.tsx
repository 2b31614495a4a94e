import styled from 'styled-components';
import { Card, TextLink, linkTo } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { ROLE_NAMES } from '../../../lib/api/get-user-page';
import { TEXTS } from '../../../texts';
import type { Dashboard } from '../api/get-dashboard';

const T = TEXTS.dashboard;

const RoleList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.colors.disabledBg};
    border-radius: ${({ theme }) => theme.radius};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.h2};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** The number of users in all, active, inactive and by role, each linking to that user list. */
export function UsersByRoleCard({
  data,
  navigate,
}: {
  data: Dashboard['users'];
  navigate: NavigateFn;
}) {
  const entries: [string, number, string][] = [
    [T.total, data.total, linkTo('userManagement')],
    [T.active, data.active, linkTo('userManagement', {}, { activity: 'active' })],
    [T.inactive, data.inactive, linkTo('userManagement', {}, { activity: 'inactive' })],
    ...ROLE_NAMES.map((role): [string, number, string] => [
      TEXTS.roles[role],
      data.by_role[role],
      linkTo('userManagement', {}, { role }),
    ]),
  ];
  return (
    <Card title={T.usersTitle}>
      <RoleList>
        {entries.map(([label, count, to]) => (
          <div key={label}>
            <dt>
              <TextLink to={to} navigate={navigate}>
                {label}
              </TextLink>
            </dt>
            <dd>{count}</dd>
          </div>
        ))}
      </RoleList>
    </Card>
  );
}
