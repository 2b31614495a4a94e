import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './switch';
import { axeViolations, renderWithTheme } from '../testing';

function Controlled({
  disabled = false,
  onChange,
}: {
  disabled?: boolean;
  onChange?: (on: boolean) => void;
}) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      label="Medication Reminders"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(next) => {
        setChecked(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a switch named by its label', async () => {
    const { container } = renderWithTheme(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Medication Reminders' });
    expect(toggle).not.toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('toggles with Space from the keyboard', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    await userEvent.tab();
    const toggle = screen.getByRole('switch', { name: 'Medication Reminders' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles when its label is clicked', async () => {
    renderWithTheme(<Controlled />);
    await userEvent.click(screen.getByText('Medication Reminders'));
    expect(screen.getByRole('switch', { name: 'Medication Reminders' })).toBeChecked();
  });

  it('does nothing while disabled', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Controlled disabled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Medication Reminders' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('Medication Reminders'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows the checked prop (controlled)', () => {
    const { rerender } = renderWithTheme(
      <Switch label="Quiet" checked onCheckedChange={jest.fn()} />,
    );
    expect(screen.getByRole('switch', { name: 'Quiet' })).toBeChecked();
    rerender(<Switch label="Quiet" checked={false} onCheckedChange={jest.fn()} />);
    expect(screen.getByRole('switch', { name: 'Quiet' })).not.toBeChecked();
  });
});
