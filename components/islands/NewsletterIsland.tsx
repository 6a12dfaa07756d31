import { useTranslation } from '../i18n/use-translation.ts';
import type { NewsletterFormProps } from '../../shared/contracts/islands.ts';
import { NewsletterForm } from '../forms/NewsletterForm.tsx';
import { useSite } from '../i18n/site-context.tsx';
import { ruleMessages } from '../../shared/forms/rule-messages.ts';
import { Island } from './Island.tsx';

/** The newsletter form as an island: hydrated when it nears the viewport (it sits low on every page). */
export function NewsletterIsland({ source }: { source: NewsletterFormProps['source'] }) {
  const { t } = useTranslation();
  const { settings, locale, route } = useSite();
  const props: NewsletterFormProps = {
    source,
    tone: source === 'footer' ? 'dark' : 'light',
    endpoint: settings.newsletterEndpoint,
    labels: {
      email: t('newsletter.emailLabel'),
      placeholder: t('newsletter.emailPlaceholder', { email: t('newsletter.exampleEmail') }),
      submit: t('newsletter.submit'),
      success: t('newsletter.success'),
      failure: t('newsletter.failure'),
    },
    messages: ruleMessages(t),
    locale,
    path: route.path,
  };
  return <Island name="newsletter" strategy="visible" component={NewsletterForm} props={props} />;
}
