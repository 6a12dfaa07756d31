import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { track } from './analytics.ts';

/** SPEC §9: web-vitals events are debounced by 3 s. */
export const WEB_VITALS_DEBOUNCE_MS = 3000;

export interface VitalSample {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  id: string;
}

/** Collects Core Web Vitals and sends them as one track event once they stop changing for 3 s (or the page is hidden). */
export function reportWebVitals(
  send: (samples: VitalSample[]) => void = (samples) => track('web_vitals', { metrics: samples }),
): void {
  const pending = new Map<string, VitalSample>();
  let timer: number | undefined;
  const flush = () => {
    window.clearTimeout(timer);
    if (pending.size === 0) return;
    send([...pending.values()]);
    pending.clear();
  };
  const queue = (metric: Metric) => {
    pending.set(metric.name, {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
    });
    window.clearTimeout(timer);
    timer = window.setTimeout(flush, WEB_VITALS_DEBOUNCE_MS);
  };
  for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(queue);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
