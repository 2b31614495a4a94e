import type { FunctionComponent } from 'react';
import { Page } from '@care/shared';
import type { UserScreenProps } from '@care/shared';
import { TEXTS } from '../../../texts';

/** Skeleton: the real screen will read its props. */
export const PictureBookScreen: FunctionComponent<UserScreenProps> = () => (
  <Page title={TEXTS.titles.pictureBookScreen}>
    <p>{TEXTS.notAvailable}</p>
  </Page>
);
