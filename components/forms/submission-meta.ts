import type { VisitContext } from '../../shared/contracts/browser-services.ts';

/** What a form sends besides its fields: language, page, campaign, and how long the visitor took. */
export interface SubmissionMetaPayload {
  locale: string;
  sourcePath: string;
  entryPoint: string;
  campaign?: Record<string, string>;
  elapsedMs: number;
}

export function submissionMeta(
  locale: string,
  startedAt: number,
  { campaign, entryPoint }: VisitContext,
): SubmissionMetaPayload {
  return {
    locale,
    sourcePath: window.location.pathname,
    entryPoint,
    ...(campaign ? { campaign } : {}),
    elapsedMs: Math.round(performance.now() - startedAt),
  };
}

/** One key per logical submission: a retry after a network failure reuses it, so the server stores one row. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
