/**
 * The WHERE clause of a list query, built from its optional filters: conditions joined by AND,
 * with their values as numbered parameters ($1, $2, …) in the order they were added. Column names
 * and SQL come from the code, never from the request; values always go in as parameters.
 */
export class Where {
  readonly values: unknown[] = [];
  private readonly parts: string[] = [];

  /** A condition as written; each `?` in it stands for `value` (one parameter, used as often). */
  add(sql: string, value?: unknown): this {
    if (value === undefined) {
      this.parts.push(sql);
      return this;
    }
    this.parts.push(sql.replaceAll('?', this.param(value)));
    return this;
  }

  /** `column = value`; no condition when the filter is not given (undefined). */
  eq(column: string, value: unknown): this {
    return value === undefined ? this : this.add(`${column} = ?`, value);
  }

  /** The half-open range from <= column < to; each end only when given. */
  range(column: string, from: unknown, to: unknown): this {
    if (from !== undefined) this.add(`${column} >= ?`, from);
    if (to !== undefined) this.add(`${column} < ?`, to);
    return this;
  }

  /**
   * The text occurs in the columns joined by spaces, ignoring case. LIKE's wildcards in the text
   * are matched as themselves: "50%" finds "50%" and not "500", "a_b" does not find "axb".
   * The expression is `lower(c1 || ' ' || c2 …)`, so a trigram index on exactly that serves it.
   */
  search(columns: readonly string[], text: string): this {
    return this.add(`lower(${columns.join(` || ' ' || `)}) LIKE ? ESCAPE '\\'`, likeContains(text));
  }

  /** A parameter for the query's other clauses (LIMIT, OFFSET, a value in the select list). */
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** `WHERE …`, or nothing when there is no condition. */
  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/** A LIKE pattern for "contains `text`", lowercased, with `\`, `%` and `_` escaped by `\`. */
const likeContains = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
