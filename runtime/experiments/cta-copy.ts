import type { AnalyticsEvent } from '../../shared/contracts/browser-services.ts';

/** SPEC §4 call-to-action experiment 'cta-copy': variant key → display copy. */
export const CTA_EXPERIMENT_ID = 'cta-copy';
export const CTA_VARIANTS = {
  control: 'Contact',
  'schedule-a-call': 'Schedule a Call',
  'request-an-estimate': 'Request an Estimate',
  'lets-work-together': "Let's work together!",
} as const;
export type CtaVariant = keyof typeof CTA_VARIANTS;

export const CTA_STORAGE_KEY = 'fernhill:experiment:cta-copy';

const isVariant = (value: string | null): value is CtaVariant =>
  value !== null && Object.hasOwn(CTA_VARIANTS, value);

export interface CtaExperimentInput {
  /** The global flag (SITE_CTA_EXPERIMENT at build time). */
  enabled: boolean;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  track: (event: AnalyticsEvent, properties?: object) => void;
  /** Returns a number in [0, 1). */
  random?: () => number;
}

/**
 * Assigns (or reuses) the visitor's variant. Joining and leaving are tracked
 * when they happen: on first assignment, and when an existing assignment is
 * removed because the experiment was switched off. Any error is logged and
 * yields no variant, so the default label stays (SPEC §8).
 */
export function assignCtaVariant({
  enabled,
  storage,
  track,
  random = Math.random,
}: CtaExperimentInput): CtaVariant | null {
  try {
    const stored = storage.getItem(CTA_STORAGE_KEY);
    if (!enabled) {
      if (stored !== null) {
        storage.removeItem(CTA_STORAGE_KEY);
        track('user_left_cta_cohort', { experimentId: CTA_EXPERIMENT_ID, variant: stored });
      }
      return null;
    }
    if (isVariant(stored)) return stored;
    const variants = Object.keys(CTA_VARIANTS) as CtaVariant[];
    const variant = variants[Math.floor(random() * variants.length)] ?? 'control';
    storage.setItem(CTA_STORAGE_KEY, variant);
    track('user_joined_cta_cohort', {
      experimentId: CTA_EXPERIMENT_ID,
      variant,
      copy: CTA_VARIANTS[variant],
    });
    return variant;
  } catch (error) {
    console.error(`[experiment ${CTA_EXPERIMENT_ID}] failed, showing the default label:`, error);
    return null;
  }
}

/** Shows the variant's copy (in the page's language) on the CTA; no variant leaves the default label. */
export function applyCtaVariant(
  cta: HTMLElement | null,
  variant: CtaVariant | null,
  localizedCopy: Record<string, string> | undefined,
): void {
  if (!cta || !variant) return;
  cta.textContent = localizedCopy?.[variant] ?? CTA_VARIANTS[variant];
  cta.dataset.variant = variant;
}
