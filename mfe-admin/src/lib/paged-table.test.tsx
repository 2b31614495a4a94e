import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@care/shared/testing';
import { PagedTable } from './paged-table';

interface Row {
  id: number;
  name: string;
}

function renderPage(page: number, count: number, results: Row[], onPage = jest.fn()) {
  renderWithTheme(
    <PagedTable<Row>
      query={{
        data: { page, page_size: 2, count, results },
        isPending: false,
        isError: false,
        isFetching: false,
        error: null,
      }}
      caption="People"
      columns={['Name']}
      rowKey={(row) => row.id}
      cells={(row) => <td>{row.name}</td>}
      empty="No one matches."
      onPage={onPage}
    />,
  );
  return onPage;
}

describe('PagedTable', () => {
  it('shows a page of rows with its caption, headings and pager', async () => {
    const onPage = renderPage(1, 3, [
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Bea' },
    ]);
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says when nothing matches, with no table', () => {
    renderPage(1, 0, []);
    expect(screen.getByText('No one matches.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the last page from a page past the end, instead of "nothing matches"', async () => {
    const onPage = renderPage(5, 3, []);
    expect(screen.queryByText('No one matches.')).toBeNull();
    expect(screen.getByText(/This list has 2 pages\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('offers the first page when the list has one page', async () => {
    const onPage = renderPage(3, 1, []);
    expect(screen.getByText(/This list has one page\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });
});
