import { page as trackPage } from '../analytics/analytics.ts';
import { scheduleIslands } from '../islands/schedule-islands.ts';
import { delayedNotice } from '../loading-notice.ts';
import { canonicalUrl } from './canonical.ts';
import { navigableUrl } from './link-eligibility.ts';
import { PAGE_HEAD } from '../../shared/contracts/page-head.ts';
import type { PageData } from '../../shared/contracts/page-data.ts';
import { loadBuildHash, loadPageData } from './page-data-client.ts';

const RELOADED_KEY = 'fernhill:reloaded-for-build';

export interface RouterOptions {
  /** SPEC §9: shown when a navigation takes longer than 1000 ms. */
  loadingNotice?: string;
  /** Called after each swap (islands, the CTA experiment label, analytics). */
  onSwap?: (main: HTMLElement) => void;
  announce: (title: string) => void;
}

interface HistoryState {
  scrollY?: number;
}

/**
 * Client-side navigation on page data (SPEC §2), as progressive enhancement:
 * plain links keep working; this only swaps <main>, <head> tags and
 * <html lang dir> in place. Navigating to another language is a full load
 * (its header, footer and runtime texts differ).
 */
export function startRouter(options: RouterOptions): void {
  const buildHash =
    document.querySelector<HTMLMetaElement>('meta[name="build-hash"]')?.content ?? '';
  const base =
    document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.origin;
  let lastKnownPath = location.pathname + location.search + location.hash;
  history.scrollRestoration = 'manual';

  const fullLoad = (target: string) => location.assign(target);

  const swap = (data: PageData, url: URL) => {
    const template = document.createElement('template');
    template.innerHTML = data.main;
    const main = template.content.querySelector('main');
    const current = document.querySelector('main');
    if (!main || !current) throw new Error('page data has no <main>');
    document.querySelectorAll(PAGE_HEAD).forEach((element) => element.remove());
    const head = document.createElement('template');
    head.innerHTML = data.head;
    document.head.prepend(head.content);
    document.documentElement.lang = data.locale;
    document.documentElement.dir = data.dir;
    current.replaceWith(main);
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = canonicalUrl(base, url);
    for (const link of document.querySelectorAll<HTMLAnchorElement>('header a[href]')) {
      const path = new URL(link.href).pathname;
      if (link.closest('nav[aria-label]') && !link.hasAttribute('data-set-locale')) {
        if (path !== '/' && url.pathname.startsWith(path))
          link.setAttribute('aria-current', 'page');
        else link.removeAttribute('aria-current');
      }
    }
    scheduleIslands(main);
    options.onSwap?.(main);
    document.dispatchEvent(new Event('navigation:swapped'));
    return main;
  };

  const navigate = async (url: URL, { push }: { push: boolean }) => {
    const target = url.pathname + url.search + url.hash;
    const notice = options.loadingNotice
      ? delayedNotice(document, options.loadingNotice)
      : undefined;
    try {
      const [data, latestHash] = await Promise.all([
        loadPageData(url.pathname, document.documentElement.lang),
        loadBuildHash().catch(() => buildHash),
      ]);
      if (latestHash !== buildHash) {
        // A new build is live: load it properly, but only once per session so a bad deploy cannot loop.
        if (sessionStorage.getItem(RELOADED_KEY) !== latestHash) {
          sessionStorage.setItem(RELOADED_KEY, latestHash);
          return fullLoad(target);
        }
      }
      if (data.locale !== document.documentElement.lang) return fullLoad(target);
      if (push) {
        history.replaceState(
          { ...(history.state as HistoryState), scrollY: window.scrollY } satisfies HistoryState,
          '',
        );
        history.pushState({} satisfies HistoryState, '', target);
      }
      const main = swap(data, url);
      lastKnownPath = target;
      const state = history.state as HistoryState | null;
      if (!push && typeof state?.scrollY === 'number') window.scrollTo(0, state.scrollY);
      else if (url.hash)
        document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
      // SPEC §2 names /services and /blog; a new page that opened mid-way down would look broken
      // anywhere else too, so every new navigation starts at the top.
      else window.scrollTo(0, 0);
      const heading = main.querySelector('h1')?.textContent?.trim();
      options.announce(data.title || heading || document.title);
      main.focus({ preventScroll: true });
      trackPage();
      notice?.cancel();
    } catch (error) {
      notice?.cancel();
      // Page data could not be loaded even after retries: the browser loads the page itself.
      console.warn('[navigation] falling back to a full page load:', error);
      fullLoad(target);
    }
  };

  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor) return;
    const url = navigableUrl(event, anchor, location);
    if (!url) return;
    event.preventDefault();
    void navigate(url, { push: true });
  });
  window.addEventListener('popstate', () => void navigate(new URL(location.href), { push: false }));

  // SPEC §8: a chunk that cannot load sends the visitor to the last page that worked.
  window.addEventListener('unhandledrejection', (event) => {
    const message = String((event.reason as Error | undefined)?.message ?? event.reason);
    if (/loading chunk|dynamically imported module|importing a module script failed/i.test(message))
      fullLoad(lastKnownPath);
  });
}

/** An off-screen live region that reads 'Navigated to …' after each navigation. */
export function createAnnouncer(template: string): (title: string) => void {
  const region = document.createElement('div');
  region.className = 'visually-hidden';
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  region.id = 'route-announcer';
  document.body.append(region);
  return (title) => {
    region.textContent = template.replace('{{title}}', title);
  };
}
