import type { ContactTopic } from '../forms/form-schemas.ts';
import type { RuleMessages, SelectOption } from '../forms/rules.ts';

/**
 * The islands' props: written into the page by the server (serialised next to
 * each island, see serialize-props.ts), read back by the runtime to hydrate.
 * Texts come in props, so the browser needs neither the content nor i18next.
 */

/** What a visitor entered in an island's form controls before it was hydrated, by control name. */
export type TypedValues = Record<string, string | boolean | string[]>;

/**
 * A form posted without JavaScript that failed validation, as the intake
 * renders its page back (server/intake/form-page.ts): the form shows the
 * visitor's values, each error under its field, and focuses the first invalid
 * field. Serialised with the island's props, so hydration renders the same.
 */
export interface FormSubmission {
  /** What the visitor sent, by control name. */
  values: TypedValues;
  /** The message of each invalid field, in the visitor's language, by field name. */
  errors: Record<string, string>;
}

export interface ContactFormLabels {
  name: string;
  email: string;
  company: string;
  message: string;
  consent: string;
  submit: string;
  sending: string;
  success: string;
  failure: string;
  /** 'current / max' template with {{current}} and {{max}}. */
  counter: string;
  budget?: string;
  budgetPlaceholder?: string;
  referredCompany?: string;
  referredEmail?: string;
  interests?: string;
}

export interface ContactFormProps {
  topic: ContactTopic;
  /** Prefix of every field id: unique per form on a page. */
  idPrefix: string;
  endpoint: string;
  labels: ContactFormLabels;
  messages: RuleMessages;
  budgets?: SelectOption[];
  interests?: SelectOption[];
  /** The page's language and path: sent with the submission, and used by the no-JavaScript post. */
  locale: string;
  path: string;
  /**
   * Where the form is: the contact dialog, or a page (the contact page's enquiry form). SPEC §4 counts the two
   * project-enquiry surfaces apart: contact_us_submit from the dialog, contact_us_submit_2 from the page.
   */
  surface: 'dialog' | 'page';
  /** Called after a successful submission (the dialog closes itself). Not serialisable: dialog use only. */
  onSubmitted?: () => void;
  /** What the visitor typed before hydration (set by the runtime, never serialised by the server). */
  typed?: TypedValues;
  /** The failed no-JavaScript post this form is rendered back with (the intake sets it). */
  submission?: FormSubmission;
}

export interface NewsletterFormProps {
  source: 'footer' | 'blog_post';
  tone: 'dark' | 'light';
  endpoint: string;
  labels: { email: string; placeholder: string; submit: string; success: string; failure: string };
  messages: RuleMessages;
  /** The page's language and path: sent with the submission, and used by the no-JavaScript post. */
  locale: string;
  path: string;
  /** What the visitor typed before hydration (set by the runtime, never serialised by the server). */
  typed?: TypedValues;
  /** The failed no-JavaScript post this form is rendered back with (the intake sets it). */
  submission?: FormSubmission;
}

/** The contact dialog, mounted by the runtime on first use from the page's runtime config. */
export interface ContactDialogProps {
  title: string;
  intro: string;
  closeLabel: string;
  loadingLabel: string;
  form: Omit<ContactFormProps, 'onSubmitted'>;
}

/** Every island a page may carry (`data-island="…"`), with its props. */
export interface IslandPropsByName {
  newsletter: NewsletterFormProps;
  'contact-form': ContactFormProps;
}

export type IslandName = keyof IslandPropsByName;
