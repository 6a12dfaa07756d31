/** Formatters by locale and style: building an Intl.DateTimeFormat costs far more than using one, and every post card shows a date. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An ISO date ("2026-04-07") as the locale writes it, in UTC so the day never shifts. */
export function formatDate(isoDate: string, locale: string, dateStyle: 'medium' | 'long'): string {
  const key = `${locale}|${dateStyle}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' })));
  return formatter.format(new Date(isoDate));
}
