import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const options = [
  { value: 'nsw', label: 'New South Wales' },
  { value: 'qld', label: 'Queensland' },
] as const;

describe('SelectField', () => {
  it('offers an empty first choice and reports the value picked', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <SelectField
        id="state"
        label="State"
        value=""
        options={options}
        emptyLabel="Choose one"
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose one',
      'New South Wales',
      'Queensland',
    ]);
    await user.selectOptions(select, 'Queensland');
    expect(onValueChange).toHaveBeenCalledWith('qld');
  });

  it('is marked invalid and described by its error', () => {
    render(
      <SelectField
        id="state"
        label="State"
        value=""
        options={options}
        onValueChange={() => {}}
        error="Choose your state"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose your state');
  });
});
