import type { z } from 'zod';
import type { Localized } from './locales.ts';

/** Search engines cut titles at about 70 characters (html-validate's long-title rule agrees). */
export const MAX_TITLE_LENGTH = 70;

/**
 * A title that must fit search results in every locale: either `title` fits,
 * or `metaTitle` (which must fit) stands in for it in the <head>.
 */
export function checkSearchTitle(
  entry: { title: Localized<string>; metaTitle?: Localized<string> | undefined },
  ctx: z.RefinementCtx,
): void {
  const values = (value: Localized<string>) =>
    Object.entries(typeof value === 'string' ? { en: value } : value);
  for (const [locale, title] of values(entry.metaTitle ?? entry.title)) {
    if (title && title.length > MAX_TITLE_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: [
          entry.metaTitle ? 'metaTitle' : 'title',
          ...(typeof (entry.metaTitle ?? entry.title) === 'string' ? [] : [locale]),
        ],
        message: entry.metaTitle
          ? `metaTitle (${locale}) has ${title.length} characters; keep it within ${MAX_TITLE_LENGTH}`
          : `title (${locale}) has ${title.length} characters, more than search results show (${MAX_TITLE_LENGTH}); add a shorter metaTitle`,
      });
    }
  }
}
