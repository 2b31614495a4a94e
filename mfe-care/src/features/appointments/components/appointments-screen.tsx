import type { FunctionComponent } from 'react';
import { Page } from '@care/shared';
import type { RemoteModules } from '@care/shared';
import { TEXTS } from '../../../texts';

/** Skeleton: the real screen will read its props. */
export const AppointmentsScreen: FunctionComponent<
  RemoteModules['mfe_care/AppointmentsScreen']
> = () => (
  <Page title={TEXTS.titles.appointmentsScreen}>
    <p>{TEXTS.notAvailable}</p>
  </Page>
);
