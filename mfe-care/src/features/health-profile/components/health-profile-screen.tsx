import type { FunctionComponent } from 'react';
import { Page } from '@care/shared';
import type { UserScreenProps } from '@care/shared';
import { TEXTS } from '../../../texts';

/** Skeleton: the real screen will read its props. */
export const HealthProfileScreen: FunctionComponent<UserScreenProps> = () => (
  <Page title={TEXTS.titles.healthProfileScreen}>
    <p>{TEXTS.notAvailable}</p>
  </Page>
);
