import type { FunctionComponent } from 'react';
import { Page } from '@care/shared';
import type { RemoteModules } from '@care/shared';
import { TEXTS } from '../../../texts';

/** Skeleton: the real screen will read its props. */
export const MedicationsScreen: FunctionComponent<
  RemoteModules['mfe_care/MedicationsScreen']
> = () => (
  <Page title={TEXTS.titles.medicationsScreen}>
    <p>{TEXTS.notAvailable}</p>
  </Page>
);
