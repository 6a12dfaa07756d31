/**
 * The browser runtime's entry: everything here loads on every page, so it
 * stays tiny. Interactive islands load through dynamic import() later.
 */
import { rememberLanguageChoice } from './language-preference.ts';

rememberLanguageChoice(document);
