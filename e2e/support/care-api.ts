import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { API } from './site';

/** The seeded superuser (api/src/seed.ts): the only seeded account the journeys use, and only to approve. */
const SUPERUSER = { email: 'superuser@care.test', password: 'CareDemo#2026' } as const;

/** A password the API accepts (api/src/routes/auth.ts `passwordProblem`). */
const JOURNEY_PASSWORD = 'Journey#Start1';

export interface Account {
  id: number;
  email: string;
  username: string;
  displayName: string;
  password: string;
  admin: boolean;
}

export interface NewPerson {
  email: string;
  username: string;
  displayName: string;
  password: string;
}

export interface OutboxMail {
  to_email: string;
  subject: string;
  body: string;
}

/** Claims of the API's JWTs that the journeys look at. */
export interface TokenClaims {
  user_id: number;
  iat: number;
  exp: number;
}

export function decodeToken(token: string): TokenClaims {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
}

let sequence = 0;

/** Names no seeded account and no other run uses: the journeys never share data with other tests. */
export function newPerson(label: string): NewPerson {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence.toString(36)}`;
  return {
    email: `e2e-${label}-${unique}@care.test`,
    username: `e2e_${label}_${unique}`,
    displayName: `Journey ${label} ${unique}`,
    password: JOURNEY_PASSWORD,
  };
}

/** How long a refresh of the superuser's access token is trusted (the API issues 5-minute tokens). */
const SUPERUSER_TOKEN_REUSE_MS = 4 * 60_000;
const RATE_LIMIT_ATTEMPTS = 3;

/**
 * The API as the journeys' fixtures use it: out-of-band set-up (accounts created through the real
 * registration and approval endpoints) and out-of-band reads (the development outbox).
 */
export class CareApi {
  private superuser: { access: string; at: number } | null = null;
  /** The CSRF token and the bearer token it was fetched with (signed in, it is bound to that session). */
  private csrf: { bearer: string | null; token: string } | null = null;

  constructor(private readonly http: APIRequestContext) {}

  /**
   * Sends a call; on 429 waits as long as the API's Retry-After says and tries again. The API limits
   * registrations and sign-ins per client address, and every test here comes from the same address.
   */
  private async send(call: () => Promise<APIResponse>): Promise<APIResponse> {
    for (let attempt = 1; ; attempt += 1) {
      const response = await call();
      if (response.status() !== 429 || attempt >= RATE_LIMIT_ATTEMPTS) return response;
      const seconds = Number(response.headers()['retry-after'] ?? '5');
      await new Promise((resolve) =>
        setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 5) * 1000),
      );
    }
  }

  private async csrfToken(bearer: string | null = null): Promise<string> {
    if (this.csrf !== null && this.csrf.bearer === bearer) return this.csrf.token;
    const response = await this.http.get(
      `${API}/csrf/`,
      bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {},
    );
    expect(response.ok()).toBe(true);
    const token = ((await response.json()) as { csrfToken: string }).csrfToken;
    this.csrf = { bearer, token };
    return token;
  }

  private async superuserHeaders(): Promise<Record<string, string>> {
    if (this.superuser === null || Date.now() - this.superuser.at > SUPERUSER_TOKEN_REUSE_MS) {
      const response = await this.send(() =>
        this.http.post(`${API}/auth/login/`, { data: SUPERUSER }),
      );
      expect(response.status(), 'the seeded superuser signs in').toBe(200);
      const { access } = (await response.json()) as { access: string };
      this.superuser = { access, at: Date.now() };
    }
    return {
      Authorization: `Bearer ${this.superuser.access}`,
      'X-CSRFToken': await this.csrfToken(this.superuser.access),
    };
  }

  /**
   * Forgets the superuser's session and CSRF token: after a restore every session is revoked, and the
   * next call signs in anew.
   */
  forgetSessions(): void {
    this.superuser = null;
    this.csrf = null;
  }

  /** POST /auth/register/: the account exists but waits for approval. */
  async register(person: NewPerson): Promise<number> {
    const response = await this.send(() =>
      this.http.post(`${API}/auth/register/`, {
        data: {
          email: person.email,
          username: person.username,
          display_name: person.displayName,
          password: person.password,
          password2: person.password,
        },
      }),
    );
    expect(response.status(), await response.text()).toBe(201);
    // The answer does not say which account was made (it is the same for a known e-mail).
    return this.userIdOf(person.email);
  }

  /** The id of an account, looked up as the superuser. */
  async userIdOf(email: string): Promise<number> {
    const response = await this.http.get(`${API}/users/`, {
      params: { search: email },
      headers: await this.superuserHeaders(),
    });
    expect(response.ok(), await response.text()).toBe(true);
    const users = (await response.json()) as { id: number; email: string }[];
    const user = users.find((u) => u.email === email);
    if (!user) throw new Error(`no account for ${email}`);
    return user.id;
  }

  /**
   * Approves as the superuser. `is_staff: false` unless `staff`: the spec's approve (4.6) sends true; such a
   * person is staff, not an admin (docs/product.md 1), and `staff` makes one of them.
   */
  async approve(id: number, staff = false): Promise<void> {
    const response = await this.http.post(`${API}/users/${id}/approve/`, {
      data: { is_staff: staff },
      headers: await this.superuserHeaders(),
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  async makeAdmin(id: number): Promise<void> {
    const response = await this.http.put(`${API}/users/${id}/`, {
      data: { is_admin: true },
      headers: await this.superuserHeaders(),
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** A fresh, approved account: an ordinary user, staff (approved the spec 4.6 way), or an admin (is_admin). */
  async createAccount(kind: 'user' | 'staff' | 'admin', label: string = kind): Promise<Account> {
    const person = newPerson(label);
    const id = await this.register(person);
    await this.approve(id, kind === 'staff');
    if (kind === 'admin') await this.makeAdmin(id);
    return { ...person, id, admin: kind === 'admin' };
  }

  /** Adds an emergency contact to a user (as the superuser); returns its id. */
  async addContact(
    userId: number,
    contact: { name: string; relationship: string; phone_number: string; email?: string },
  ): Promise<number> {
    const response = await this.http.post(`${API}/users/${userId}/emergency-contacts/`, {
      data: { contact_type: 'Family', ...contact },
      headers: await this.superuserHeaders(),
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  async deleteContact(userId: number, contactId: number): Promise<void> {
    const response = await this.http.delete(
      `${API}/users/${userId}/emergency-contacts/${contactId}/`,
      { headers: await this.superuserHeaders() },
    );
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Adds a medication taken at `times` (HH:MM on the person's clock) from `startDate` (as the superuser). */
  async addMedication(
    userId: number,
    medication: { name: string; dosage: string; times: string[]; startDate: string },
  ): Promise<number> {
    const response = await this.http.post(`${API}/users/${userId}/medications/`, {
      data: {
        name: medication.name,
        dosage: medication.dosage,
        times: medication.times,
        start_date: medication.startDate,
      },
      headers: await this.superuserHeaders(),
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  /** Adds an appointment starting at the instant `startTime` (as the superuser). */
  async addAppointment(
    userId: number,
    appointment: { title: string; startTime: Date; location?: string },
  ): Promise<number> {
    const response = await this.http.post(`${API}/users/${userId}/appointments/`, {
      data: {
        title: appointment.title,
        start_time: appointment.startTime.toISOString(),
        location: appointment.location ?? '',
      },
      headers: await this.superuserHeaders(),
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  /** Sets a user's IANA time zone (as the superuser). */
  async setTimeZone(userId: number, timeZone: string): Promise<void> {
    const response = await this.http.put(`${API}/users/${userId}/`, {
      data: { time_zone: timeZone },
      headers: await this.superuserHeaders(),
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Gives a user a clinical admin and caregivers (as the superuser; replaces earlier links). */
  async assignCareTeam(
    userId: number,
    team: { clinicalAdminId: number; caregiverIds: number[] },
  ): Promise<void> {
    const headers = await this.superuserHeaders();
    const assigned = await this.http.post(`${API}/users/${userId}/assign-clinical-admin/`, {
      data: { clinical_admin_id: team.clinicalAdminId },
      headers,
    });
    expect(assigned.ok(), await assigned.text()).toBe(true);
    const linked = await this.http.put(`${API}/users/${userId}/caregivers/`, {
      data: { caregiver_ids: team.caregiverIds },
      headers,
    });
    expect(linked.ok(), await linked.text()).toBe(true);
  }

  /** Takes every caregiver off a user (as the superuser): a journey's links end with it. */
  async unlinkCaregivers(userId: number): Promise<void> {
    const response = await this.http.put(`${API}/users/${userId}/caregivers/`, {
      data: { caregiver_ids: [] },
      headers: await this.superuserHeaders(),
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Signs an account in through the API; answers its access token (good for 5 minutes). */
  async accessTokenOf(account: { email: string; password: string }): Promise<string> {
    const login = await this.send(() =>
      this.http.post(`${API}/auth/login/`, {
        data: { email: account.email, password: account.password },
      }),
    );
    expect(login.status(), await login.text()).toBe(200);
    return ((await login.json()) as { access: string }).access;
  }

  /** GET `path` (under /api) with an account's access token. */
  async getWith<T>(access: string, path: string): Promise<T> {
    const response = await this.http.get(`${API}${path}`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  }

  /** The development outbox (GET /api/dev/outbox, NODE_ENV != production), newest first. */
  async mailTo(email: string): Promise<OutboxMail[]> {
    const response = await this.http.get(`${API}/dev/outbox`, { params: { to: email } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as OutboxMail[];
  }

  /** Revokes a session out of band, as another tab's sign-out would: POST /auth/logout/ with its token. */
  async revokeRefreshToken(refresh: string): Promise<void> {
    const response = await this.http.post(`${API}/auth/logout/`, {
      data: { refresh_token: refresh },
      headers: { 'X-CSRFToken': await this.csrfToken() },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}
