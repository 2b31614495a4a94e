/** A page of an admin list (`{count, page, page_size, results}`, GET /api/admin/…). */
export interface Page<T> {
  count: number;
  page: number;
  page_size: number;
  results: T[];
}
