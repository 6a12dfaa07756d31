import type { SiteSettings } from '../../shared/model/site-settings.ts';
import { settingsFromEnvironment } from '../settings.ts';

/**
 * What kind of site the graph builds: the published one, or the dev server's.
 * Every difference between `build` and `dev` is a field here (plain data, part
 * of the steps' keys), not a branch through the build.
 */
export interface BuildProfile {
  settings: SiteSettings;
  /** The stylesheet's file: named by the build hash, or fixed (dev: a page does not change when only the CSS does). */
  stylesheet: { fixed: string } | 'hashed';
  /** Minified scripts without source maps, or development builds with linked maps. */
  scripts: 'production' | 'development';
  /** Offline support (dev registers no service worker: runtime/main.ts). */
  serviceWorker: boolean;
  /** Whether a locale set to 'complete' with missing translations fails the build, or only warns (a half-written entry still previews). */
  enforceTranslations: boolean;
  /** Write the designers' token reference page (dist/design-tokens/). */
  tokenReference: boolean;
  /**
   * Write a `.br` and `.gz` beside each text file (generator/write/precompress.ts) for servers that
   * send them as they are (nginx's gzip_static, `serve`): `build --precompress`. Off by default, as
   * static hosts and CDNs compress responses themselves: at +10,000 pages the variants are 41,716
   * more files (207 MB) to upload, and compressing them about 1 ms of CPU per page.
   */
  precompress: boolean;
  /** Extra <head> markup on every page, e.g. the dev server's live-reload client. */
  headExtra: string;
  /** Record what each page reads, so a later evaluation renders only the pages a change reaches. */
  trackReads: boolean;
  /**
   * Steps computed once per graph and kept (dev): the page stamp (every page
   * shows it as its build hash) and the brand colours of the favicon and share cards (every page
   * names them), so a token edit stays a stylesheet swap.
   */
  frozen: readonly string[];
}

export function productionProfile(
  options: {
    settings?: SiteSettings;
    tokenReference?: boolean;
    precompress?: boolean;
    trackReads?: boolean;
  } = {},
): BuildProfile {
  return {
    settings: options.settings ?? settingsFromEnvironment(process.env, { dev: false }),
    stylesheet: 'hashed',
    scripts: 'production',
    serviceWorker: true,
    enforceTranslations: true,
    // A public site does not ship an unlinked, noindex page of its internals unless asked (`build --token-reference`).
    tokenReference: options.tokenReference ?? false,
    precompress: options.precompress ?? false,
    headExtra: '',
    // A build that keeps a cache records reads: the next one renders only the pages they changed.
    trackReads: options.trackReads ?? false,
    frozen: [],
  };
}

/**
 * What a build's options make: the profile given, or the published site's
 * (recording reads when the build keeps a cache). `build` and the CLI's
 * up-to-date check (generator/graph/input-snapshot.ts) must agree on it.
 */
export function profileOf(
  options: {
    profile?: BuildProfile;
    settings?: SiteSettings;
    tokenReference?: boolean;
    precompress?: boolean;
  },
  cached: boolean,
): BuildProfile {
  return (
    options.profile ??
    productionProfile({
      ...(options.settings ? { settings: options.settings } : {}),
      tokenReference: options.tokenReference ?? false,
      precompress: options.precompress ?? false,
      trackReads: cached,
    })
  );
}

/** `dev` keeps one stylesheet URL, so a page does not change when only the CSS does (the dev server never caches). */
export const DEV_STYLESHEET = '_assets/site.css';

export function developmentProfile(
  options: { headExtra?: string; settings?: SiteSettings } = {},
): BuildProfile {
  return {
    settings: options.settings ?? settingsFromEnvironment(process.env, { dev: true }),
    stylesheet: { fixed: DEV_STYLESHEET },
    scripts: 'development',
    serviceWorker: false,
    enforceTranslations: false,
    tokenReference: true,
    // The dev server's sinks write none: it sends pages as they are.
    precompress: false,
    headExtra: options.headExtra ?? '',
    trackReads: true,
    frozen: ['page stamp', 'brand colours'],
  };
}
