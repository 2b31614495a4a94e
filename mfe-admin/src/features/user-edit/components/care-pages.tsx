import { buildPath, Card, Stack, TextLink } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { TEXTS } from '../../../texts';

const PAGES = [
  ['clock', TEXTS.edit.carePages.clock],
  ['calendar', TEXTS.edit.carePages.calendar],
  ['appointments', TEXTS.edit.carePages.appointments],
  ['medications', TEXTS.edit.carePages.medications],
  ['food', TEXTS.edit.carePages.food],
  ['healthProfile', TEXTS.edit.carePages.healthProfile],
  ['emergencyContacts', TEXTS.edit.carePages.emergencyContacts],
] as const;

/** From the admin area to the person's own pages (the care remote's screens), with the person's id. */
export function CarePages({ userId, navigate }: { userId: number; navigate: NavigateFn }) {
  return (
    <Card title={TEXTS.edit.carePages.title}>
      <Stack direction="row" gap={2} wrap>
        {PAGES.map(([route, label]) => (
          <TextLink key={route} to={buildPath(route, { userId }) ?? '/'} navigate={navigate}>
            {label}
          </TextLink>
        ))}
      </Stack>
    </Card>
  );
}
