const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Dotted keys of a translation resource, with plural suffixes folded away:
 * languages have different plural forms (Arabic six, English two), and parity
 * means every base key exists in every language.
 */
export function translationKeys(resource: unknown, prefix = ''): Set<string> {
  const keys = new Set<string>();
  if (resource === null || typeof resource !== 'object') return keys;
  for (const [key, value] of Object.entries(resource)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object')
      for (const inner of translationKeys(value, dotted)) keys.add(inner);
    else keys.add(dotted.replace(PLURAL_SUFFIX, ''));
  }
  return keys;
}
