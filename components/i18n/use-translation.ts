import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import { remembered, sessionCache, type RenderSession } from '../render-session.ts';
import { rememberingTranslator } from './remembering-translator.ts';
import { useRenderSession } from './site-context.tsx';

/** One translator per i18next instance: its remembered texts serve every page of the locale. */
const TRANSLATORS = sessionCache<I18n, TFunction>('translators', ['resources']);

/**
 * The page's translator, from the I18nextProvider around it. react-i18next's
 * own hook copies the i18n instance and builds a fixed `t` on every call
 * while rendering on the server, about a tenth of a page's render time; this
 * one hands out the render session's translator for the instance.
 */
export function useTranslation(): { t: TFunction } {
  const i18n = useContext(I18nContext)?.i18n;
  if (!i18n)
    throw new Error(
      '`useTranslation` must be used within an I18nextProvider (components/server-entry.tsx)',
    );
  return { t: sessionTranslator(useRenderSession(), i18n) };
}

/**
 * The render session's translator for `i18n` (one per instance, made once): its
 * remembered texts serve every page of the locale. A translator made for one
 * page looks each key up through i18next's full path again, about 37 µs a
 * location page for the one text its meta reads.
 */
export function sessionTranslator(session: RenderSession | null, i18n: I18n): TFunction {
  return remembered(session, TRANSLATORS, i18n, () =>
    rememberingTranslator(i18n, translationReads(session, i18n)),
  );
}

/**
 * What a translator tells the session's read recorder (RenderSession.reads):
 * each key with the locale it is read in, the instance's unless a call names
 * another (`lng`). Nothing without a session.
 */
export function translationReads(
  session: RenderSession | null,
  i18n: I18n,
): ((key: string, options: unknown) => void) | undefined {
  if (!session) return undefined;
  return (key, options) => {
    const lng = (options as { lng?: unknown } | undefined)?.lng;
    session.reads?.translation(typeof lng === 'string' ? lng : i18n.language, key);
  };
}
