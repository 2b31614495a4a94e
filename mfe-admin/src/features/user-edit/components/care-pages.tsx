import { buildPath, Card, Stack, TextLink } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { TEXTS } from '../../../texts';

/** The care remote's routes, each named by its own text (read at render, in the page's language). */
const PAGES = [
  'clock',
  'calendar',
  'appointments',
  'medications',
  'food',
  'healthProfile',
  'emergencyContacts',
] as const;

/** From the admin area to the person's own pages (the care remote's screens), with the person's id. */
export function CarePages({ userId, navigate }: { userId: number; navigate: NavigateFn }) {
  return (
    <Card title={TEXTS.edit.carePages.title}>
      <Stack direction="row" gap={2} wrap>
        {PAGES.map((route) => (
          <TextLink key={route} to={buildPath(route, { userId }) ?? '/'} navigate={navigate}>
            {TEXTS.edit.carePages[route]}
          </TextLink>
        ))}
      </Stack>
    </Card>
  );
}
