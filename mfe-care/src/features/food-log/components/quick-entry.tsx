import styled from 'styled-components';
import { Button, failureMessage, notify } from '@care/shared';
import { TEXTS } from '../../../texts';
import type { LocalDate } from '../../../lib/time';
import type { MealType } from '../api/get-meals';
import { useSaveMeal } from '../api/save-meal';
import { QUICK_MEALS, quickBody } from '../lib/meal-form';

const F = TEXTS.food;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1)};
  & > button {
    /* Large enough for a kiosk hand, on any screen. */
    min-height: 64px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** One tap per meal: ate it, or did not. Recorded now (or at the meal's usual time on another day). */
export function QuickEntry({
  personId,
  zone,
  day,
}: {
  personId: string;
  zone: string;
  day: LocalDate;
}) {
  const save = useSaveMeal(personId);
  const record = (type: MealType, ate: boolean) => {
    const label = ate
      ? F.ate(F.types[type].toLowerCase())
      : F.didNotEat(F.types[type].toLowerCase());
    save.mutate(
      { body: quickBody(type, ate, day, zone, new Date()) },
      {
        onSuccess: () => notify(F.recorded(label), { severity: 'success' }),
        onError: (error) =>
          notify(failureMessage(error, TEXTS.common.saveFailed), { severity: 'error' }),
      },
    );
  };
  return (
    <Grid>
      {QUICK_MEALS.map((type) => (
        <Pair key={type} role="group" aria-label={F.types[type]}>
          <Button disabled={save.isPending} onClick={() => record(type, true)}>
            {F.ate(F.types[type].toLowerCase())}
          </Button>
          <Button variant="secondary" disabled={save.isPending} onClick={() => record(type, false)}>
            {F.didNotEat(F.types[type].toLowerCase())}
          </Button>
        </Pair>
      ))}
    </Grid>
  );
}
