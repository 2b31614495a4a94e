import type { Key, ReactNode } from 'react';
import { Alert, Button, failureMessage, Spinner } from '@care/shared';
import { TEXTS } from '../texts';
import type { Page } from './api/page';
import { Pagination, Table, TableBox } from './table';

/** What a list's query gives the table (react-query's result fits). */
interface PagedQuery<Row> {
  data: (Page<Row> & { count_capped?: boolean }) | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
}

export interface PagedTableProps<Row> {
  query: PagedQuery<Row>;
  /** The table's caption, which also names the pager. */
  caption: string;
  /** The column headings, in order. */
  columns: readonly string[];
  rowKey: (row: Row) => Key;
  /** A row's cells (`<td>`s). */
  cells: (row: Row) => ReactNode;
  /** Said instead of the table when the page has no rows. */
  empty: ReactNode;
  onPage: (page: number) => void;
  /**
   * 'above': the pager comes first and stays with no rows (a search that may match nothing says "0
   * matches"); 'below' (default): the pager follows the table, only when there are rows.
   */
  pager?: 'above' | 'below';
  /** The table is aria-busy while another page or search loads (the previous one stays on screen). */
  busyWhileFetching?: boolean;
  /** Shown after the pager when there are rows. */
  footer?: ReactNode;
}

/**
 * A page of a server list: the spinner while it first loads, the failure said, the empty state, the
 * table with its caption and column headings, and Previous / Next.
 */
export function PagedTable<Row>({
  query,
  caption,
  columns,
  rowKey,
  cells,
  empty,
  onPage,
  pager = 'below',
  busyWhileFetching = false,
  footer,
}: PagedTableProps<Row>) {
  const { data } = query;
  const rows = data?.results ?? [];
  // A page past the end (an old link, or rows removed since): say so and offer the last page, not a dead end.
  const lastPage = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  const pastTheEnd = data !== undefined && rows.length === 0 && data.page > lastPage;
  const pagination = data && (
    <Pagination
      label={caption}
      page={data.page}
      pageSize={data.page_size}
      count={data.count}
      {...(data.count_capped === undefined ? {} : { capped: data.count_capped })}
      onPage={onPage}
    />
  );
  return (
    <>
      {query.isPending && <Spinner label={TEXTS.loading} size={32} />}
      {query.isError && (
        <Alert severity="error">{failureMessage(query.error, TEXTS.common.loadFailed)}</Alert>
      )}
      {pager === 'above' && pagination}
      {data && rows.length === 0 && !pastTheEnd && <p>{empty}</p>}
      {pastTheEnd && (
        <p>
          {TEXTS.common.pastTheEnd(lastPage)}{' '}
          <Button variant="secondary" onClick={() => onPage(lastPage)}>
            {TEXTS.common.toLastPage(lastPage)}
          </Button>
        </p>
      )}
      {rows.length > 0 && (
        <>
          <TableBox label={caption}>
            <Table {...(busyWhileFetching ? { 'aria-busy': query.isFetching } : {})}>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)}>{cells(row)}</tr>
                ))}
              </tbody>
            </Table>
          </TableBox>
          {pager === 'below' && pagination}
          {footer}
        </>
      )}
    </>
  );
}
