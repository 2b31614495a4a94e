import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, IconButton } from './button';
import { axeViolations, renderWithTheme } from '../testing';

describe('Button', () => {
  it.each(['primary', 'secondary', 'danger', 'text'] as const)(
    'renders the %s variant as a named, clickable button',
    async (variant) => {
      const onClick = jest.fn();
      const { container } = renderWithTheme(
        <Button variant={variant} onClick={onClick}>
          Save Changes
        </Button>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('is a plain button unless asked to submit, and passes native props through', () => {
    renderWithTheme(
      <form>
        <Button data-testid="plain">Cancel</Button>
        <Button type="submit" name="go" title="Send it">
          Save
        </Button>
      </form>,
    );
    expect(screen.getByTestId('plain')).toHaveAttribute('type', 'button');
    const submit = screen.getByRole('button', { name: 'Save' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toHaveAttribute('name', 'go');
    expect(submit).toHaveAttribute('title', 'Send it');
  });

  it('while busy shows a spinner, sets aria-busy and cannot be clicked again', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithTheme(
      <Button busy onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Save Changes</Button>);
    const idle = screen.getByRole('button', { name: 'Save Changes' });
    expect(idle).not.toHaveAttribute('aria-busy');
    expect(idle).toBeEnabled();
    expect(idle.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('does not fire when disabled', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Upload
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the native button', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(<Button ref={ref}>Focus me</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Focus me' }));
  });

  it('is reachable and operable from the keyboard', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Retry</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});

describe('IconButton', () => {
  it('takes its name from aria-label and hides the icon from assistive technology', async () => {
    const onClick = jest.fn();
    const { container } = renderWithTheme(
      <IconButton aria-label="Close" onClick={onClick}>
        ✕
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('[aria-hidden="true"]')).toHaveTextContent('✕');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });
});
