import * as Sentry from '@sentry/browser';
import type { ErrorReportingOptions } from './error-reporting.ts';

/** Starts Sentry (its global handlers report uncaught errors and unhandled rejections from now on). */
export function startSentry({
  dsn,
  environment,
  release,
}: ErrorReportingOptions): (error: unknown) => void {
  Sentry.init({ dsn, environment, ...(release ? { release } : {}), sendDefaultPii: false });
  return (error) => Sentry.captureException(error);
}
