import { browserStorage } from '../storage.ts';
import type { AnalyticsEvent } from '../../shared/contracts/browser-services.ts';
import { storedCampaign, type Campaign } from './campaign.ts';

export interface AnalyticsContext {
  campaign?: Campaign;
  /** SPEC §3: the entry point is the current path. */
  entryPoint: string;
}

/** The global analytics object (Segment-style) a site may load; everything works without it. */
interface AnalyticsClient {
  track?: (event: string, properties?: object, options?: { context: AnalyticsContext }) => void;
  identify?: (
    userId: string | undefined,
    traits?: object,
    options?: { context: AnalyticsContext },
  ) => void;
  page?: (name?: string, properties?: object, options?: { context: AnalyticsContext }) => void;
}

function client(): AnalyticsClient | undefined {
  return (globalThis as { analytics?: AnalyticsClient }).analytics;
}

export function analyticsContext(): AnalyticsContext {
  return { campaign: storedCampaign(browserStorage()), entryPoint: window.location.pathname };
}

/** Analytics must never break the page: a throwing client is reported to the console and ignored. */
function safely(call: () => void): void {
  try {
    call();
  } catch (error) {
    console.warn('[analytics] call failed:', error);
  }
}

export function track(event: AnalyticsEvent, properties: object = {}): void {
  safely(() => client()?.track?.(event, properties, { context: analyticsContext() }));
}

export function identify(userId: string | undefined, traits: object = {}): void {
  safely(() => client()?.identify?.(userId, traits, { context: analyticsContext() }));
}

export function page(name: string = document.title, properties: object = {}): void {
  safely(() =>
    client()?.page?.(
      name,
      { path: window.location.pathname, ...properties },
      { context: analyticsContext() },
    ),
  );
}
