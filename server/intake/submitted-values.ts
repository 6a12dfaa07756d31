import type { FormSubmission, TypedValues } from '../../shared/contracts/islands.ts';
import { CONTACT_FIELDS } from '../../shared/forms/form-schemas.ts';

/**
 * A failed post as the form's props carry it: the values the intake parsed
 * (select options as objects, checkboxes as booleans) back to what the
 * controls hold, by control name, and the errors of the form's own fields.
 * The honeypot and the hidden fields are not among them: the form writes those.
 */
export function contactSubmission(
  values: Record<string, unknown>,
  errors: Record<string, string>,
): FormSubmission {
  const typed: TypedValues = {};
  for (const field of CONTACT_FIELDS) {
    const value = controlValue(values[field]);
    if (value !== undefined) typed[field] = value;
  }
  return { values: typed, errors: pick(errors, CONTACT_FIELDS) };
}

/** The newsletter's one field is named after the form (`footer_email`); its error is the email's. */
export function newsletterSubmission(
  source: string,
  values: Record<string, unknown>,
  errors: Record<string, string>,
): FormSubmission {
  const email = typeof values.email === 'string' ? values.email : undefined;
  return {
    values: email === undefined ? {} : { [`${source}_email`]: email },
    errors: pick(errors, ['email']),
  };
}

function controlValue(value: unknown): string | boolean | string[] | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.flatMap((item) => optionValue(item) ?? []);
  return optionValue(value);
}

/** A chosen option as the intake parsed it: `{ id, label, value }`, or the value sent when no option matched. */
function optionValue(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as { value?: unknown }).value === 'string'
  )
    return (item as { value: string }).value;
  return undefined;
}

function pick(errors: Record<string, string>, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.filter((field) => Object.hasOwn(errors, field)).map((field) => [field, errors[field]!]),
  );
}
