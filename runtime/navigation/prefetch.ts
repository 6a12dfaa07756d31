import { whenIdle } from '../idle.ts';
import { isCached, loadPageData } from './page-data-client.ts';

/** SPEC §2 / §9: prefetch after 3 s, 4 at a time; never on 2g, with data saver, or for crawlers. */
export const PREFETCH_DELAY_MS = 3000;
export const PREFETCH_BATCH = 4;
const CRAWLER = /bot|crawl|spider|slurp|lighthouse|headlesschrome\/[\d.]+ \(compatible/i;

export function prefetchAllowed(
  navigator: Navigator & { connection?: { saveData?: boolean; effectiveType?: string } },
): boolean {
  const connection = navigator.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType)) return false;
  return !CRAWLER.test(navigator.userAgent);
}

/** Watches internal links: those in the viewport are prefetched after the delay, in batches; hover and touch prefetch at once. */
export function startPrefetching(
  root: Document,
  locale: () => string,
  eligible: (anchor: HTMLAnchorElement) => string | null,
): void {
  if (!prefetchAllowed(navigator)) return;
  const queue: string[] = [];
  let running = 0;
  const pump = () => {
    while (running < PREFETCH_BATCH && queue.length > 0) {
      const path = queue.shift()!;
      if (isCached(path)) continue;
      running += 1;
      loadPageData(path, locale())
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };
  // The page on screen is already here: its links (the logo, its own navigation item) prefetch nothing.
  const wanted = (path: string | null): path is string =>
    Boolean(path) && path !== location.pathname && !isCached(path!);
  const enqueue = (path: string | null) => {
    if (wanted(path) && !queue.includes(path)) queue.push(path);
  };
  const prefetchNow = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    const path = anchor ? eligible(anchor) : null;
    if (wanted(path)) void loadPageData(path, locale()).catch(() => undefined);
  };
  root.addEventListener('pointerover', prefetchNow, { passive: true });
  root.addEventListener('touchstart', prefetchNow, { passive: true });

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      enqueue(eligible(entry.target as HTMLAnchorElement));
    }
    pump();
  });
  const observeLinks = () =>
    root
      .querySelectorAll<HTMLAnchorElement>('a[href]')
      .forEach((anchor) => observer.observe(anchor));
  setTimeout(() => whenIdle(observeLinks), PREFETCH_DELAY_MS);
  root.addEventListener('navigation:swapped', () => setTimeout(observeLinks, PREFETCH_DELAY_MS));
}
