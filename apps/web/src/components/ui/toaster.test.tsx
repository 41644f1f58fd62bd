import { TOAST_DURATION_MS, TOAST_EXTENDED_AFTER_HOVER_MS, TOAST_HIDE_FADE_MS } from '@curo/core/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast-store';
import { Toaster } from './toaster';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts (spec §8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster />);
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('shows a toast for 5000 ms, then fades it out over 1000 ms', () => {
    act(() => void toast.success('Saved'));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(TOAST_DURATION_MS + TOAST_HIDE_FADE_MS - 10);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(20);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('fades in over 300 ms and out over 1000 ms', () => {
    act(() => void toast.success('Fading'));
    const item = () => screen.getByText('Fading').closest('[data-toast-type]') as HTMLElement;
    expect(item().style.transitionDuration).toBe('300ms');
    advance(TOAST_DURATION_MS);
    expect(item().style.transitionDuration).toBe('1000ms');
    expect(item()).toHaveClass('opacity-0');
  });

  it('keeps a hovered toast, and hides it 1000 ms after the pointer leaves', () => {
    act(() => void toast.info('Hover me'));
    const item = screen.getByText('Hover me').closest('[data-toast-type]') as HTMLElement;
    advance(4000);
    fireEvent.mouseEnter(item);
    advance(20_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    advance(TOAST_EXTENDED_AFTER_HOVER_MS + TOAST_HIDE_FADE_MS - 10);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    advance(20);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('puts the newest on top and marks each kind', () => {
    act(() => {
      toast.success('first');
      toast.error('second');
      toast.warning('third');
    });
    const items = [...document.querySelectorAll('[data-toast-type]')];
    expect(items.map((i) => i.textContent)).toEqual(['Warning: third', 'Error: second', 'Success: first']);
    expect(screen.getByText('second').closest('[data-toast-type]')).toHaveAttribute('role', 'alert');
    expect(items[0]?.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps a full-width toast until it is dismissed, and never shows the same one twice', () => {
    act(() => {
      toast.fullWidth('Scheduled maintenance tonight');
      toast.fullWidth('Scheduled maintenance tonight');
    });
    expect(screen.getAllByText('Scheduled maintenance tonight')).toHaveLength(1);
    advance(60_000);
    expect(screen.getByText('Scheduled maintenance tonight')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Scheduled maintenance tonight')).not.toBeInTheDocument();
  });
});
