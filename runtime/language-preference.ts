/** SPEC §1: the chosen language is kept in local browser storage. */
export const LANGUAGE_STORAGE_KEY = 'fernhill:language';

export function storedLanguage(storage: Pick<Storage, 'getItem'> = window.localStorage): string | null {
  try {
    return storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be disabled (privacy modes); the site still works
  }
}

/** Stores the language whenever a visitor picks one in the language switcher. */
export function rememberLanguageChoice(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-set-locale]');
    const language = link?.getAttribute('data-set-locale');
    if (!language) return;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not storable: the link still navigates to the chosen language.
    }
  });
}
