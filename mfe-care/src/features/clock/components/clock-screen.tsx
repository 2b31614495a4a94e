import type { FunctionComponent } from 'react';
import { Page } from '@care/shared';
import type { UserScreenProps } from '@care/shared';
import { TEXTS } from '../../../texts';

/** Skeleton: the real screen will read its props. */
export const ClockScreen: FunctionComponent<UserScreenProps> = () => (
  <Page title={TEXTS.titles.clockScreen}>
    <p>{TEXTS.notAvailable}</p>
  </Page>
);
