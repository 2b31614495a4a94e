import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { theme } from '../ui';
import { renderWithTheme } from '../testing';
import {
  CALL_ERROR_TOAST_MS,
  CALL_STATUS_TOAST_MS,
  SNACKBAR_AUTO_HIDE_MS,
  SNACKBAR_ENTER_MS,
  SNACKBAR_EXIT_MS,
  SNACKBAR_MAX_VISIBLE,
  SUCCESS_TOAST_MS,
} from './snackbar-constants';
import { closeSnackbar, notify, resetSnackbarStore, useSnackbarStore } from './snackbar-store';
import { SNACKBAR_TEXTS, SnackbarItem, SnackbarViewport } from './snackbar-viewport';

function messages(): string[] {
  return [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')]
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((element) => element.firstElementChild?.textContent ?? '');
}

function advance(ms: number): void {
  act(() => jest.advanceTimersByTime(ms));
}

beforeEach(() => {
  jest.useFakeTimers();
  resetSnackbarStore();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('snackbar constants (spec 9)', () => {
  it('pins the numbers of the specification', () => {
    expect(SNACKBAR_MAX_VISIBLE).toBe(3);
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(3000);
    expect(SNACKBAR_ENTER_MS).toBe(225);
    expect(SNACKBAR_EXIT_MS).toBe(195);
    expect(SUCCESS_TOAST_MS).toBe(3000);
    expect(CALL_STATUS_TOAST_MS).toBe(4000);
    expect(CALL_ERROR_TOAST_MS).toBe(6000);
  });
});

describe('notify', () => {
  it('queues from outside React with info and 3000 ms by default', () => {
    const id = notify('Contact added successfully!');
    expect(useSnackbarStore.getState().snackbars).toEqual([
      {
        id,
        message: 'Contact added successfully!',
        severity: 'info',
        autoHideMs: 3000,
        open: true,
      },
    ]);
    notify('Call failed', { severity: 'error', autoHideMs: CALL_ERROR_TOAST_MS });
    expect(useSnackbarStore.getState().snackbars[1]).toMatchObject({
      severity: 'error',
      autoHideMs: 6000,
    });
  });

  it('resets to an empty store with ids from 1', () => {
    notify('a');
    resetSnackbarStore();
    expect(useSnackbarStore.getState().snackbars).toEqual([]);
    expect(notify('b')).toBe(1);
  });
});

describe('SnackbarViewport', () => {
  it('shows at most 3; the 4th waits until one has closed and played its exit', () => {
    renderWithTheme(<SnackbarViewport />);
    act(() => {
      notify('one', { autoHideMs: 10_000 });
      notify('two', { autoHideMs: 10_000 });
      notify('three', { autoHideMs: 10_000 });
      notify('four', { autoHideMs: 10_000 });
    });
    expect(messages()).toEqual(['one', 'two', 'three']);

    act(() => closeSnackbar(useSnackbarStore.getState().snackbars[1]!.id));
    expect(screen.getByText('two').parentElement).toHaveAttribute('data-state', 'closing');
    advance(SNACKBAR_EXIT_MS - 1);
    expect(messages()).toEqual(['one', 'two', 'three']);
    advance(1);
    expect(messages()).toEqual(['one', 'three', 'four']);
  });

  it('auto-hides after 3000 ms by default, then leaves after the 195 ms exit', () => {
    renderWithTheme(<SnackbarViewport />);
    act(() => {
      notify('Contact deleted successfully!', { severity: 'success' });
    });
    const snackbar = screen.getByRole('status');
    expect(snackbar).toHaveAttribute('data-state', 'open');
    advance(SNACKBAR_AUTO_HIDE_MS - 1);
    expect(snackbar).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(snackbar).toHaveAttribute('data-state', 'closing');
    advance(SNACKBAR_EXIT_MS);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(useSnackbarStore.getState().snackbars).toEqual([]);
  });

  it('honours a per-message auto-hide (call status 4000 ms)', () => {
    renderWithTheme(<SnackbarViewport />);
    act(() => {
      notify('Connecting...', { autoHideMs: CALL_STATUS_TOAST_MS });
    });
    advance(3999);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closing');
  });

  it('keeps a snackbar with autoHideMs 0 until it is closed', () => {
    renderWithTheme(<SnackbarViewport />);
    act(() => {
      notify('Sticky', { autoHideMs: 0 });
    });
    advance(60_000);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
  });

  it('uses role="alert" for errors and role="status" for the rest', () => {
    renderWithTheme(<SnackbarViewport />);
    act(() => {
      notify('Failed to save changes.', { severity: 'error' });
      notify('Image rotated left', { severity: 'info' });
      notify('Caption cannot be empty.', { severity: 'warning' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save changes.');
    expect(screen.getAllByRole('status').map((s) => s.firstElementChild?.textContent)).toEqual([
      'Image rotated left',
      'Caption cannot be empty.',
    ]);
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithTheme(<SnackbarViewport />);
    act(() => {
      notify('Deleted 2 image(s)', { autoHideMs: 0 });
    });
    const snackbar = screen.getByRole('status');
    await user.click(within(snackbar).getByRole('button', { name: SNACKBAR_TEXTS.close }));
    expect(snackbar).toHaveAttribute('data-state', 'closing');
    advance(SNACKBAR_EXIT_MS);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses auto-hide while hovered and resumes with the time left', () => {
    renderWithTheme(<SnackbarViewport />);
    act(() => {
      notify('Hover me');
    });
    const snackbar = screen.getByRole('status');
    advance(2000);
    fireEvent.mouseEnter(snackbar);
    advance(10_000);
    expect(snackbar).toHaveAttribute('data-state', 'open');
    fireEvent.mouseLeave(snackbar);
    advance(999);
    expect(snackbar).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(snackbar).toHaveAttribute('data-state', 'closing');
  });

  it('pauses while its close button has keyboard focus', () => {
    renderWithTheme(<SnackbarViewport />);
    act(() => {
      notify('Focus me');
    });
    act(() => screen.getByRole('button', { name: SNACKBAR_TEXTS.close }).focus());
    advance(10_000);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
    act(() => screen.getByRole('button', { name: SNACKBAR_TEXTS.close }).blur());
    advance(SNACKBAR_AUTO_HIDE_MS);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closing');
  });

  it('drops a queued snackbar closed before it was shown, without delaying the queue', () => {
    renderWithTheme(<SnackbarViewport />);
    act(() => {
      ['a', 'b', 'c'].forEach((m) => notify(m, { autoHideMs: 0 }));
    });
    let queued = 0;
    act(() => {
      queued = notify('d');
      notify('e', { autoHideMs: 0 });
    });
    act(() => closeSnackbar(queued));
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toEqual([
      'a',
      'b',
      'c',
      'e',
    ]);
    act(() => closeSnackbar(useSnackbarStore.getState().snackbars[0]!.id));
    advance(SNACKBAR_EXIT_MS);
    expect(messages()).toEqual(['b', 'c', 'e']);
  });

  it.each([
    [true, 'enter', SNACKBAR_ENTER_MS],
    [false, 'exit', SNACKBAR_EXIT_MS],
  ])('open=%s plays the %s transition of %d ms', (open, _name, ms) => {
    // Under Jest styled-components uses its server build and injects no CSS into jsdom: collect it.
    const sheet = new ServerStyleSheet();
    const snackbar = {
      id: 1,
      message: 'Transition',
      severity: 'info' as const,
      autoHideMs: 0,
      open,
    };
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <SnackbarItem snackbar={snackbar} />
        </ThemeProvider>,
      ),
    );
    const css = sheet.getStyleTags();
    sheet.seal();
    expect(css).toMatch(new RegExp(`animation:[a-zA-Z-]+ ${ms}ms `));
  });
});
