import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, TextLink, useSessionStore, linkTo } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { TEXTS } from '../../../texts';
import { AppointmentForm } from '../../../lib/appointments';
import { DoseList, DoseRow } from '../../../lib/doses';
import { localTimeOf } from '../../../lib/time';
import type { LocalDate } from '../../../lib/time';
import type { DayPlan } from '../hooks/use-calendar-data';

const C = TEXTS.calendar;

const Section = styled.section`
  & > h3 {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    padding: ${({ theme }) => theme.space(1)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.disabledBg};
    overflow-wrap: anywhere;
  }
`;

/** Says what was added; empty (and taking no room) until then. */
const Added = styled.p`
  margin: 0;
  &:not(:empty) {
    margin: ${({ theme }) => theme.space(1)} 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A new appointment on the day shown. The appointments screens are the admins' (spec 2.1's guards); the API's
 * 'care' rule lets everyone in the person's care add one (the person, their caregivers, their clinician), and they
 * all see this calendar: here is their way (docs/product.md 2.15–2.16). The saved appointment appears in the day at once.
 */
function AddAppointment({
  date,
  personId,
  zone,
}: {
  date: LocalDate;
  personId: string;
  zone: string;
}) {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Once the form has closed (saved or cancelled), the focus goes back to the button that opened it.
  useEffect(() => {
    if (!open && wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <Added role="status">{added}</Added>
      {open ? (
        <AppointmentForm
          personId={personId}
          zone={zone}
          defaultDate={date}
          onSaved={(saved) => {
            setAdded(C.appointmentAdded(saved.title));
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button
          ref={opener}
          variant="secondary"
          onClick={() => {
            setAdded(null);
            setOpen(true);
          }}
        >
          {C.addAppointment}
        </Button>
      )}
    </>
  );
}

/** One day: its appointments, its doses (to mark, for those who may) and its meals. */
export function DayView({
  date,
  plan,
  personId,
  zone,
  navigate,
}: {
  date: LocalDate;
  plan: DayPlan;
  personId: string;
  zone: string;
  navigate: NavigateFn;
}) {
  const isAdmin = useSessionStore((s) => s.isAdmin);
  return (
    <>
      <Section aria-labelledby="calendar-day-appointments">
        <h3 id="calendar-day-appointments">{C.appointmentsHeading}</h3>
        {plan.appointments.length === 0 ? (
          <p>{C.noAppointments}</p>
        ) : (
          <Items>
            {plan.appointments.map((a) => {
              const time = `${localTimeOf(a.start_time, zone)}${a.end_time ? `–${localTimeOf(a.end_time, zone)}` : ''}`;
              return (
                <li key={a.id}>
                  <strong>{time}</strong>{' '}
                  {isAdmin ? (
                    <TextLink
                      to={linkTo('appointment', { userId: personId, appointmentId: a.id })}
                      navigate={navigate}
                    >
                      {a.title}
                    </TextLink>
                  ) : (
                    a.title
                  )}
                  {(a.location || a.provider_name) && (
                    <Muted>{` · ${[a.location, a.provider_name].filter(Boolean).join(' · ')}`}</Muted>
                  )}
                </li>
              );
            })}
          </Items>
        )}
        <AddAppointment key={date} date={date} personId={personId} zone={zone} />
      </Section>
      <Section aria-labelledby="calendar-day-doses">
        <h3 id="calendar-day-doses">{C.dosesHeading}</h3>
        {plan.doses.length === 0 ? (
          <p>{C.noDoses}</p>
        ) : (
          <DoseList>
            {plan.doses.map((d) => (
              <DoseRow
                key={`${d.medication_id}-${d.due_at}`}
                dose={d}
                personId={personId}
                zone={zone}
              />
            ))}
          </DoseList>
        )}
      </Section>
      <Section aria-labelledby="calendar-day-meals">
        <h3 id="calendar-day-meals">{C.mealsHeading}</h3>
        {plan.meals.length === 0 ? (
          <p>{C.noMeals}</p>
        ) : (
          <Items>
            {plan.meals.map((m) => (
              <li key={m.id}>
                <strong>{localTimeOf(m.eaten_at, zone)}</strong> {TEXTS.food.types[m.meal_type]}
                {': '}
                {m.ate ? m.description || '' : TEXTS.food.notEaten}
              </li>
            ))}
          </Items>
        )}
      </Section>
    </>
  );
}
