import { describe, expect, it } from 'vitest';
import { newsletterReducer, SUBMIT_GUARD_MS } from '../../components/forms/newsletter-machine.ts';

describe('newsletter states (SPEC §4)', () => {
  it('goes idle → submitting → submitted → idle', () => {
    let state = newsletterReducer('idle', { type: 'submit' });
    expect(state).toBe('submitting');
    state = newsletterReducer(state, { type: 'succeeded' });
    expect(state).toBe('submitted');
    expect(newsletterReducer(state, { type: 'guardElapsed' })).toBe('idle');
  });

  it('ignores submits while submitting or submitted recently', () => {
    expect(newsletterReducer('submitting', { type: 'submit' })).toBe('submitting');
    expect(newsletterReducer('submitted', { type: 'submit' })).toBe('submitted');
  });

  it('returns to idle after a failure, so the visitor can retry', () => {
    expect(newsletterReducer('submitting', { type: 'failed' })).toBe('idle');
  });

  it('guards for 2000 ms (SPEC §9)', () => {
    expect(SUBMIT_GUARD_MS).toBe(2000);
  });
});
