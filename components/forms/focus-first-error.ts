import type { FormApi } from 'final-form';

/**
 * SPEC §4: after a failed submit, focus moves to the first field with an error,
 * found by id or else by name. "First" follows the order fields were
 * registered, which is their order in the form.
 */
export function focusFirstError(form: FormApi<never>, container: ParentNode | null): void {
  const { errors = {} } = form.getState();
  const first = form.getRegisteredFields().find((name) => Boolean(errors[name as keyof typeof errors]));
  if (!first || !container) return;
  const byId = container.querySelector<HTMLElement>(`#${CSS.escape(first)}`);
  const byName = container.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`);
  (byId ?? byName)?.focus();
}
