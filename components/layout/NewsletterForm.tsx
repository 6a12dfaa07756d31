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
});

/**
 * SPEC §3 newsletter field: name footer_email, label 'E-mail'. A real form, so it
 * submits without JavaScript; the interactive layer adds validation and toasts.
 */
export function NewsletterForm({ source }: { source: 'footer' | 'blog_post' }) {
  const { t } = useTranslation();
  const inputId = `${source}-newsletter-email`;
  return (
    <Form method="post" action="/api/newsletter" data-form="newsletter" data-state="idle" noValidate={false}>
      <input type="hidden" name="source" value={source} />
      <Field>
        <label htmlFor={inputId}>{t('newsletter.emailLabel')}</label>
        <input
          id={inputId}
          name="footer_email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.emailPlaceholder', { email: t('newsletter.exampleEmail') })}
          aria-describedby={`${inputId}-error`}
        />
        <span id={`${inputId}-error`} data-field-error="" aria-live="polite" />
      </Field>
      <Submit type="submit">{t('newsletter.submit')}</Submit>
    </Form>
  );
}
