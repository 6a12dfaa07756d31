// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyCtaVariant,
  assignCtaVariant,
  CTA_STORAGE_KEY,
  CTA_VARIANTS,
} from '../../runtime/experiments/cta-copy.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("experiment 'cta-copy' (SPEC §4)", () => {
  it('has the four variants with their exact copy', () => {
    expect(CTA_VARIANTS).toEqual({
      control: 'Contact',
      'schedule-a-call': 'Schedule a Call',
      'request-an-estimate': 'Request an Estimate',
      'lets-work-together': "Let's work together!",
    });
  });

  it('assigns a random variant, stores it and tracks joining with id, variant and copy', () => {
    const track = vi.fn();
    const variant = assignCtaVariant({
      enabled: true,
      storage: localStorage,
      track,
      random: () => 0.6,
    });
    expect(variant).toBe('request-an-estimate');
    expect(localStorage.getItem(CTA_STORAGE_KEY)).toBe('request-an-estimate');
    expect(track).toHaveBeenCalledExactlyOnceWith('user_joined_cta_cohort', {
      experimentId: 'cta-copy',
      variant: 'request-an-estimate',
      copy: 'Request an Estimate',
    });
  });

  it('covers every variant across the random range', () => {
    const seen = new Set(
      [0, 0.25, 0.5, 0.75, 0.999].map((value) => {
        localStorage.clear();
        return assignCtaVariant({
          enabled: true,
          storage: localStorage,
          track: () => {},
          random: () => value,
        });
      }),
    );
    expect(seen).toEqual(new Set(Object.keys(CTA_VARIANTS)));
  });

  it('reuses the stored variant on later visits without tracking again', () => {
    localStorage.setItem(CTA_STORAGE_KEY, 'schedule-a-call');
    const track = vi.fn();
    const random = vi.fn(() => 0);
    expect(assignCtaVariant({ enabled: true, storage: localStorage, track, random })).toBe(
      'schedule-a-call',
    );
    expect(random).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it('replaces an unknown stored value with a fresh assignment', () => {
    localStorage.setItem(CTA_STORAGE_KEY, 'retired-variant');
    expect(
      assignCtaVariant({ enabled: true, storage: localStorage, track: () => {}, random: () => 0 }),
    ).toBe('control');
  });

  it('when off: removes the stored assignment, tracks leaving, and yields no variant', () => {
    localStorage.setItem(CTA_STORAGE_KEY, 'control');
    const track = vi.fn();
    expect(assignCtaVariant({ enabled: false, storage: localStorage, track })).toBeNull();
    expect(localStorage.getItem(CTA_STORAGE_KEY)).toBeNull();
    expect(track).toHaveBeenCalledExactlyOnceWith('user_left_cta_cohort', {
      experimentId: 'cta-copy',
      variant: 'control',
    });
  });

  it('when off and never assigned: nothing to leave, nothing tracked', () => {
    const track = vi.fn();
    expect(assignCtaVariant({ enabled: false, storage: localStorage, track })).toBeNull();
    expect(track).not.toHaveBeenCalled();
  });

  it('logs an error to the console and yields no variant', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('storage exploded');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(assignCtaVariant({ enabled: true, storage: broken, track: () => {} })).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]![0])).toContain('cta-copy');
  });

  it('shows the localised copy of the variant, and leaves the default label without one', () => {
    document.body.innerHTML = '<a id="workTogetherCTA">Let&#39;s work together</a>';
    const cta = document.getElementById('workTogetherCTA');
    applyCtaVariant(cta, null, { control: 'Kontakt' });
    expect(cta!.textContent).toBe("Let's work together");
    applyCtaVariant(cta, 'control', { control: 'Kontakt' });
    expect(cta!.textContent).toBe('Kontakt');
    expect(cta!.dataset.variant).toBe('control');
  });
});
