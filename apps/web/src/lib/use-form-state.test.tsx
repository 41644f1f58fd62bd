import { ZFaqCategoryInput } from '@curo/core/content';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../components/ui/text-field';
import { ToggleField } from '../components/ui/toggle-field';
import { ApiError } from './api-client';
import { CONNECTION_ERROR } from './error-message';
import { useFormState } from './use-form-state';

type TField = 'name' | 'slug' | 'listed';
const ORDER: readonly TField[] = ['name', 'slug'];
const idFor = (field: TField) => `category-${field}`;

/** A small form built the way every form in the app is: one core schema, this hook, the ui kit. */
function CategoryForm({ save }: { save: (input: unknown) => Promise<unknown> }) {
  const form = useFormState({ name: '', slug: '', listed: true }, idFor);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(ZFaqCategoryInput, form.values, ORDER, { slug: 'Enter a slug' });
    if (input) await form.send(() => save(input), ['slug']);
  };
  return (
    <form onSubmit={submit} noValidate>
      {form.formError ? (
        <p role="alert" id={form.alertId}>
          {form.formError}
        </p>
      ) : null}
      <TextField label="Name" {...form.text('name')} />
      <TextField label="Slug" {...form.text('slug')} />
      <ToggleField
        id={idFor('listed')}
        label="Listed"
        checked={form.values.listed}
        onCheckedChange={(listed) => form.setValue('listed', listed)}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFormState', () => {
  it('shows the schema’s problem on each field, in its own words where the form gives them, and focuses the first', async () => {
    const save = vi.fn();
    render(<CategoryForm save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter a name');
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription('Enter a slug');
    expect(save).not.toHaveBeenCalled();
  });

  it('clears a field’s error as soon as it is typed in, and sends the parsed data once all pass', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    render(<CategoryForm save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByLabelText('Name'), '  Billing ');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Slug'), 'billing');
    await userEvent.click(screen.getByLabelText('Listed'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ name: 'Billing', slug: 'billing' });
  });

  it('shows the server’s answer as the form’s message, pointed at by the fields it is about', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError('That slug is taken.', 409, {}, 'CONFLICT'));
    render(<CategoryForm save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Billing');
    await userEvent.type(screen.getByLabelText('Slug'), 'billing');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That slug is taken.');
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription('That slug is taken.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');

    await userEvent.type(screen.getByLabelText('Slug'), 's');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('words a request that never reached the server as a connection problem', async () => {
    render(<CategoryForm save={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Billing');
    await userEvent.type(screen.getByLabelText('Slug'), 'billing');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_ERROR);
  });

  it('can say a narrow form’s first problem once, in its alert, with the fields at fault pointing there', async () => {
    function WindowForm() {
      const form = useFormState({ from: '', to: '' }, (field) => `window-${field}`, {
        oneMessage: ['from', 'to'],
      });
      const submit = (event: FormEvent) => {
        event.preventDefault();
        form.check(
          z.object({ from: z.string().min(1, 'Choose a start'), to: z.string().min(1, 'Choose an end') }),
          form.values,
          ['from', 'to'],
        );
      };
      return (
        <form onSubmit={submit} noValidate>
          <TextField label="From" {...form.text('from')} />
          <TextField label="To" {...form.text('to')} />
          {form.formError ? (
            <p role="alert" id={form.alertId}>
              {form.formError}
            </p>
          ) : null}
          <button type="submit">Add</button>
        </form>
      );
    }
    render(<WindowForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a start');
    expect(screen.getByLabelText('From')).toHaveFocus();
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Choose a start');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('From'), '09:00');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an end');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'false');
  });
});
