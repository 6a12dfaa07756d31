// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

const captured: unknown[] = [];
const init = vi.fn();
vi.mock('../../runtime/errors/sentry.ts', () => ({
  startSentry: (options: unknown) => {
    init(options);
    return (error: unknown) => captured.push(error);
  },
}));
vi.mock('../../runtime/idle.ts', () => ({ whenIdle: (work: () => void) => setTimeout(work, 10) }));

describe('error reporting (SPEC §7)', () => {
  it('loads Sentry later and sends the errors and rejections that happened before it arrived', async () => {
    const { installErrorReporting } = await import('../../runtime/errors/error-reporting.ts');
    installErrorReporting({ dsn: 'https://key@errors.example/1', environment: 'production' });
    const early = new Error('early failure');
    window.dispatchEvent(new ErrorEvent('error', { error: early, message: early.message }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'rejected early' });
    window.dispatchEvent(rejection);
    expect(init).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(init).toHaveBeenCalledWith({
        dsn: 'https://key@errors.example/1',
        environment: 'production',
      }),
    );
    expect(captured).toEqual([early, 'rejected early']);
  });
});
