import type { FormApi } from 'final-form';

/** Field names are plain identifiers; quotes and backslashes are escaped anyway. */
const attributeValue = (name: string) => name.replace(/["\\]/g, '\\$&');

/**
 * SPEC §4: after a failed submit, focus moves to the first field with an error,
 * found by id or else by name. "First" follows the order fields were
 * registered, which is their order in the form.
 */
export function focusFirstError(form: FormApi<never>, container: ParentNode | null): void {
  const { errors = {} } = form.getState();
  const first = form
    .getRegisteredFields()
    .find((name) => Boolean(errors[name as keyof typeof errors]));
  if (!first || !container) return;
  const byId = container.querySelector<HTMLElement>(`[id="${attributeValue(first)}"]`);
  const byName = container.querySelector<HTMLElement>(`[name="${attributeValue(first)}"]`);
  (byId ?? byName)?.focus();
}
