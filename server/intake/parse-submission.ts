import { contactSchema, newsletterSchema } from '../../shared/forms/form-schemas.ts';
import { fieldErrors, type RuleMessages, type SelectOption } from '../../shared/forms/rules.ts';
import type { ContactRecord, NewsletterRecord } from './storage/storage.ts';

export type IntakeKind = 'contact' | 'newsletter';

/** Where the request came from: the page, its language, the campaign; plus the anti-spam signals. */
export interface SubmissionMeta {
  locale: string;
  sourcePath?: string;
  entryPoint?: string;
  campaign?: Record<string, string>;
  /** Milliseconds between the form becoming interactive and the submit (JSON posts only). */
  elapsedMs?: number;
  /** The honeypot: people never see it, bots fill it. */
  honeypot: string;
}

export type ParsedSubmission =
  | { ok: true; kind: 'contact'; record: ContactRecord; meta: SubmissionMeta }
  | { ok: true; kind: 'newsletter'; record: NewsletterRecord; meta: SubmissionMeta }
  | {
      ok: false;
      errors: Record<string, string>;
      meta: SubmissionMeta;
      values: Record<string, unknown>;
    };

export interface ParseOptions {
  locales: readonly string[];
  messagesFor: (locale: string) => RuleMessages;
  budgets: SelectOption[];
  interests: SelectOption[];
}

const CAMPAIGN_FIELDS = ['id', 'medium', 'name', 'source', 'term', 'content', 'gclid'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const shortString = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : undefined;
const sitePath = (value: unknown) => {
  const path = shortString(value, 300);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
};

/** A form post's fields (`application/x-www-form-urlencoded`) as the JSON shape the browser sends. */
export function fromFormFields(
  fields: URLSearchParams,
  options: ParseOptions,
): Record<string, unknown> {
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of new Set(fields.keys())) {
    const values = fields.getAll(key);
    body[key] = key === 'interests' ? values : values[0];
  }
  if (typeof body.budget === 'string')
    body.budget = options.budgets.find((option) => option.value === body.budget) ?? body.budget;
  if (Array.isArray(body.interests))
    body.interests = (body.interests as string[]).map(
      (value) => options.interests.find((option) => option.value === value) ?? value,
    );
  if (body.consent !== undefined) body.consent = body.consent === 'on' || body.consent === 'true';
  // The newsletter field is named per form (footer_email, blog_post_email; SPEC §3).
  if (typeof body.source === 'string' && typeof body[`${body.source}_email`] === 'string')
    body.email = body[`${body.source}_email`];
  body.meta = { locale: body.locale, sourcePath: body.return_to };
  return body;
}

function parseMeta(body: Record<string, unknown>, locales: readonly string[]): SubmissionMeta {
  const raw = isRecord(body.meta) ? body.meta : {};
  const campaign = isRecord(raw.campaign)
    ? Object.fromEntries(
        CAMPAIGN_FIELDS.flatMap((field) => {
          const value = shortString((raw.campaign as Record<string, unknown>)[field], 200);
          return value ? [[field, value]] : [];
        }),
      )
    : undefined;
  const locale =
    typeof raw.locale === 'string' && locales.includes(raw.locale)
      ? raw.locale
      : (locales[0] ?? 'en');
  return {
    locale,
    sourcePath: sitePath(raw.sourcePath),
    entryPoint: sitePath(raw.entryPoint),
    ...(campaign && Object.keys(campaign).length ? { campaign } : {}),
    ...(typeof raw.elapsedMs === 'number' && Number.isFinite(raw.elapsedMs)
      ? { elapsedMs: raw.elapsedMs }
      : {}),
    honeypot: typeof body.website === 'string' ? body.website : '',
  };
}

/**
 * Validates a submission with the same rules module as the browser, in the
 * visitor's language. Only fields the schema knows are kept; anything else
 * (including prototype-polluting keys) is dropped.
 */
export function parseSubmission(
  kind: IntakeKind,
  body: unknown,
  options: ParseOptions,
): ParsedSubmission {
  const payload = isRecord(body) ? body : {};
  const meta = parseMeta(payload, options.locales);
  const messages = options.messagesFor(meta.locale);
  const context = {
    locale: meta.locale,
    sourcePath: meta.sourcePath,
    entryPoint: meta.entryPoint,
    campaign: meta.campaign,
  };
  if (kind === 'newsletter') {
    const result = newsletterSchema(messages).safeParse({
      email: payload.email,
      source: payload.source,
    });
    if (!result.success)
      return {
        ok: false,
        errors: fieldErrors(result.error),
        meta,
        values: { email: payload.email, source: payload.source },
      };
    return {
      ok: true,
      kind,
      record: {
        email: (result.data.email ?? '').trim().toLowerCase(),
        source: result.data.source,
        ...context,
      },
      meta,
    };
  }
  const topic = typeof payload.topic === 'string' ? payload.topic : undefined;
  const result = contactSchema(messages, {
    budgets: options.budgets,
    interests: options.interests,
  }).safeParse({ ...payload, topic });
  if (!result.success) {
    const errors = fieldErrors(result.error);
    // An unknown topic fails the discriminator: name the field the visitor can actually fix.
    if (errors.topic) errors.topic = messages.selectOption;
    return { ok: false, errors, meta, values: payload };
  }
  const data = result.data as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  const record: ContactRecord = {
    topic: String(data.topic),
    name: text(data.name) ?? '',
    email: (text(data.email) ?? '').toLowerCase(),
    company: text(data.company),
    budget: isRecord(data.budget) ? String(data.budget.value) : undefined,
    message: text(data.message) ?? '',
    referredCompany: text(data.referredCompany),
    referredEmail: text(data.referredEmail)?.toLowerCase(),
    interests: Array.isArray(data.interests)
      ? data.interests.map((item) => String((item as SelectOption).value))
      : undefined,
    ...context,
  };
  return { ok: true, kind, record, meta };
}
