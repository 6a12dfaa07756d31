import { useTranslation } from '../i18n/use-translation.ts';
import type { ContactFormProps } from '../../shared/contracts/islands.ts';
import { ContactForm } from '../forms/ContactForm.tsx';
import { ruleMessages } from '../../shared/forms/rule-messages.ts';
import { useSite } from '../i18n/site-context.tsx';
import { FORM_TEXTS, type ContactTopic } from '../../shared/forms/form-schemas.ts';
import { budgetOptions, interestOptions, leadFormLabels } from '../layout/RuntimeConfig.tsx';
import { Island } from './Island.tsx';

/**
 * The referral introduction or the fund application, inline on its page. Hydrated
 * when visible: the form sits below the page's explanation, and hydration is done
 * long before anyone reaches the submit button.
 */
export function ContactFormIsland({ topic }: { topic: ContactTopic }) {
  const { t } = useTranslation();
  const { settings, locale, route } = useSite();
  const props: ContactFormProps = {
    topic,
    surface: 'page',
    idPrefix: topic,
    endpoint: settings.contactEndpoint,
    labels: leadFormLabels(t, FORM_TEXTS[topic]),
    messages: ruleMessages(t),
    locale,
    path: route.path,
    ...(topic === 'fund-application' ? { interests: interestOptions(t) } : {}),
    ...(topic === 'project' ? { budgets: budgetOptions(t) } : {}),
  };
  return <Island name="contact-form" strategy="visible" component={ContactForm} props={props} />;
}
