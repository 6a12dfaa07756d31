import type { RuntimeConfigData } from '../../shared/contracts/runtime-config.ts';
import { storedLanguage } from '../language-preference.ts';
import { languageRedirect, preferredLanguage } from './language.ts';
import { navigableUrl } from './link-eligibility.ts';
import { startPrefetching } from './prefetch.ts';
import { createAnnouncer, startRouter } from './router.ts';

/**
 * SPEC §2 language routing: on a page at an unprefixed (default-language) path,
 * go to the visitor's language. Returns true when a redirect is under way.
 */
export function routeLanguage(config: RuntimeConfigData): boolean {
  const { available, default: defaultLanguage } = config.languages;
  if (config.locale !== defaultLanguage) return false;
  const language = preferredLanguage({
    stored: storedLanguage(),
    browserLanguages: navigator.languages ?? [navigator.language],
    available,
    pageLanguage: config.locale,
  });
  const target = languageRedirect(location, language, defaultLanguage, available);
  if (!target) return false;
  location.replace(target);
  return true;
}

export function startNavigation(
  config: RuntimeConfigData,
  onSwap: (main: HTMLElement) => void,
): void {
  startRouter({
    announce: createAnnouncer(config.strings.navigated),
    onSwap,
    loadingNotice: config.strings.loadingNotice,
  });
  const eligible = (anchor: HTMLAnchorElement) =>
    navigableUrl(
      {
        button: 0,
        metaKey: false,
        ctrlKey: false,
        shiftKey: false,
        altKey: false,
        defaultPrevented: false,
      },
      anchor,
      location,
    )?.pathname ?? null;
  startPrefetching(document, () => document.documentElement.lang, eligible);
}
