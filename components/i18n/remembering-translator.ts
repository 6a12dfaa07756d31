import type { i18n as I18n, TFunction } from 'i18next';

/** Options that change which text a key resolves to, or how: calls with them always take i18next's full path. */
const RESOLVING_OPTIONS: ReadonlySet<string> = new Set([
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keyPrefix',
  'nsSeparator',
  'keySeparator',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'replace',
  'nest',
]);

/** Plain values to fill in, and nothing else. */
function onlyValues(options: unknown): options is Record<string, string | number> {
  if (
    typeof options !== 'object' ||
    options === null ||
    Object.getPrototypeOf(options) !== Object.prototype
  )
    return false;
  for (const [name, value] of Object.entries(options)) {
    if (RESOLVING_OPTIONS.has(name) || (typeof value !== 'string' && typeof value !== 'number'))
      return false;
  }
  return true;
}

/**
 * Engine trick, the translation fast path: a `t` that gives what `i18n.t`
 * gives, remembering texts. Each locale renders with its own instance whose
 * language and resources never change (components/i18n/i18n-config.ts; the
 * render session makes new ones when a locale file changes), so a key without
 * options always translates to the same text: it is looked up once. A key
 * with only values to fill in ({{place}}) has its text looked up once too, and
 * i18next's own interpolator fills it in: the lookup is most of a call's time.
 * Measured in commit 881ef36 (with react-i18next's hook replaced, use-translation.ts):
 * 1.41 → 1.18 ms per location page. tests/unit/translator.test.ts proves it
 * gives i18next's text for every key of every locale; to measure again, time
 * `npm run bench` with `useTranslation` returning `i18n.t` instead.
 */
export function rememberingTranslator(
  i18n: I18n,
  /** Told of every key looked up, remembered or not (the build's dependency tracking: read-recorder.ts). */
  onRead?: (key: string, options: unknown) => void,
): TFunction {
  const texts = new Map<string, string>();
  /** Texts with {{values}} as written, or null where i18next must do more than fill them in (nesting). */
  const templates = new Map<string, string | null>();
  const full = (key: unknown, ...rest: unknown[]) =>
    (i18n.t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
  const remembering = (key: unknown, ...rest: unknown[]) => {
    if (onRead) {
      // A list of keys is tried in order: each may be the one whose text shows.
      if (typeof key === 'string') onRead(key, rest[0]);
      else if (Array.isArray(key))
        for (const each of key) if (typeof each === 'string') onRead(each, rest[0]);
    }
    if (typeof key !== 'string') return full(key, ...rest);
    if (rest.length === 1 && onlyValues(rest[0])) {
      let template = templates.get(key);
      if (template === undefined) {
        const text: unknown = i18n.t(key, { skipInterpolation: true });
        // '$t(' is i18next's nesting prefix (components/i18n/i18n-config.ts keeps the default).
        templates.set(
          key,
          (template = typeof text === 'string' && !text.includes('$t(') ? text : null),
        );
      }
      if (template === null) return full(key, ...rest);
      // As i18next itself calls it: the values are both the data and the options.
      return i18n.services.interpolator.interpolate(template, rest[0], i18n.language, rest[0]);
    }
    if (rest.length > 0) return full(key, ...rest);
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = i18n.t(key)));
    return text;
  };
  return remembering as unknown as TFunction;
}
