/**
 * SPEC §4 newsletter states. A submit is accepted only from `idle`; after a
 * success the form stays `submitted` for the guard time (SPEC §9: 2000 ms),
 * during which further submits are ignored.
 */
export type NewsletterState = 'idle' | 'submitting' | 'submitted';

export const SUBMIT_GUARD_MS = 2000;

export type NewsletterEvent =
  { type: 'submit' } | { type: 'succeeded' } | { type: 'failed' } | { type: 'guardElapsed' };

export function newsletterReducer(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'submit':
      return state === 'idle' ? 'submitting' : state;
    case 'succeeded':
      return state === 'submitting' ? 'submitted' : state;
    case 'failed':
      return state === 'submitting' ? 'idle' : state;
    case 'guardElapsed':
      return state === 'submitted' ? 'idle' : state;
  }
}
