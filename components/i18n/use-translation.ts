import type { TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/**
 * The page's translator, from the I18nextProvider around it. react-i18next's
 * own hook copies the i18n instance and builds a fixed `t` on every call
 * while rendering on the server, about a tenth of a page's render time. Each
 * locale renders with its own instance whose language never changes
 * (components/i18n/i18n-config.ts), so that instance's bound `t` is the
 * fixed translator already.
 */
export function useTranslation(): { t: TFunction } {
  const i18n = useContext(I18nContext)?.i18n;
  if (!i18n) throw new Error('`useTranslation` must be used within an I18nextProvider (components/server-entry.tsx)');
  return { t: i18n.t };
}
