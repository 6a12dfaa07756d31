// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastLimit } from '../../components/islands/toaster/ToastLimit.tsx';
import { TOAST_LIMIT, toastOptions } from '../../components/islands/toaster/toast-options.ts';
import { LOAD_DELAY_NOTICE_MS, watchLoadDelay } from '../../runtime/loading-notice.ts';

afterEach(() => {
  cleanup();
  toast.remove();
  vi.useRealTimers();
});

describe('toasts (SPEC §9)', () => {
  it('use the SPEC defaults: 4000 ms blank and error, 2000 ms success, unlimited loading, max width from tokens', () => {
    expect(toastOptions.duration).toBe(4000);
    expect(toastOptions.error?.duration).toBe(4000);
    expect(toastOptions.success?.duration).toBe(2000);
    expect(toastOptions.loading?.duration).toBe(Infinity);
    expect(toastOptions.style?.maxWidth).toBe('var(--component-toast-max-width)');
    expect(toastOptions.ariaProps).toEqual({ role: 'status', 'aria-live': 'polite' });
  });

  it('show at most 20 at once, dismissing the oldest', async () => {
    let visible: string[] = [];
    function Probe() {
      const { toasts } = useToasterStore();
      visible = toasts.filter((item) => item.visible).map((item) => item.message as string);
      return null;
    }
    render(
      <>
        <ToastLimit limit={TOAST_LIMIT} />
        <Probe />
      </>,
    );
    await act(async () => {
      for (let index = 1; index <= 25; index += 1) toast(`Toast ${index}`);
    });
    expect(visible).toHaveLength(20);
    expect(visible).toContain('Toast 25');
    expect(visible).toContain('Toast 6');
    expect(visible).not.toContain('Toast 5');
  });
});

describe('page-load delay notice (SPEC §9: after 1000 ms)', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    vi.useFakeTimers();
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });

  it('appears after 1000 ms while the page is still loading, and goes away on load', () => {
    watchLoadDelay(document, 'Still loading…');
    vi.advanceTimersByTime(LOAD_DELAY_NOTICE_MS - 1);
    expect(document.querySelector('.load-delay-notice')).toBeNull();
    vi.advanceTimersByTime(1);
    const notice = document.querySelector('.load-delay-notice');
    expect(notice?.textContent).toBe('Still loading…');
    expect(notice?.getAttribute('role')).toBe('status');
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(document.querySelector('.load-delay-notice')).toBeNull();
  });

  it('never appears when the page loads in time', () => {
    watchLoadDelay(document, 'Still loading…');
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(document.querySelector('.load-delay-notice')).toBeNull();
  });
});
