import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Tooltip } from './tooltip';
import { renderWithTheme } from '../testing';

describe('Tooltip', () => {
  it('shows its content on keyboard focus and hides on Escape', async () => {
    renderWithTheme(
      <Tooltip content="Rotate the picture left">
        <Button>Rotate Left</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Rotate Left' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Rotate the picture left');
    expect(button).toHaveAccessibleDescription('Rotate the picture left');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover', async () => {
    renderWithTheme(
      <Tooltip content="Help" delayDuration={0}>
        <Button>?</Button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByRole('button', { name: '?' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Help');
  });

  it('works on a disabled button through a focusable wrapper (spec 2.12)', async () => {
    renderWithTheme(
      <Tooltip content="Please select an image first">
        <Button disabled>Upload</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Upload' });
    const wrapper = button.parentElement!;
    expect(wrapper.tagName).toBe('SPAN');
    expect(wrapper).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    expect(wrapper).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Please select an image first');
  });

  it('does not wrap an enabled button (no extra tab stop)', () => {
    renderWithTheme(
      <Tooltip content="Upload the picture">
        <Button>Upload</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Upload' }).parentElement?.tagName).not.toBe('SPAN');
  });

  it('renders inside the container it is given (a dialog), not at the end of the page', async () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    renderWithTheme(
      <Tooltip content="Please select an image first" container={dialog}>
        <Button disabled>Upload</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Please select an image first');
    expect(dialog).toContainElement(tooltip);
    dialog.remove();
  });
});
