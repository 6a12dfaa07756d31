import { useTranslation } from 'react-i18next';
import { ContactForm, type ContactFormProps } from '../forms/ContactForm.tsx';
import { ruleMessages } from '../i18n/rule-messages.ts';
import { useSite } from '../i18n/site-context.tsx';
import { interestOptions, leadFormLabels } from '../layout/RuntimeConfig.tsx';
import { Island } from './Island.tsx';

/**
 * The referral introduction or the fund application, inline on its page. Hydrated
 * when visible: the form sits below the page's explanation, and hydration is done
 * long before anyone reaches the submit button.
 */
export function ContactFormIsland({ topic }: { topic: 'referral' | 'fund-application' }) {
  const { t } = useTranslation();
  const { settings } = useSite();
  const props: ContactFormProps = {
    topic,
    idPrefix: topic,
    endpoint: settings.contactEndpoint,
    labels: leadFormLabels(t, topic === 'referral' ? 'referralForm' : 'applicationForm'),
    messages: ruleMessages(t),
    ...(topic === 'fund-application' ? { interests: interestOptions(t) } : {}),
  };
  return <Island name="contact-form" strategy="visible" component={ContactForm} props={props} />;
}
