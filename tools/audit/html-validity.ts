import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * html-validate's recommended rules, minus the ones that only pick a spelling
 * of equally valid HTML that React and our document template write differently:
 * `<!doctype html>` in lower case, `<input/>`, `novalidate=""`, React's
 * camel-cased `hrefLang`. Everything that affects meaning stays on.
 */
export const HTML_RULES: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-style': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
    // A group of checkboxes submits several values under one name, like radios.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // ARIA 1.2 lets lists and other nameable roles carry aria-label (screen readers announce it).
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};

export interface HtmlProblem {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
}

/** Validates documents with html-validate; returns every error with file, position and rule. */
export async function validateHtml(
  documents: Iterable<{ file: string; html: string }>,
): Promise<HtmlProblem[]> {
  const validator = new HtmlValidate(HTML_RULES);
  const problems: HtmlProblem[] = [];
  for (const { file, html } of documents) {
    const report = await validator.validateString(html, file);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push({
          file,
          line: message.line,
          column: message.column,
          rule: message.ruleId,
          message: message.message,
        });
      }
    }
  }
  return problems;
}
