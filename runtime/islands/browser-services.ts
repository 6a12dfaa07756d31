import type { BrowserServices } from '../../shared/contracts/browser-services.ts';
import { analyticsContext, track } from '../analytics/analytics.ts';
import { notify } from '../feedback/toasts.ts';

/** What the runtime gives every island (components/islands/browser-services.tsx). */
export const browserServices: BrowserServices = {
  track,
  notify,
  visit: () => {
    const { campaign, entryPoint } = analyticsContext();
    return { entryPoint, ...(campaign ? { campaign: campaign as Record<string, string> } : {}) };
  },
};
