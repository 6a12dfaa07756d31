// How a place is named, without the location schema (location.ts re-exports these): the
// renderer, and so every render thread, reads these without loading zod.

/**
 * Between a city and its state code where the name is shown as text (headings,
 * lists): a no-break space, so a narrow line never leaves "TX" on its own.
 * Arabic writes its own comma.
 */
export const CITY_STATE_UNBROKEN = ',\u00a0';
export const cityStateSeparator = (locale: string, unbroken = true) =>
  `${locale === 'ar' ? '،' : ','}${unbroken ? '\u00a0' : ' '}`;

/**
 * "Austin, TX" for a city, "Texas" for a state: how a place is named in headings,
 * titles and lists. A name that already carries its state ("Washington, DC",
 * which the footer lists beside the state of Washington) keeps it once.
 * `separator` goes between city and state code (CITY_STATE_UNBROKEN on screen).
 */
export function placeName(
  location: { name: string; stateCode?: string | undefined },
  separator = ', ',
): string {
  if (!location.stateCode) return location.name;
  const suffix = new RegExp(`[,،]\\s*${location.stateCode}$`);
  const city = location.name.replace(suffix, '');
  return `${city}${separator}${location.stateCode}`;
}
