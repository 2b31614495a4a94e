import type { FunctionComponent } from 'react';
import { Page } from '@care/shared';
import type { RemoteModules } from '@care/shared';
import { TEXTS } from '../../../texts';
import { PersonGate } from '../../../lib/ui/person-header';
import { MedicationDetail } from './medication-detail';
import { MedicationList } from './medication-list';

/**
 * Medications of one person (spec 2.1: /users/{userId}/medications[/{medicationId}]): the list with
 * today's doses and the missed-dose threshold, or one medication with its doses and adherence.
 */
export const MedicationsScreen: FunctionComponent<RemoteModules['mfe_care/MedicationsScreen']> = ({
  params,
  navigate,
}) => (
  <Page title={TEXTS.titles.medicationsScreen} maxWidth="md">
    <PersonGate personId={params.userId} page={{ current: 'medications', navigate }}>
      {(person) =>
        params.medicationId === undefined ? (
          <MedicationList person={person} navigate={navigate} />
        ) : (
          <MedicationDetail
            person={person}
            medicationId={Number(params.medicationId)}
            navigate={navigate}
          />
        )
      }
    </PersonGate>
  </Page>
);
