import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Dialog } from './dialog';
import { Menu } from './menu';
import { resetOverlayLoader } from './overlay-loader';
import type { Overlays } from './overlay-loader';
import { Tooltip } from './tooltip';
import { renderWithTheme } from '../testing';

// The Jest setup loads the overlays before every file's tests; each test here starts as a new page, where nothing
// has loaded them yet.
const realImport = (): Promise<Overlays> => import('./overlays');

afterEach(() => resetOverlayLoader());

test('a menu shows the same trigger before its implementation has loaded, then opens', async () => {
  resetOverlayLoader();
  renderWithTheme(<Menu trigger="Help" items={[{ label: 'Help Center' }]} />);
  const pending = screen.getByRole('button', { name: /Help/ });
  expect(pending).toHaveAttribute('aria-haspopup', 'menu');
  expect(pending).toHaveAttribute('aria-expanded', 'false');
  expect(pending).not.toHaveAttribute('data-state');
  // Loaded: Radix's trigger (it carries data-state) in the same place, with the same name.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /Help/ })).toHaveAttribute('data-state', 'closed'),
  );
  await userEvent.click(screen.getByRole('button', { name: /Help/ }));
  expect(await screen.findByRole('menuitem', { name: 'Help Center' })).toBeInTheDocument();
});

test('a menu pressed before its implementation has loaded opens once it has', async () => {
  let finishLoad: () => void = () => undefined;
  resetOverlayLoader(
    () =>
      new Promise<Overlays>((resolve, reject) => {
        finishLoad = () => void realImport().then(resolve, reject);
      }),
  );
  renderWithTheme(<Menu trigger="Help" items={[{ label: 'Help Center' }]} />);
  await userEvent.click(screen.getByRole('button', { name: /Help/ }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  act(() => finishLoad());
  expect(await screen.findByRole('menuitem', { name: 'Help Center' })).toBeInTheDocument();
});

test('a closed dialog loads nothing; opening it loads it and shows it', async () => {
  let loads = 0;
  resetOverlayLoader(() => {
    loads += 1;
    return realImport();
  });
  const onOpenChange = jest.fn();
  const { rerender } = renderWithTheme(
    <Dialog open={false} onOpenChange={onOpenChange} title="Help" />,
  );
  await act(() => Promise.resolve());
  expect(loads).toBe(0);
  rerender(<Dialog open onOpenChange={onOpenChange} title="Help" />);
  expect(await screen.findByRole('dialog', { name: 'Help' })).toBeInTheDocument();
  expect(loads).toBe(1);
});

test('before they load, tooltips show their element, a disabled one inside its focusable wrapper', () => {
  resetOverlayLoader(() => new Promise<never>(() => undefined));
  renderWithTheme(
    <>
      <Tooltip content="Rotate the picture left">
        <Button>Rotate Left</Button>
      </Tooltip>
      <Tooltip content="Please select an image first">
        <Button disabled>Upload</Button>
      </Tooltip>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Rotate Left' })).toBeEnabled();
  const wrapper = screen.getByRole('button', { name: 'Upload' }).parentElement;
  expect(wrapper).toHaveAttribute('tabindex', '0');
});

test('a failed load is logged and leaves the element usable; the next overlay loads them again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let attempts = 0;
  resetOverlayLoader(() => {
    attempts += 1;
    return attempts === 1 ? Promise.reject(new Error('offline')) : realImport();
  });
  renderWithTheme(
    <Tooltip content="First" delayDuration={0}>
      <Button>One</Button>
    </Tooltip>,
  );
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      '[care] Could not load the dialogs and menus',
      expect.any(Error),
    ),
  );
  expect(screen.getByRole('button', { name: 'One' })).toBeInTheDocument();

  renderWithTheme(
    <Tooltip content="Second" delayDuration={0}>
      <Button>Two</Button>
    </Tooltip>,
  );
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Two' })).toHaveAttribute('data-state', 'closed'),
  );
  expect(attempts).toBe(2);
  await userEvent.hover(screen.getByRole('button', { name: 'Two' }));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Second');
});
