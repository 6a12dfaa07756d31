import { LOCALES } from '../../content/schema/locales.ts';

type DateStyle = 'medium' | 'long';

const formatterOf = (locale: string, dateStyle: DateStyle) =>
  new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' });

/**
 * The site's formatters, built once: building an Intl.DateTimeFormat costs
 * far more than using one, and every post card shows a date.
 */
const FORMATTERS: ReadonlyMap<string, Intl.DateTimeFormat> = new Map(
  LOCALES.flatMap((locale) =>
    (['medium', 'long'] as const).map(
      (style) => [`${locale}|${style}`, formatterOf(locale, style)] as const,
    ),
  ),
);

/** An ISO date ("2026-04-07") as the locale writes it, in UTC so the day never shifts. */
export function formatDate(isoDate: string, locale: string, dateStyle: DateStyle): string {
  return (FORMATTERS.get(`${locale}|${dateStyle}`) ?? formatterOf(locale, dateStyle)).format(
    new Date(isoDate),
  );
}
