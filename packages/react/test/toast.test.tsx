import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_VISIBLE_MS } from '@airlock/core';
import { renderAirlock } from './render-airlock';

describe('toast', () => {
  afterEach(() => vi.useRealTimers());

  it('is announced in a status live region, lets clicks through to what it covers, and goes by itself', async () => {
    const { airlock } = renderAirlock();
    vi.useFakeTimers();
    act(() => airlock.toasts.show('Link copied', 'success'));
    const toast = screen.getByTestId('airlock-toast');
    expect(toast).toHaveTextContent('Link copied');
    expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    // It sits over the page and the modal header (the network button): it must never take their clicks.
    expect(getComputedStyle(toast).pointerEvents).toBe('none');
    act(() => vi.advanceTimersByTime(TOAST_VISIBLE_MS));
    expect(screen.queryByTestId('airlock-toast')).toBeNull();
  });
});
