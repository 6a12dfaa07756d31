// The languages alone, without the schemas (primitives.ts re-exports them): the renderer, and so
// every render thread, reads these without loading zod.

/** Languages the site is published in. English is the default and the fallback (SPEC §1). */
export const LOCALES = ['en', 'de', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * A content field that may be translated per locale. A plain value is English;
 * an object gives English plus any translations. Missing translations fall back
 * to English at render time, and the rendered block is marked `lang="en"`.
 */
export type Localized<T> = T | ({ en: T } & { [L in Exclude<Locale, 'en'>]?: T });
