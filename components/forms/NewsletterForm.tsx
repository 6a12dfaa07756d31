import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ComponentProps,
  type RefObject,
} from 'react';
import { Field, Form } from 'react-final-form';
import type { NewsletterFormProps } from '../../shared/contracts/islands.ts';
import { useBrowserServices } from '../islands/browser-services.tsx';
import { styled } from '../theme/stitches.config.ts';
import {
  newsletterReducer,
  SUBMIT_GUARD_MS,
  type NewsletterEvent,
  type NewsletterState,
} from './newsletter-machine.ts';
import { Honeypot, honeypotValue } from './Honeypot.tsx';
import { postJson } from './post-json.ts';
import { newIdempotencyKey, submissionMeta } from './submission-meta.ts';
import { submitCurrentValues } from './submit-current-values.ts';
import { useFocusHandoff } from './use-focus-handoff.ts';
import { useHydrated } from './use-hydrated.ts';
import { emailRule, fieldValidator } from '../../shared/forms/rules.ts';

const FormRoot = styled('form', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '$3',
});

const FieldBox = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  width: '100%',
  '@tabletUp': { width: '$newsletterInputWidth' },
  label: {
    fontSize: '$xs',
    fontWeight: '$semibold',
    color: '$textOnDarkMuted',
    letterSpacing: '0.04em',
  },
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
    // An address typed on an Arabic page reads left to right (see fields.tsx).
    unicodeBidi: 'plaintext',
    '&::placeholder': { color: '$textOnDarkMuted', opacity: 0.7 },
    // The underline turns amber, and the ring stays: a colour change alone is too subtle a focus indicator.
    '&:focus-visible': { borderBlockEndColor: '$brandAccent' },
  },
  // SPEC §5.6: the error shows under the field and the underline turns red.
  '&[data-invalid="true"] input': { borderBlockEndColor: '$feedbackErrorOnDark' },
  '[data-field-error]': {
    color: '$feedbackErrorOnDark',
    fontSize: '$xs',
    fontWeight: '$semibold',
    minHeight: '1.2em',
  },
  variants: {
    tone: {
      dark: {},
      light: {
        label: { color: '$textMuted' },
        input: {
          color: '$textHeading',
          borderBlockEndColor: '$neutral400',
          '&::placeholder': { color: '$textMuted' },
          '&:focus-visible': { borderBlockEndColor: '$brandPrimary' },
        },
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
      light: {
        backgroundColor: '$brandPrimary',
        color: '$neutral0',
        '&:hover': { backgroundColor: '$brandPrimaryStrong' },
      },
    },
  },
  defaultVariants: { tone: 'dark' },
});

/**
 * The Subscribe button. It turns disabled under a keyboard user's focus when the island
 * hydrates with no address and while a signup is sent: focus then moves to the address field.
 */
function SubscribeButton({
  field,
  disabled = false,
  ...props
}: ComponentProps<typeof Submit> & { field: RefObject<HTMLInputElement | null> }) {
  const button = useRef<HTMLButtonElement>(null);
  useFocusHandoff(disabled, button, field);
  return <Submit ref={button} disabled={disabled} {...props} />;
}

/**
 * SPEC §3–§5 newsletter signup: field `{source}_email` (footer_email in the
 * footer), label 'E-mail', strict email rule on blur, the SPEC §4 state
 * machine, toasts for success and failure. Server-rendered as a plain form
 * that posts without JavaScript; hydrated as an island when it scrolls near.
 */
export function NewsletterForm({
  source,
  tone,
  endpoint,
  labels,
  messages,
  locale,
  path,
  typed,
  submission,
}: NewsletterFormProps) {
  const { track, notify, visit } = useBrowserServices();
  const [state, dispatch] = useReducer(newsletterReducer, 'idle');
  // The state the handlers go by: a second submit in the same tick, before React has rendered
  // 'submitting', must already be refused. `send` feeds every event to both, so they agree.
  const handlerState = useRef<NewsletterState>('idle');
  const send = useCallback((event: NewsletterEvent) => {
    handlerState.current = newsletterReducer(handlerState.current, event);
    dispatch(event);
  }, []);
  // Rendered enabled on the server so the plain form submits without JavaScript;
  // the validation-based disabling starts once the island is hydrated.
  const hydrated = useHydrated();
  const validate = useMemo(() => fieldValidator(emailRule(messages)), [messages]);
  const fieldName = `${source}_email`;
  const formElement = useRef<HTMLFormElement>(null);
  const startedAt = useRef(0);
  const idempotencyKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    startedAt.current = performance.now();
  }, []);
  // A failed post made without JavaScript comes back with the address sent; what was typed since wins.
  const [initialValues] = useState(() => {
    const value = typed?.[fieldName] ?? submission?.values[fieldName];
    return typeof value === 'string' ? { [fieldName]: value } : undefined;
  });
  // The post's error shows until the field is touched or the form is submitted from the browser.
  const [postedError, setPostedError] = useState(submission?.errors.email);
  const inputId = `${source}-newsletter-email`;
  const emailInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state !== 'submitted') return;
    const timer = setTimeout(() => send({ type: 'guardElapsed' }), SUBMIT_GUARD_MS);
    return () => clearTimeout(timer);
  }, [state, send]);

  const onSubmit = async (values: Record<string, string | undefined>) => {
    // While submitting or 'submitted recently', further submits are ignored (SPEC §4).
    if (handlerState.current !== 'idle') return;
    send({ type: 'submit' });
    const email = (values[fieldName] ?? '').trim();
    track('newsletter_submit', { source });
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      const response = await postJson(
        endpoint,
        {
          email,
          source,
          website: honeypotValue(formElement.current),
          meta: submissionMeta(locale, startedAt.current, visit()),
        },
        { idempotencyKey: idempotencyKey.current },
      );
      if (!response.ok) throw new Error(`newsletter endpoint answered ${response.status}`);
      idempotencyKey.current = undefined;
      track('newsletter_signup', { email, source });
      notify.success(labels.success);
      send({ type: 'succeeded' });
    } catch (error) {
      console.warn('[newsletter]', error);
      notify.error({ code: '', message: labels.failure });
      send({ type: 'failed' });
    }
  };

  return (
    <Form
      onSubmit={onSubmit}
      validateOnBlur
      subscription={{ values: true }}
      initialValues={initialValues}
    >
      {({ handleSubmit, values, form }) => {
        // final-form re-validates on blur only (SPEC §4); the button follows the value as it is typed,
        // so a visitor who types a valid address can press Subscribe (or Enter) without leaving the field.
        const hasValidationErrors = Boolean(
          validate((values as Record<string, unknown>)[fieldName]),
        );
        return (
          <FormRoot
            ref={formElement}
            method="post"
            action={endpoint}
            data-form="newsletter"
            data-state={state}
            noValidate
            onSubmit={(event) => {
              setPostedError(undefined);
              // React does not wait for a submit handler: the promise's failure is handled here.
              submitCurrentValues(form as never, handleSubmit, event).catch((error: unknown) =>
                console.warn('[newsletter]', error),
              );
            }}
          >
            <input type="hidden" name="source" value={source} />
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="return_to" value={path} />
            <Honeypot idPrefix={`${source}-newsletter`} />
            <Field name={fieldName} validate={validate}>
              {({ input, meta }) => {
                const error = meta.touched
                  ? meta.error
                    ? String(meta.error)
                    : ''
                  : (postedError ?? '');
                return (
                  <FieldBox tone={tone} data-invalid={error ? 'true' : undefined}>
                    <label htmlFor={inputId}>{labels.email}</label>
                    <input
                      {...input}
                      ref={emailInput}
                      id={inputId}
                      type="email"
                      required
                      autoComplete="email"
                      // eslint-disable-next-line jsx-a11y/no-autofocus -- a no-JS post's first error (WCAG 3.3.1)
                      autoFocus={Boolean(error) && !meta.touched}
                      inputMode="email"
                      placeholder={labels.placeholder}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={`${inputId}-error`}
                    />
                    <span id={`${inputId}-error`} data-field-error="" aria-live="polite">
                      {error}
                    </span>
                  </FieldBox>
                );
              }}
            </Field>
            <SubscribeButton
              type="submit"
              tone={tone}
              disabled={hydrated && (hasValidationErrors || state !== 'idle')}
              aria-busy={state === 'submitting' || undefined}
              field={emailInput}
            >
              {labels.submit}
            </SubscribeButton>
          </FormRoot>
        );
      }}
    </Form>
  );
}
