import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function Email(props: { error?: string; alertId?: string; hint?: string; revealable?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <TextField id="email" name="email" label="Email" value={value} onValueChange={setValue} {...props} />
  );
}

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<Email hint="We send the sign-in link here" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send the sign-in link here');
    expect(input).not.toBeInvalid();
  });

  it('reads its own error before the hint, and is marked invalid', () => {
    render(<Email hint="We send the sign-in link here" error="Please enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter a valid email We send the sign-in link here');
  });

  it('is invalid and points at a form-level error that concerns it', () => {
    render(
      <>
        <p id="form-alert">Email or password is wrong</p>
        <Email alertId="form-alert" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Email or password is wrong');
  });

  it('can show its error as the placeholder, still read out as its description', () => {
    render(
      <TextField
        id="first"
        name="first"
        label="First name"
        placeholder="Jane"
        value=""
        onValueChange={() => {}}
        error="Please enter your first name"
        errorAsPlaceholder
      />,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('placeholder', 'Please enter your first name');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter your first name');
  });

  it('shows a password on request with a pressed toggle', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        id="pw"
        name="pw"
        label="Password"
        type="password"
        value="s3cret"
        onValueChange={() => {}}
        revealable
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
