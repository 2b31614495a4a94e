import { screen } from '@testing-library/react';
import { Alert } from './alert';
import { Button } from './button';
import { Card, Page, Stack } from './layout';
import { FullPageLoader, Spinner } from './spinner';
import { axeViolations, renderWithTheme } from '../testing';
import { VisuallyHidden } from './visually-hidden';

describe('Spinner and FullPageLoader', () => {
  it('announces a spinner by its screen-reader label', () => {
    renderWithTheme(<Spinner label="Saving..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
  });

  it('defaults the spinner label to Loading...', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the loader text visibly in a status region', async () => {
    const { container } = renderWithTheme(<FullPageLoader text="Preparing your experience..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your experience...');
    expect(screen.getByText('Preparing your experience...')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Alert', () => {
  it('uses role="alert" for errors', () => {
    renderWithTheme(<Alert severity="error">Failed to load profile.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load profile.');
  });

  it.each(['success', 'info', 'warning'] as const)(
    'uses role="status" for %s',
    async (severity) => {
      const { container } = renderWithTheme(
        <Alert severity={severity} title="Note">
          Notification settings updated successfully.
        </Alert>,
      );
      expect(screen.getByRole('status')).toHaveTextContent(
        'NoteNotification settings updated successfully.',
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});

describe('Page, Card, Stack, VisuallyHidden', () => {
  it('renders the page title as the h1 with the back action before it', async () => {
    const { container } = renderWithTheme(
      <Page
        title="Health Profile"
        maxWidth="md"
        backAction={<Button variant="text">← Back to Dashboard</Button>}
      >
        <Card title="Health Profile" maxWidth={600}>
          <Stack direction="row" gap={1} align="center" wrap>
            <span>No details available.</span>
            <VisuallyHidden>extra context</VisuallyHidden>
          </Stack>
        </Card>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Health Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Health Profile' })).toBeInTheDocument();
    const back = screen.getByRole('button', { name: '← Back to Dashboard' });
    expect(back.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByText('extra context')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders a page without a header when it has no title', () => {
    renderWithTheme(<Page>content</Page>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
