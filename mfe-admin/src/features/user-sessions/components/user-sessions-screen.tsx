import type { FunctionComponent } from 'react';
import { Page } from '@care/shared';
import type { ScreenProps } from '@care/shared';
import { TEXTS } from '../../../texts';

/** Skeleton: the real screen will read its props. */
export const UserSessionsScreen: FunctionComponent<ScreenProps> = () => (
  <Page title={TEXTS.titles.userSessionsScreen}>
    <p>{TEXTS.notAvailable}</p>
  </Page>
);
