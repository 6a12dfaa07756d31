import { useTranslation } from 'react-i18next';
import { styled } from '../theme/stitches.config.ts';

const Form = styled('form', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '$3',
});

const Field = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  width: '100%',
  '@tabletUp': { width: '$newsletterInputWidth' },
  label: { fontSize: '$xs', fontWeight: '$semibold', color: '$textOnDarkMuted', letterSpacing: '0.04em' },
  input: {
    height: '$newsletterButtonHeight',
    width: '100%',
    paddingInline: 0,
    fontFamily: '$body',
    fontSize: '$md',
    color: '$textOnDark',
    backgroundColor: 'transparent',
    border: 'none',
    borderBlockEnd: '2px solid $borderOnDark',
    borderRadius: 0,
    '&::placeholder': { color: '$textOnDarkMuted', opacity: 0.7 },
    '&:focus-visible': { outline: 'none', borderBlockEndColor: '$brandAccent' },
  },
  // SPEC §5.6: the error shows under the field and the underline turns red.
  '&[data-invalid="true"] input': { borderBlockEndColor: '$feedbackErrorOnDark' },
  '[data-field-error]': { color: '$feedbackErrorOnDark', fontSize: '$xs', minHeight: '1.2em' },
  variants: {
    tone: {
      dark: {},
      light: {
        label: { color: '$textMuted' },
        input: { color: '$textHeading', borderBlockEndColor: '$neutral400', '&::placeholder': { color: '$textMuted' }, '&:focus-visible': { borderBlockEndColor: '$brandPrimary' } },
        '&[data-invalid="true"] input': { borderBlockEndColor: '$feedbackError' },
        '[data-field-error]': { color: '$feedbackError' },
      },
    },
  },
  defaultVariants: { tone: 'dark' },
});

const Submit = styled('button', {
  width: '$newsletterButtonWidth',
  height: '$newsletterButtonHeight',
  marginBlockStart: 'calc($space$4 + 2px)',
  borderRadius: '$pill',
  border: 'none',
  backgroundColor: '$brandAccent',
  color: '$brandInk',
  fontFamily: '$body',
  fontWeight: '$bold',
  fontSize: '$sm',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$neutral0' },
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  variants: {
    tone: {
      dark: {},
      light: { backgroundColor: '$brandPrimary', color: '$neutral0', '&:hover': { backgroundColor: '$brandPrimaryStrong' } },
    },
  },
  defaultVariants: { tone: 'dark' },
});

/**
 * SPEC §3 newsletter signup (email + source). The footer's field is named
 * footer_email with the label 'E-mail'. A real form, so it submits without
 * JavaScript; the interactive layer adds validation and toasts.
 */
export function NewsletterForm({ source, tone = source === 'footer' ? 'dark' : 'light' }: { source: 'footer' | 'blog_post'; tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const inputId = `${source}-newsletter-email`;
  return (
    <Form method="post" action="/api/newsletter" data-form="newsletter" data-state="idle">
      <input type="hidden" name="source" value={source} />
      <Field tone={tone}>
        <label htmlFor={inputId}>{t('newsletter.emailLabel')}</label>
        <input
          id={inputId}
          name={`${source}_email`}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.emailPlaceholder', { email: t('newsletter.exampleEmail') })}
          aria-describedby={`${inputId}-error`}
        />
        <span id={`${inputId}-error`} data-field-error="" aria-live="polite" />
      </Field>
      <Submit type="submit" tone={tone}>{t('newsletter.submit')}</Submit>
    </Form>
  );
}
