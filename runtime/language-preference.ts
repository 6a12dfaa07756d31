import { browserStorage } from './storage.ts';

/** SPEC §1: the chosen language is kept in local browser storage. */
export const LANGUAGE_STORAGE_KEY = 'fernhill:language';

export function storedLanguage(
  storage: Pick<Storage, 'getItem'> = browserStorage(),
): string | null {
  return storage.getItem(LANGUAGE_STORAGE_KEY);
}

/** Stores the language whenever a visitor picks one in the language switcher. */
export function rememberLanguageChoice(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-set-locale]');
    const language = link?.getAttribute('data-set-locale');
    if (!language) return;
    browserStorage().setItem(LANGUAGE_STORAGE_KEY, language);
  });
}
