import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is named by its label, says when it is optional, and is described by error then hint', () => {
    render(
      <TextAreaField
        id="reason"
        name="reason"
        label="Reason"
        value=""
        onValueChange={() => {}}
        optional
        hint="Shown to the patient"
        error="Please give a reason"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Reason (optional)' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Please give a reason Shown to the patient');
  });

  it('counts characters used in its description when asked to', () => {
    render(
      <TextAreaField
        id="bio"
        name="bio"
        label="About you"
        value="Hello"
        onValueChange={() => {}}
        maxLength={500}
        counted
      />,
    );
    expect(screen.getByRole('textbox', { name: 'About you' })).toHaveAccessibleDescription(
      '5 / 500 characters used',
    );
  });
});
