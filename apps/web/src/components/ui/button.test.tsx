import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClass, primaryButton } from './button';

describe('Button', () => {
  it('does not submit its form unless asked to', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => submitted(e.nativeEvent as SubmitEvent)}>
        <Button variant="secondary">Show more</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(submitted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledOnce();
  });

  it('gives a link the same classes as a button of that variant', () => {
    expect(buttonClass()).toBe(primaryButton);
    expect(buttonClass('primary', 'mt-4')).toBe(`${primaryButton} mt-4`);
  });
});
