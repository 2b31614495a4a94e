import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField, TextArea, TextField } from './fields';
import { axeViolations, renderWithTheme } from '../testing';

describe('TextField', () => {
  it('links its label to the input', async () => {
    const { container } = renderWithTheme(<TextField label="Display Name" />);
    const input = screen.getByLabelText('Display Name');
    expect(input.tagName).toBe('INPUT');
    expect(screen.getByRole('textbox', { name: 'Display Name' })).toBe(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives two fields with the same label distinct ids', () => {
    renderWithTheme(
      <>
        <TextField label="Name" />
        <TextField label="Name" />
      </>,
    );
    const [first, second] = screen.getAllByLabelText('Name');
    expect(first!.id).not.toBe(second!.id);
  });

  it('describes the input by its hint and error, and marks it invalid', async () => {
    const { container } = renderWithTheme(
      <TextField
        label="Phone Number"
        hint="Digits only"
        error="Phone number cannot exceed 20 characters."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Digits only Phone number cannot exceed 20 characters.',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps a caller-provided id and description', () => {
    renderWithTheme(
      <>
        <p id="extra">Shown on your profile</p>
        <TextField label="Email" id="email" aria-describedby="extra" hint="Cannot be changed" />
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAccessibleDescription('Shown on your profile Cannot be changed');
  });

  it('passes input props through and forwards the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          ref={ref}
          label="Email"
          type="email"
          autoComplete="email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    renderWithTheme(<Controlled />);
    const input = screen.getByLabelText('Email');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'a@b.c');
    expect(input).toHaveValue('a@b.c');
  });

  it('can hide its label visually while keeping it', () => {
    renderWithTheme(<TextField label="Search" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('renders disabled and read-only inputs', () => {
    renderWithTheme(<TextField label="Email" value="a@b.c" disabled readOnly />);
    expect(screen.getByLabelText('Email')).toBeDisabled();
  });
});

describe('TextArea', () => {
  it('has 3 rows by default (spec 2.9), a linked label and error', async () => {
    const { container } = renderWithTheme(<TextArea label="Notes" error="Too long" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '3');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Too long');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('accepts other rows and typing', async () => {
    renderWithTheme(<TextArea label="Details" rows={6} />);
    const area = screen.getByLabelText('Details');
    expect(area).toHaveAttribute('rows', '6');
    await userEvent.type(area, 'Line');
    expect(area).toHaveValue('Line');
  });
});

describe('SelectField', () => {
  const contactTypes = [
    { value: 'Family', label: 'Family' },
    { value: 'Friend', label: 'Friend' },
    { value: 'Caregiver', label: 'Caregiver' },
  ];

  it('is a native select with a linked label and its options', async () => {
    const onChange = jest.fn();
    const { container } = renderWithTheme(
      <SelectField
        label="Contact Type"
        options={contactTypes}
        defaultValue="Family"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Contact Type' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Family',
      'Friend',
      'Caregiver',
    ]);
    await userEvent.selectOptions(select, 'Caregiver');
    expect(select).toHaveValue('Caregiver');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers an empty placeholder option and shows errors', () => {
    renderWithTheme(
      <SelectField label="Gender" options={contactTypes} placeholder="Select…" error="Required" />,
    );
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(screen.getByRole('option', { name: 'Select…' })).toHaveValue('');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Required');
  });
});
