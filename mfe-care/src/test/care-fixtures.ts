import type { ApiSchema } from '@care/shared';
import { resetTestEnvironment, setCsrfCookie } from '@care/shared/testing';
import type { FakeAdapter } from '@care/shared/testing';

/** The person the care screens' tests look after: Margaret, id 8, on New York's clock (the browser is on UTC). */
const PERSON = { id: 8, display_name: 'Margaret Johnson', time_zone: 'America/New_York' };

/** A fresh environment with a CSRF cookie and the person's record answered. */
export function careSetup(
  person: { id: number; display_name: string; time_zone: string } = PERSON,
): FakeAdapter {
  const api = resetTestEnvironment();
  setCsrfCookie('test-csrf');
  servePerson(api, { ...MARGARET, ...person }, person.id);
  return api;
}

const STAMP = '2026-11-01T10:00:00.000Z';

export function appointment(
  over: Partial<ApiSchema<'Appointment'>> = {},
): ApiSchema<'Appointment'> {
  return {
    id: 1,
    user_id: PERSON.id,
    title: 'Diabetes check-up',
    description: '',
    location: 'Riverside Clinic',
    provider_name: 'Dr. Jordan Lee',
    start_time: '2026-12-03T15:00:00.000Z',
    end_time: '2026-12-03T15:30:00.000Z',
    status: 'scheduled',
    reminder_minutes: 60,
    created_at: STAMP,
    updated_at: STAMP,
    ...over,
  };
}

export function medication(over: Partial<ApiSchema<'Medication'>> = {}): ApiSchema<'Medication'> {
  return {
    id: 1,
    user_id: PERSON.id,
    name: 'Metformin',
    dosage: '500 mg',
    frequency: '',
    instructions: 'With food',
    prescriber: '',
    times: ['08:00', '18:00'],
    start_date: '2026-11-01',
    end_date: null,
    status: 'active',
    status_updated_at: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...over,
  };
}

export function dose(over: Partial<ApiSchema<'Dose'>> = {}): ApiSchema<'Dose'> {
  return {
    medication_id: 1,
    medication_name: 'Metformin',
    dose: '500 mg',
    instructions: 'With food',
    due_at: '2026-11-22T13:00:00.000Z',
    local_date: '2026-11-22',
    local_time: '08:00',
    status: 'upcoming',
    marked_at: null,
    marked_by: null,
    note: null,
    ...over,
  };
}

export function meal(over: Partial<ApiSchema<'Meal'>> = {}): ApiSchema<'Meal'> {
  return {
    id: 1,
    user_id: PERSON.id,
    meal_type: 'breakfast',
    description: 'Porridge',
    eaten_at: '2026-11-22T13:30:00.000Z',
    ate: true,
    calories: null,
    notes: '',
    created_at: STAMP,
    updated_at: STAMP,
    ...over,
  };
}

/**
 * Pins the clock (Date only: timers, promises and animation frames stay real, so the query client and
 * userEvent run as usual). Undo with `jest.useRealTimers()`.
 */
export function pinNow(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** Margaret as GET /users/profile/{id}/ answers: id 7, in New York (not the test machine's zone). */
export const MARGARET = {
  id: 7,
  username: 'margaret',
  email: 'margaret@example.test',
  display_name: 'Margaret Johnson',
  first_name: 'Margaret',
  last_name: 'Johnson',
  full_name: 'Margaret Johnson',
  gender: 'Female',
  age: 78,
  role: 'user',
  profile_picture: null,
  time_zone: 'America/New_York',
  time_in_words: false,
  clock_24h: false,
  language: 'en',
} as const;

/** Answers GET /users/profile/{id}/ with `person`. */
export function servePerson(api: FakeAdapter, person: object = MARGARET, id = 7): void {
  api.on('get', `/users/profile/${id}/`, { status: 200, data: person });
}

export function contact(id: number, name: string, relationship: string, phone: string) {
  return {
    id,
    user_id: 7,
    name,
    relationship,
    phone_number: phone,
    email: null,
    notes: null,
    contact_type: 'Family',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}
