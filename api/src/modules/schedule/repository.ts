import type { Queryable } from '../../db/db';

export interface AppointmentRow {
  id: number;
  user_id: number;
  title: string;
  description: string;
  location: string;
  provider_name: string;
  start_time: Date;
  end_time: Date | null;
  status: string;
  reminder_minutes: number | null;
  created_at: Date;
  updated_at: Date;
}
export interface MedicationRow {
  id: number;
  user_id: number;
  name: string;
  dosage: string;
  frequency: string;
  instructions: string;
  prescriber: string;
  times: string[];
  start_date: string | null;
  end_date: string | null;
  status: string;
  status_updated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}
export interface MealRow {
  id: number;
  user_id: number;
  meal_type: string;
  description: string;
  eaten_at: Date;
  ate: boolean;
  calories: number | null;
  notes: string;
  created_at: Date;
  updated_at: Date;
}

/**
 * A table of rows owned by one user: every statement is scoped by user_id, so an item id of
 * another user is simply not found.
 */
export interface UserTable<Row> {
  /** The most list allows in one answer (a page of `pick`'s order; see userTable). */
  readonly max: number;
  list(q: Queryable, userId: number, limit: number, offset: number): Promise<Row[]>;
  find(q: Queryable, userId: number, id: number): Promise<Row | null>;
  insert(q: Queryable, userId: number, values: Record<string, unknown>): Promise<Row>;
  update(
    q: Queryable,
    userId: number,
    id: number,
    values: Record<string, unknown>,
  ): Promise<Row | null>;
  remove(q: Queryable, userId: number, id: number): Promise<boolean>;
}

export function userTable<Row>(o: {
  table: 'appointments' | 'medications' | 'meals';
  columns: readonly string[];
  /** The order of the answer. */
  orderBy: string;
  /**
   * The order pages are taken in, when it is not orderBy: the most relevant first (the newest
   * appointments, which include the upcoming ones), each page then answered in orderBy's order.
   */
  pick?: string;
  /** Most items one answer holds (and the default page size). */
  max: number;
  jsonColumns?: readonly string[];
}): UserTable<Row> {
  const { table } = o;
  const param = (col: string, i: number): string =>
    o.jsonColumns?.includes(col) ? `$${i}::text::jsonb` : `$${i}`;
  const value = (col: string, v: unknown): unknown =>
    o.jsonColumns?.includes(col) && v !== null && v !== undefined ? JSON.stringify(v) : v;
  const given = (values: Record<string, unknown>) =>
    o.columns.filter((c) => values[c] !== undefined);
  const page = `SELECT * FROM ${table} WHERE user_id = $1 ORDER BY ${o.pick ?? o.orderBy}
    LIMIT $2 OFFSET $3`;
  const t: UserTable<Row> = {
    max: o.max,
    list: (q, userId, limit, offset) =>
      q.query<Row>(o.pick ? `SELECT * FROM (${page}) p ORDER BY ${o.orderBy}` : page, [
        userId,
        limit,
        offset,
      ]),
    async find(q, userId, id) {
      const rows = await q.query<Row>(`SELECT * FROM ${table} WHERE user_id = $1 AND id = $2`, [
        userId,
        id,
      ]);
      return rows[0] ?? null;
    },
    async insert(q, userId, values) {
      const cols = given(values);
      const rows = await q.query<Row>(
        `INSERT INTO ${table} (user_id${cols.map((c) => `, ${c}`).join('')})
         VALUES ($1${cols.map((c, i) => `, ${param(c, i + 2)}`).join('')}) RETURNING *`,
        [userId, ...cols.map((c) => value(c, values[c]))],
      );
      return rows[0] as Row;
    },
    async update(q, userId, id, values) {
      const cols = given(values);
      if (cols.length === 0) return t.find(q, userId, id);
      const rows = await q.query<Row>(
        `UPDATE ${table} SET ${[...cols.map((c, i) => `${c} = ${param(c, i + 3)}`), 'updated_at = now()'].join(', ')}
         WHERE user_id = $1 AND id = $2 RETURNING *`,
        [userId, id, ...cols.map((c) => value(c, values[c]))],
      );
      return rows[0] ?? null;
    },
    async remove(q, userId, id) {
      const rows = await q.query(
        `DELETE FROM ${table} WHERE user_id = $1 AND id = $2 RETURNING id`,
        [userId, id],
      );
      return rows.length > 0;
    },
  };
  return t;
}

export async function setMedicationStatus(
  q: Queryable,
  userId: number,
  id: number,
  status: string,
): Promise<MedicationRow | null> {
  const rows = await q.query<MedicationRow>(
    `UPDATE medications SET status = $3, status_updated_at = now(), updated_at = now()
     WHERE user_id = $1 AND id = $2 RETURNING *`,
    [userId, id, status],
  );
  return rows[0] ?? null;
}

/** Owner of a medication (access rules on /medications/{id}/...). */
export async function medicationOwner(q: Queryable, id: number): Promise<number | null> {
  const rows = await q.query<{ user_id: number }>('SELECT user_id FROM medications WHERE id = $1', [
    id,
  ]);
  return rows[0]?.user_id ?? null;
}

/** Owner of an appointment (access rules on /appointments/{id}/...). */
export async function appointmentOwner(q: Queryable, id: number): Promise<number | null> {
  const rows = await q.query<{ user_id: number }>(
    'SELECT user_id FROM appointments WHERE id = $1',
    [id],
  );
  return rows[0]?.user_id ?? null;
}
