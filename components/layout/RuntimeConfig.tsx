import type { TFunction } from 'i18next';
import { useTranslation } from '../i18n/use-translation.ts';
import type { ContactFormLabels } from '../../shared/contracts/islands.ts';
import {
  RUNTIME_CONFIG_ID,
  type RuntimeConfigData,
} from '../../shared/contracts/runtime-config.ts';
import { BUDGET_VALUES, INTEREST_VALUES } from '../../shared/forms/form-schemas.ts';
import type { SelectOption } from '../../shared/forms/rules.ts';
import { ruleMessages } from '../../shared/forms/rule-messages.ts';
import { useRenderSession, useSite } from '../i18n/site-context.tsx';
import type { SiteSettings } from '../../shared/model/site-settings.ts';
import { serializeProps } from '../../shared/contracts/serialize-props.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../content/schema/locales.ts';
import { rememberedReading, sessionCache, type ReadingValue } from '../render-session.ts';

export function selectOptions(
  values: readonly string[],
  label: (value: string) => string,
): SelectOption[] {
  return values.map((value, index) => ({ id: index + 1, label: label(value), value }));
}

/** Labels shared by the three lead forms; `form` names the locale section (contactForm, referralForm, applicationForm). */
export function leadFormLabels(
  t: TFunction,
  form: 'contactForm' | 'referralForm' | 'applicationForm',
): ContactFormLabels {
  const key = (name: string) => t(`${form}.${name}`);
  return {
    name: key('name'),
    email: key('email'),
    company: key('company'),
    message: key('message'),
    consent: key('consent'),
    submit: key('submit'),
    sending: t('contactForm.sending'),
    success: key('success'),
    failure: key('failure'),
    counter: t('validation.counter', {
      current: '{{current}}',
      max: '{{max}}',
      interpolation: { skipOnVariables: true },
    }),
    ...(form === 'contactForm'
      ? { budget: key('budget'), budgetPlaceholder: key('budgetPlaceholder') }
      : {}),
    ...(form === 'referralForm'
      ? { referredCompany: key('referredCompany'), referredEmail: key('referredEmail') }
      : {}),
    ...(form === 'applicationForm' ? { interests: key('interests') } : {}),
  };
}

export function budgetOptions(t: TFunction): SelectOption[] {
  return selectOptions(BUDGET_VALUES, (value) => t(`contactForm.budgets.${value}`));
}

export function interestOptions(t: TFunction): SelectOption[] {
  return selectOptions(INTEREST_VALUES, (value) => t(`applicationForm.interestOptions.${value}`));
}

/** Stands for the page's path in a locale's serialised config: the only part that differs from page to page. */
const PATH_PLACEHOLDER = '/__fernhill-runtime-path__';
const SERIALIZED_PATH_PLACEHOLDER = serializeProps(PATH_PLACEHOLDER);

/** Each locale's config as JSON, with PATH_PLACEHOLDER for the path (see configWithPagePath). */
// Its texts are read once per locale: every page that takes the config records them (rememberedReading).
const LOCALE_CONFIGS = sessionCache<string, ReadingValue<string>>('runtime config per locale', [
  'resources',
  'settings',
]);

/**
 * Engine trick, the runtime-config path placeholder: the config is the same
 * on every page of a locale but for the page's path, and building and
 * serialising it (some 40 texts, the form's rules) for each of thousands of
 * pages cost more than the rest of its render. So it is serialised once per
 * locale with a placeholder path, and each page swaps its own path in.
 * Measured in commit 7eba576, together with the footer's links judged once
 * and the head rendered once: location pages 1.08–1.43 → 0.78–1.00 ms each
 * in one thread (memory sink). tests/unit/serialize-props.test.tsx checks the
 * markup against a plain serialisation.
 */
function configWithPagePath(localeConfig: string, path: string): string {
  return localeConfig.replace(SERIALIZED_PATH_PLACEHOLDER, () => serializeProps(path));
}

function serializedConfig(t: TFunction, locale: string, settings: SiteSettings): string {
  const data: RuntimeConfigData = {
    locale,
    settings: {
      ctaExperiment: settings.ctaExperiment,
      environment: settings.environment,
      ...(settings.sentryDsn ? { sentryDsn: settings.sentryDsn } : {}),
    },
    strings: {
      loadingNotice: t('loading.notice'),
      navigated: t('nav.announce', {
        title: '{{title}}',
        interpolation: { skipOnVariables: true },
      }),
      serviceWorkerInsecure: t('errors.serviceWorkerInsecure'),
      pageResourcesMissing: t('errors.pageResourcesMissing', {
        path: '{{path}}',
        interpolation: { skipOnVariables: true },
      }),
      ctaVariants: Object.fromEntries(
        ['control', 'schedule-a-call', 'request-an-estimate', 'lets-work-together'].map(
          (variant) => [variant, t(`cta.variants.${variant}`)],
        ),
      ),
    },
    languages: { available: [...LOCALES], default: DEFAULT_LOCALE },
    contactDialog: {
      title: t('contactForm.title'),
      intro: t('contactForm.intro'),
      closeLabel: t('dialog.close'),
      loadingLabel: t('dialog.loading'),
      form: {
        topic: 'project',
        surface: 'dialog',
        idPrefix: 'contact-dialog',
        endpoint: settings.contactEndpoint,
        labels: leadFormLabels(t, 'contactForm'),
        messages: ruleMessages(t),
        budgets: budgetOptions(t),
        locale,
        path: PATH_PLACEHOLDER,
      },
    },
  };
  return serializeProps(data);
}

/** Serialised into every page as JSON (escaped like island props). */
export function RuntimeConfig() {
  const { t } = useTranslation();
  const { locale, settings, route } = useSite();
  const session = useRenderSession();
  const localeConfig = rememberedReading(session, LOCALE_CONFIGS, locale, () =>
    serializedConfig(t, locale, settings),
  );
  // The runtime reads it once per full load: client navigation keeps it.
  session?.shell?.(localeConfig);
  const json = configWithPagePath(localeConfig, route.path);
  return (
    <script
      type="application/json"
      id={RUNTIME_CONFIG_ID}
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
