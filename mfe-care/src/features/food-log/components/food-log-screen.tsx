import type { FunctionComponent } from 'react';
import { Page } from '@care/shared';
import type { UserScreenProps } from '@care/shared';
import { TEXTS } from '../../../texts';

/** Skeleton: the real screen will read its props. */
export const FoodLogScreen: FunctionComponent<UserScreenProps> = () => (
  <Page title={TEXTS.titles.foodLogScreen}>
    <p>{TEXTS.notAvailable}</p>
  </Page>
);
