import * as z from 'zod/mini';
import {
  consentRule,
  DEFAULT_MESSAGES,
  emailRule,
  maxLengthRule,
  multiSelectRule,
  singleSelectRule,
  textRule,
  type RuleMessages,
  type SelectOption,
} from './rules.ts';

/** Form definitions shared by the browser forms and the intake service. */
export const MESSAGE_MAX_LENGTH = 2000;
export const COMPANY_MAX_LENGTH = 120;

/** Budget options of the contact form (labels are translated; values are stable). */
export const BUDGET_VALUES = [
  'under-50k',
  '50k-150k',
  '150k-500k',
  'over-500k',
  'not-sure',
] as const;

/** Interests of a fund application (SPEC §4 interests_set). */
export const INTEREST_VALUES = [
  'product-design',
  'mvp-engineering',
  'ai-features',
  'fundraising-support',
  'technical-due-diligence',
] as const;

export type ContactTopic = 'project' | 'referral' | 'fund-application';

/**
 * The contact form's fields in the order it shows them (their control names): a post's first
 * invalid field takes the focus, and the intake hands back a failed post's values by them.
 */
export const CONTACT_FIELDS = [
  'name',
  'email',
  'company',
  'budget',
  'referredCompany',
  'referredEmail',
  'interests',
  'message',
  'consent',
] as const;

/** Which section of the locale files holds each lead form's texts. */
export const FORM_TEXTS = {
  project: 'contactForm',
  referral: 'referralForm',
  'fund-application': 'applicationForm',
} as const satisfies Record<ContactTopic, string>;

export function newsletterSchema(messages: RuleMessages = DEFAULT_MESSAGES) {
  return z.object({
    email: emailRule(messages),
    source: z.enum(['footer', 'blog_post']),
  });
}

/**
 * Every lead goes to the contact endpoint; `topic` says which form sent it.
 * Project enquiries carry a budget, referrals the referred company, fund
 * applications their interests.
 */
export function contactSchema(
  messages: RuleMessages = DEFAULT_MESSAGES,
  options: { budgets?: readonly SelectOption[]; interests?: readonly SelectOption[] } = {},
) {
  const base = {
    name: textRule(messages),
    email: emailRule(messages),
    company: maxLengthRule(COMPANY_MAX_LENGTH, messages),
    message: maxLengthRule(MESSAGE_MAX_LENGTH, messages, { required: true }),
    consent: consentRule(messages),
  };
  return z.discriminatedUnion('topic', [
    z.object({
      topic: z.literal('project'),
      ...base,
      budget: singleSelectRule(messages, options.budgets),
    }),
    z.object({
      topic: z.literal('referral'),
      ...base,
      referredCompany: textRule(messages),
      referredEmail: emailRule(messages),
    }),
    z.object({
      topic: z.literal('fund-application'),
      ...base,
      interests: multiSelectRule(messages, options.interests),
    }),
  ]);
}

export type NewsletterSubmission = z.infer<ReturnType<typeof newsletterSchema>>;
export type ContactSubmission = z.infer<ReturnType<typeof contactSchema>>;
