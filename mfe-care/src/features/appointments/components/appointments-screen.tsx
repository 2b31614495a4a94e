import type { FunctionComponent } from 'react';
import { Page } from '@care/shared';
import type { RemoteModules } from '@care/shared';
import { TEXTS } from '../../../texts';
import { PersonGate } from '../../../lib/ui/person-header';
import { AppointmentDetail } from './appointment-detail';
import { AppointmentList } from './appointment-list';

/**
 * Appointments of one person (spec 2.1: /users/{userId}/appointments[/{appointmentId}]): the list with
 * upcoming first and past ones folded away, or one appointment. Times on the person's clock.
 */
export const AppointmentsScreen: FunctionComponent<
  RemoteModules['mfe_care/AppointmentsScreen']
> = ({ params, navigate }) => (
  <Page title={TEXTS.titles.appointmentsScreen} maxWidth="md">
    <PersonGate personId={params.userId} page={{ current: 'appointments', navigate }}>
      {(person) =>
        params.appointmentId === undefined ? (
          <AppointmentList person={person} navigate={navigate} />
        ) : (
          <AppointmentDetail
            person={person}
            appointmentId={Number(params.appointmentId)}
            navigate={navigate}
          />
        )
      }
    </PersonGate>
  </Page>
);
