import { createInstance, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '../../content/schema/locales.ts';

/** SPEC §9 translation defaults, stated explicitly so an i18next upgrade cannot change them. */
export const i18nOptions: InitOptions = {
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'translation',
  ns: ['translation'],
  keySeparator: '.',
  nsSeparator: ':',
  pluralSeparator: '_',
  interpolation: { escapeValue: false, maxReplaces: 1000 },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
};

/** A ready (synchronously initialised) i18next instance for one locale. */
export function createI18n(locale: Locale, resources: Resource): I18n {
  const instance = createInstance({ ...i18nOptions, lng: locale, resources });
  instance.use(initReactI18next);
  void instance.init();
  return instance;
}
