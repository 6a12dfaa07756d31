// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsContext, page, track } from '../../runtime/analytics/analytics.ts';
import {
  CAMPAIGN_STORAGE_KEY,
  campaignFromQuery,
  captureCampaign,
  storedCampaign,
} from '../../runtime/analytics/campaign.ts';

afterEach(() => {
  localStorage.clear();
  delete (globalThis as { analytics?: unknown }).analytics;
});

describe('campaign tracking (SPEC §3)', () => {
  it('maps the utm_* parameters and gclid to the campaign fields', () => {
    expect(
      campaignFromQuery(
        '?utm_source=google&utm_medium=cpc&utm_campaign=q4-fintech&utm_content=hero&utm_term=react+agency&utm_id=77&gclid=abc',
      ),
    ).toEqual({
      source: 'google',
      medium: 'cpc',
      name: 'q4-fintech',
      content: 'hero',
      term: 'react agency',
      id: '77',
      gclid: 'abc',
    });
    expect(campaignFromQuery('?page=2')).toBeUndefined();
  });

  it('keeps the campaign in localStorage and does not forget it on a visit without parameters', () => {
    captureCampaign('?utm_source=newsletter', localStorage);
    captureCampaign('', localStorage);
    expect(JSON.parse(localStorage.getItem(CAMPAIGN_STORAGE_KEY)!)).toEqual({
      source: 'newsletter',
    });
    expect(storedCampaign(localStorage)).toEqual({ source: 'newsletter' });
  });
});

describe('analytics (SPEC §7)', () => {
  it('sends track and page events with campaign and entry-point context', () => {
    const client = { track: vi.fn(), page: vi.fn() };
    (globalThis as { analytics?: unknown }).analytics = client;
    captureCampaign('?utm_medium=email', localStorage);
    window.history.replaceState(null, '', '/services/react-development');
    track('contact_form_opened', { from: 'cta' });
    page('React');
    const context = { campaign: { medium: 'email' }, entryPoint: '/services/react-development' };
    expect(client.track).toHaveBeenCalledWith('contact_form_opened', { from: 'cta' }, { context });
    expect(client.page).toHaveBeenCalledWith(
      'React',
      { path: '/services/react-development' },
      { context },
    );
    expect(analyticsContext()).toEqual(context);
  });

  it('does nothing without a global analytics object, and survives one that throws', () => {
    expect(() => track('newsletter_signup', { email: 'a@b.co' })).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    (globalThis as { analytics?: unknown }).analytics = {
      track: () => {
        throw new Error('blocked');
      },
    };
    expect(() => track('newsletter_signup')).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
