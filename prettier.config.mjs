/**
 * Prettier owns the code's layout (ESLint only checks code: eslint-config-prettier
 * turns its style rules off). The options match the style the code was written in.
 *
 * @type {import('prettier').Config}
 */
export default {
  printWidth: 100,
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: true,
  jsxSingleQuote: false,
  quoteProps: 'as-needed',
  trailingComma: 'all',
  bracketSpacing: true,
  arrowParens: 'always',
  endOfLine: 'lf',
  // Tagged templates such as html`…` are the generator's output written by hand:
  // reformatting them would change the pages it writes.
  embeddedLanguageFormatting: 'off',
};
