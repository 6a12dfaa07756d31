import { whenIdle } from '../idle.ts';

export interface ErrorReportingOptions {
  dsn: string;
  environment: string;
  release?: string;
}

/**
 * SPEC §7: uncaught errors and unhandled rejections go to the error-reporting
 * service in production. Sentry loads when the browser is idle, never before
 * first paint; what happens before it arrives is buffered and sent after.
 */
export function installErrorReporting(options: ErrorReportingOptions): void {
  const early: unknown[] = [];
  const onError = (event: ErrorEvent) => early.push(event.error ?? new Error(event.message));
  const onRejection = (event: PromiseRejectionEvent) => early.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  whenIdle(() => {
    import('./sentry.ts')
      .then(({ startSentry }) => {
        const capture = startSentry(options);
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        for (const error of early.splice(0)) capture(error);
      })
      .catch((error: unknown) => console.warn('[error reporting] could not load:', error));
  });
}
