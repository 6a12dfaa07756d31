/**
 * What islands use of the browser (analytics, toasts, the visit's campaign),
 * handed to them through React context (components/islands/browser-services.tsx):
 * the runtime provides the real services when it hydrates or mounts an island,
 * the server renders with no-ops. Components never import the runtime.
 */

/** SPEC §4 analytics events. */
export type AnalyticsEvent =
  | 'contact_us_submit'
  | 'contact_us_submit_2'
  | 'interests_set'
  | 'newsletter_signup'
  | 'newsletter_submit'
  | 'referral_program_enrollment'
  | 'contact_form_opened'
  | 'contact_form_closed'
  | 'user_joined_cta_cohort'
  | 'user_left_cta_cohort'
  | 'web_vitals';

export interface ErrorDisplay {
  /** SPEC §3: an error shows a code and a message, both in red; the code may be empty. */
  code: string;
  message: string;
}

/** Where the visit came from: sent with analytics events and form submissions. */
export interface VisitContext {
  campaign?: Record<string, string>;
  /** SPEC §3: the entry point is the current path. */
  entryPoint: string;
}

export interface BrowserServices {
  track: (event: AnalyticsEvent, properties?: object) => void;
  notify: {
    success: (message: string) => void;
    info: (message: string) => void;
    error: (error: ErrorDisplay) => void;
  };
  visit: () => VisitContext;
}
