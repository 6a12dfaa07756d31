import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/**
 * The page's translator, from the I18nextProvider around it. react-i18next's
 * own hook copies the i18n instance and builds a fixed `t` on every call
 * while rendering on the server, about a tenth of a page's render time. Each
 * locale renders with its own instance whose language and resources never
 * change (components/i18n/i18n-config.ts; watch mode makes new ones when a
 * locale file changes), so a key without options always translates to the
 * same text: those are looked up once per instance.
 */
export function useTranslation(): { t: TFunction } {
  const i18n = useContext(I18nContext)?.i18n;
  if (!i18n) throw new Error('`useTranslation` must be used within an I18nextProvider (components/server-entry.tsx)');
  return { t: rememberingTranslator(i18n) };
}

const translators = new WeakMap<I18n, TFunction>();

function rememberingTranslator(i18n: I18n): TFunction {
  let translator = translators.get(i18n);
  if (!translator) {
    const texts = new Map<string, string>();
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return (i18n.t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
      let text = texts.get(key);
      if (text === undefined) texts.set(key, (text = i18n.t(key)));
      return text;
    };
    translator = remembering as unknown as TFunction;
    translators.set(i18n, translator);
  }
  return translator;
}
