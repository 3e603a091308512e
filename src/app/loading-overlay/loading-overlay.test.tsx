import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loading } from '../../api/loading';
import { LoadingOverlay, overlayDelayMs } from './loading-overlay';

afterEach(() => {
  while (loading.active > 0) loading.stop();
  vi.useRealTimers();
});

const spinning = () => document.querySelector('.ant-spin-fullscreen-show') !== null;

describe('LoadingOverlay', () => {
  it('shows a fullscreen spinner only after the delay and hides when requests end', () => {
    vi.useFakeTimers();
    render(<LoadingOverlay />);
    expect(spinning()).toBe(false);
    act(() => loading.start());
    act(() => vi.advanceTimersByTime(overlayDelayMs - 1));
    expect(spinning()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(spinning()).toBe(true);
    act(() => loading.stop());
    expect(spinning()).toBe(false);
  });

  it('a request that ends before the delay never flashes it', () => {
    vi.useFakeTimers();
    render(<LoadingOverlay />);
    act(() => loading.start());
    act(() => vi.advanceTimersByTime(overlayDelayMs / 2));
    act(() => loading.stop());
    act(() => vi.advanceTimersByTime(overlayDelayMs * 2));
    expect(spinning()).toBe(false);
  });
});
