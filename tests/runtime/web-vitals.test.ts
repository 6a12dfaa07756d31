// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const callbacks: Array<
  (metric: { name: string; value: number; rating: string; id: string }) => void
> = [];
vi.mock('web-vitals', () => {
  const subscribe = (callback: (typeof callbacks)[number]) => void callbacks.push(callback);
  return {
    onCLS: subscribe,
    onFCP: subscribe,
    onINP: subscribe,
    onLCP: subscribe,
    onTTFB: subscribe,
  };
});

beforeEach(() => {
  vi.useFakeTimers();
  callbacks.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('web vitals (SPEC §9: debounced by 3 s)', () => {
  it('sends one event once metrics stop arriving for 3 s, with the latest value per metric', async () => {
    const { reportWebVitals, WEB_VITALS_DEBOUNCE_MS } =
      await import('../../runtime/analytics/web-vitals.ts');
    const send = vi.fn();
    reportWebVitals(send);
    expect(callbacks).toHaveLength(5);
    callbacks[0]!({ name: 'CLS', value: 0.01, rating: 'good', id: 'a' });
    vi.advanceTimersByTime(2000);
    callbacks[3]!({ name: 'LCP', value: 900, rating: 'good', id: 'b' });
    callbacks[0]!({ name: 'CLS', value: 0.02, rating: 'good', id: 'a' });
    vi.advanceTimersByTime(WEB_VITALS_DEBOUNCE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith([
      { name: 'CLS', value: 0.02, rating: 'good', id: 'a' },
      { name: 'LCP', value: 900, rating: 'good', id: 'b' },
    ]);
  });
});
