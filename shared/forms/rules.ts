// zod/mini: the same rules at a fraction of the size (about 4 KB gzip instead of about 90 KB),
// because these rules ship to the browser with every form.
import * as z from 'zod/mini';

/**
 * The validation rules of SPEC §5, as one module used by every form in the
 * browser and by the intake service on the server. Messages are passed in so
 * each side can speak the visitor's language; the defaults are SPEC's English.
 */
export interface RuleMessages {
  tooShort: string;
  required: string;
  emailInvalid: string;
  emailRequired: string;
  selectOption: string;
  selectAtLeastOne: string;
  tooLong: string;
  consentRequired: string;
}

/** SPEC §9: minimum text length. */
export const MIN_TEXT_LENGTH = 4;

export const DEFAULT_MESSAGES: RuleMessages = {
  tooShort: `Too short! At least ${MIN_TEXT_LENGTH} characters are required.`,
  required: 'This is a required field.',
  emailInvalid: 'Invalid email',
  emailRequired: 'Email is required',
  selectOption: 'Please select an option.',
  selectAtLeastOne: 'Please select at least one option.',
  tooLong: 'Too long: please shorten this text.',
  consentRequired: 'Please confirm so we can reply to you.',
};

/**
 * SPEC §5.2 strict email: one @, a local part of the usual characters, domain
 * labels of letters, digits and inner hyphens (so no consecutive dots and no
 * invalid characters), and a top-level domain of at least 2 letters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A text field as posted: any value, judged by the rule's own check. Not `z.optional(z.string())`: zod skips every
 * check of an optional key that is absent, so a post that left out a required field passed as if it were valid.
 * A value that is not text counts as no text.
 */
const postedText = () => z.custom<string | null | undefined>(() => true);
const notText = (value: unknown) => !blank(value) && typeof value !== 'string';

/** SPEC §5.1: text that is required (missing, null or not text counts as missing) and at least 4 characters (and at most `max`). */
export function textRule(messages: RuleMessages = DEFAULT_MESSAGES, max = 200) {
  return postedText().check(
    z.superRefine((value, context) => {
      if (blank(value) || notText(value))
        context.addIssue({ code: 'custom', message: messages.required });
      else if ((value ?? '').trim().length < MIN_TEXT_LENGTH)
        context.addIssue({ code: 'custom', message: messages.tooShort });
      else if ((value ?? '').length > max)
        context.addIssue({ code: 'custom', message: messages.tooLong });
    }),
  );
}

/** RFC 5321's limit on an address's length. */
export const EMAIL_MAX_LENGTH = 254;

/** SPEC §5.2: required, strict pattern. */
export function emailRule(messages: RuleMessages = DEFAULT_MESSAGES) {
  return postedText().check(
    z.superRefine((value, context) => {
      if (blank(value)) context.addIssue({ code: 'custom', message: messages.emailRequired });
      else if (notText(value)) context.addIssue({ code: 'custom', message: messages.emailInvalid });
      else if ((value ?? '').length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test((value ?? '').trim()))
        context.addIssue({ code: 'custom', message: messages.emailInvalid });
    }),
  );
}

/** SPEC §5.3: text with a maximum length (shown as a 'current / max' counter); `required` adds the text rule. */
export function maxLengthRule(
  max: number,
  messages: RuleMessages = DEFAULT_MESSAGES,
  { required = false } = {},
) {
  // An optional field may be left out altogether; a required one is checked even when absent.
  return (required ? postedText() : z.optional(postedText())).check(
    z.superRefine((value, context) => {
      if (notText(value)) return context.addIssue({ code: 'custom', message: messages.required });
      const text = (value ?? '').trim();
      if (required && blank(value))
        context.addIssue({ code: 'custom', message: messages.required });
      else if (required && text.length < MIN_TEXT_LENGTH)
        context.addIssue({ code: 'custom', message: messages.tooShort });
      else if ((value ?? '').length > max)
        context.addIssue({ code: 'custom', message: messages.tooLong });
    }),
  );
}

/** SPEC §3 select option. */
export const selectOptionSchema = z.strictObject({
  id: z.int(),
  label: z.string().check(z.minLength(1)),
  value: z.string().check(z.minLength(1)),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;

/** SPEC §5.4: one option object is required; with `options`, it must be one of them. */
export function singleSelectRule(
  messages: RuleMessages = DEFAULT_MESSAGES,
  options?: readonly SelectOption[],
) {
  return z.unknown().check(
    z.superRefine((value, context) => {
      const parsed = selectOptionSchema.safeParse(value);
      const known =
        parsed.success &&
        (!options || options.some((option) => option.value === parsed.data.value));
      if (!known) context.addIssue({ code: 'custom', message: messages.selectOption });
    }),
  );
}

/** SPEC §5.5: at least one option (defined by SPEC; used by the fund application's interests). */
export function multiSelectRule(
  messages: RuleMessages = DEFAULT_MESSAGES,
  options?: readonly SelectOption[],
) {
  return z.unknown().check(
    z.superRefine((value, context) => {
      const parsed = z.array(selectOptionSchema).safeParse(value);
      const valid =
        parsed.success &&
        parsed.data.length > 0 &&
        (!options ||
          parsed.data.every((item) => options.some((option) => option.value === item.value)));
      if (!valid) context.addIssue({ code: 'custom', message: messages.selectAtLeastOne });
    }),
  );
}

/** A consent checkbox that must be ticked. */
export function consentRule(messages: RuleMessages = DEFAULT_MESSAGES) {
  return z.unknown().check(
    z.superRefine((value, context) => {
      if (value !== true) context.addIssue({ code: 'custom', message: messages.consentRequired });
    }),
  );
}

/**
 * A zod schema as a react-final-form field validator: the first message, or
 * undefined when valid (final-form treats undefined as "no error").
 */
export function fieldValidator(schema: z.ZodMiniType) {
  return (value: unknown): string | undefined => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
}

/** field name → first message, for a whole object schema (used by the server's 400 answers). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
