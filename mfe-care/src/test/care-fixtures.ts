import type { FakeAdapter } from '@care/shared/testing';

/** The person of the care screens' tests: Margaret, id 7, in New York (not the test machine's zone). */
export const PERSON = {
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
} as const;

/** Answers GET /users/profile/{id}/ with `person`. */
export function servePerson(api: FakeAdapter, person: object = PERSON, id = 7): void {
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
