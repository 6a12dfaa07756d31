import { readFile } from 'node:fs/promises';
import { parse, TextNode, type HTMLElement } from 'node-html-parser';
import { escapeHtml } from '../../generator/render/html-escape.ts';
import { resolveFile } from '../static-server.ts';
import type { IntakeKind } from './parse-submission.ts';

/**
 * For a form posted without JavaScript that fails validation: the page it came
 * from, re-rendered with the visitor's values in the fields and each error
 * under its field, the first invalid field autofocused. Every value is escaped
 * before it touches the markup: input is never reflected as HTML.
 */
export async function rerenderFormPage(
  distDir: string,
  sourcePath: string | undefined,
  kind: IntakeKind,
  errors: Record<string, string>,
  values: Record<string, unknown>,
): Promise<string | undefined> {
  if (!sourcePath) return undefined;
  const file = await resolveFile(distDir, sourcePath);
  if (!file || !file.endsWith('.html')) return undefined;
  const root = parse(await readFile(file, 'utf8'));
  // Only known form names reach the selector: visitor input never becomes part of a query.
  const topic = ['project', 'referral', 'fund-application'].includes(String(values.topic)) ? String(values.topic) : 'project';
  const forms = root.querySelectorAll(kind === 'newsletter' ? 'form[data-form="newsletter"]' : `form[data-form="${topic}"]`);
  const form =
    kind === 'newsletter'
      ? forms.find((candidate) => candidate.querySelector('input[name="source"]')?.getAttribute('value') === values.source) ?? forms[0]
      : forms[0];
  if (!form) return undefined;

  const fieldOf = (name: string): string => (kind === 'newsletter' && name.endsWith('_email') ? 'email' : name);
  let focused = false;
  // Document order, so the first invalid field in the form gets the focus.
  for (const control of form.querySelectorAll('input[name], textarea[name], select[name]')) {
    const name = control.getAttribute('name')!;
    const type = control.getAttribute('type');
    if (type === 'hidden' || name === 'website') continue;
    fillControl(control, type, values[fieldOf(name)]);
    if (!errors[fieldOf(name)]) continue;
    control.setAttribute('aria-invalid', 'true');
    control.parentNode?.setAttribute('data-invalid', 'true');
    if (!focused) {
      control.setAttribute('autofocus', '');
      focused = true;
    }
  }
  for (const [field, message] of Object.entries(errors)) {
    if (!/^[A-Za-z_]+$/.test(field)) continue;
    const errorElement = form.querySelector(`[id$="-${field}-error"]`);
    if (errorElement) errorElement.set_content(new TextNode(escapeHtml(message), errorElement));
  }
  return root.toString();
}

function fillControl(control: HTMLElement, type: string | undefined, value: unknown): void {
  if (value === undefined || value === null) return;
  if (type === 'checkbox') {
    const chosen = Array.isArray(value)
      ? value.some((item) => (typeof item === 'object' && item ? (item as { value?: unknown }).value : item) === control.getAttribute('value'))
      : value === true;
    if (chosen) control.setAttribute('checked', '');
    else control.removeAttribute('checked');
    return;
  }
  const text = typeof value === 'object' ? String((value as { value?: unknown }).value ?? '') : String(value);
  if (control.tagName === 'TEXTAREA') {
    control.set_content(new TextNode(escapeHtml(text), control));
  } else if (control.tagName === 'SELECT') {
    for (const option of control.querySelectorAll('option')) {
      if (option.getAttribute('value') === text) option.setAttribute('selected', '');
      else option.removeAttribute('selected');
    }
  } else {
    control.setAttribute('value', escapeHtml(text));
  }
}
