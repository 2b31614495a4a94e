import { screen, within } from '@testing-library/react';
import { axeViolations, renderScreen, USERS } from '@care/shared/testing';
import type { FakeAdapter, RecordedRequest } from '@care/shared/testing';
import { TEXTS } from '../../../texts';
import { careSetup, meal, pinNow } from '../../../test/care-fixtures';
import { FoodLogScreen } from './food-log-screen';

const F = TEXTS.food;
const MEALS = '/users/8/meals/';
let api: FakeAdapter;
// 09:00 in New York on Sunday 22 November 2026 (14:00 UTC).
beforeEach(() => {
  pinNow('2026-11-22T14:00:00Z');
  api = careSetup();
  api.on('get', MEALS, {
    status: 200,
    data: [
      meal({ id: 1, eaten_at: '2026-11-22T13:30:00Z', description: 'Porridge', calories: 320 }),
      meal({ id: 2, meal_type: 'dinner', eaten_at: '2026-11-22T01:00:00Z', description: 'Soup' }),
      meal({
        id: 3,
        meal_type: 'lunch',
        eaten_at: '2026-11-21T17:30:00Z',
        ate: false,
        description: '',
      }),
    ],
  });
  api.on('post', MEALS, (req: RecordedRequest) => ({
    status: 201,
    data: meal({ id: 9, ...(req.body as object) }),
  }));
});
afterEach(() => {
  jest.useRealTimers();
});

test('the day’s meals by type, on the person’s clock (a dinner at 01:00 UTC was the day before)', async () => {
  const { container, user } = renderScreen(FoodLogScreen, {
    route: '/users/8/food',
    user: USERS.caregiver,
  });
  const day = (await screen.findByRole('heading', { name: 'Sunday 22 November 2026' }))
    .parentElement as HTMLElement;
  const breakfast = await within(day).findByRole('region', { name: 'Breakfast' });
  expect(breakfast).toHaveTextContent('08:30Porridge320 kcal');
  expect(within(day).queryByText('Soup')).not.toBeInTheDocument();
  expect(await axeViolations(container)).toEqual([]);
  await user.click(screen.getByRole('button', { name: F.previousDay }));
  const before = screen.getByRole('heading', { name: 'Saturday 21 November 2026' })
    .parentElement as HTMLElement;
  expect(within(before).getByRole('region', { name: 'Dinner' })).toHaveTextContent('20:00Soup');
  expect(within(before).getByRole('region', { name: 'Lunch' })).toHaveTextContent(F.notEaten);
});

test('one tap records a meal eaten or not, now', async () => {
  const { user } = renderScreen(FoodLogScreen, { route: '/users/8/food', user: USERS.caregiver });
  await user.click(await screen.findByRole('button', { name: F.didNotEat('lunch') }));
  expect(api.calls('post', MEALS)[0]?.body).toEqual({
    meal_type: 'lunch',
    eaten_at: '2026-11-22T14:00:00.000Z',
    ate: false,
    description: '',
  });
  await user.click(screen.getByRole('button', { name: F.previousDay }));
  await user.click(screen.getByRole('button', { name: F.ate('breakfast') }));
  // Another day: the meal's usual time that day.
  expect(api.calls('post', MEALS)[1]?.body).toMatchObject({
    meal_type: 'breakfast',
    eaten_at: '2026-11-21T13:00:00.000Z',
    ate: true,
  });
});

test('the quick entry is large enough for a kiosk hand and passes axe on the kiosk theme', async () => {
  const { container } = renderScreen(FoodLogScreen, {
    route: '/users/8/food',
    user: { ...USERS.kioskUser, id: 8 },
    kiosk: true,
  });
  const button = await screen.findByRole('button', { name: F.ate('dinner') });
  expect(within(button.parentElement as HTMLElement).getAllByRole('button')).toHaveLength(2);
  expect(await axeViolations(container)).toEqual([]);
});

test('the form refuses a meal eaten with nothing said, bad calories, long notes; then saves', async () => {
  const { user } = renderScreen(FoodLogScreen, { route: '/users/8/food', user: USERS.caregiver });
  await user.click(await screen.findByRole('button', { name: F.add }));
  expect(screen.getByLabelText(F.time)).toHaveValue('09:00');
  await user.type(screen.getByLabelText(F.calories), 'lots');
  await user.click(screen.getByLabelText(F.notes));
  await user.paste('x'.repeat(10_000));
  await user.click(screen.getByRole('button', { name: TEXTS.common.save }));
  expect(screen.getByLabelText(F.description)).toHaveAccessibleDescription(
    expect.stringContaining(F.descriptionRequired) as string,
  );
  expect(screen.getByLabelText(F.calories)).toHaveAccessibleDescription(F.caloriesInvalid);
  expect(screen.getByLabelText(F.notes)).toHaveAccessibleDescription(
    TEXTS.common.notesTooLong(2000, 10_000),
  );
  expect(api.calls('post', MEALS)).toHaveLength(0);

  await user.selectOptions(screen.getByLabelText(F.meal), 'snack');
  await user.type(screen.getByLabelText(F.description), 'Apple');
  await user.clear(screen.getByLabelText(F.calories));
  await user.clear(screen.getByLabelText(F.notes));
  await user.click(screen.getByRole('button', { name: TEXTS.common.save }));
  expect(api.calls('post', MEALS)[0]?.body).toEqual({
    meal_type: 'snack',
    eaten_at: '2026-11-22T14:00:00.000Z',
    ate: true,
    description: 'Apple',
    calories: null,
    notes: '',
  });
});

test('edits and deletes a meal (after confirmation)', async () => {
  api.on('patch', '/users/8/meals/1/', (req: RecordedRequest) => ({
    status: 200,
    data: meal({ ...(req.body as object) }),
  }));
  api.on('delete', '/users/8/meals/1/', { status: 204, data: null });
  const { user } = renderScreen(FoodLogScreen, { route: '/users/8/food', user: USERS.caregiver });
  await user.click(await screen.findByRole('button', { name: F.editLabel('Breakfast', '08:30') }));
  await user.clear(screen.getByLabelText(F.description));
  await user.type(screen.getByLabelText(F.description), 'Porridge and tea');
  await user.click(screen.getByRole('button', { name: TEXTS.common.save }));
  expect(api.calls('patch', '/users/8/meals/1/')[0]?.body).toMatchObject({
    description: 'Porridge and tea',
  });
  await user.click(screen.getByRole('button', { name: F.deleteLabel('Breakfast', '08:30') }));
  await user.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: TEXTS.common.delete }),
  );
  expect(api.calls('delete', '/users/8/meals/1/')).toHaveLength(1);
});
