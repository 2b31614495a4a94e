import type { FunctionComponent } from 'react';
import { Page } from '@care/shared';
import type { RemoteModules } from '@care/shared';
import { TEXTS } from '../../../texts';

/** Skeleton: the real screen will read its props. */
export const AddToCalendarScreen: FunctionComponent<
  RemoteModules['mfe_care/AddToCalendarScreen']
> = () => (
  <Page title={TEXTS.titles.addToCalendarScreen}>
    <p>{TEXTS.notAvailable}</p>
  </Page>
);
