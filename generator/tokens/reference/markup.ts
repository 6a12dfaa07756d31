import { escapeHtml } from '../../render/html-escape.ts';

/**
 * A tiny HTML template tag for the token reference page: interpolated values
 * are escaped unless they are Markup (from another `html` call), arrays are
 * joined, and false/null/undefined render nothing, so a template can write
 * `${condition && html`…`}`. Token names and descriptions are designer text:
 * escaping by default keeps a `<` in a description from breaking the page.
 */
export class Markup {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Value = Markup | string | number | boolean | null | undefined | readonly Value[];


function render(value: Value): string {
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === false || value === null || value === undefined) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return new Markup(strings.reduce((out, part, index) => out + part + (index < values.length ? render(values[index]!) : ''), ''));
}

/** Markup made elsewhere and trusted as is (the dev server's script tag). */
export function raw(text: string): Markup {
  return new Markup(text);
}
