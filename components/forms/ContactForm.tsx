import { useEffect, useMemo, useRef, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import type { AnalyticsEvent } from '../../shared/contracts/browser-services.ts';
import type { ContactFormProps, TypedValues } from '../../shared/contracts/islands.ts';
import { useBrowserServices } from '../islands/browser-services.tsx';
import { styled } from '../theme/stitches.config.ts';
import {
  CheckboxField,
  CheckboxGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from './fields.tsx';
import {
  COMPANY_MAX_LENGTH,
  CONTACT_FIELDS,
  MESSAGE_MAX_LENGTH,
  type ContactTopic,
} from '../../shared/forms/form-schemas.ts';
import { Honeypot, honeypotValue } from './Honeypot.tsx';
import { postJson } from './post-json.ts';
import { newIdempotencyKey, submissionMeta } from './submission-meta.ts';
import { submitCurrentValues } from './submit-current-values.ts';
import { SubmittedErrorsProvider } from './submitted-errors.tsx';
import {
  consentRule,
  emailRule,
  fieldValidator,
  maxLengthRule,
  multiSelectRule,
  singleSelectRule,
  textRule,
  type SelectOption,
} from '../../shared/forms/rules.ts';

/** SPEC §4 events per form (a project enquiry per surface). */
function submitEvent(topic: ContactTopic, surface: ContactFormProps['surface']): AnalyticsEvent {
  if (topic === 'referral') return 'referral_program_enrollment';
  if (topic === 'fund-application') return 'interests_set';
  return surface === 'dialog' ? 'contact_us_submit' : 'contact_us_submit_2';
}

const FormRoot = styled('form', {
  display: 'grid',
  gap: '$3',
  '@tabletUp': { gridTemplateColumns: '1fr 1fr', columnGap: '$5' },
  '& > .full': { gridColumn: '1 / -1' },
});

const SubmitButton = styled('button', {
  justifySelf: 'start',
  minWidth: '$newsletterButtonWidth',
  height: '$newsletterButtonHeight',
  paddingInline: '$5',
  borderRadius: '$pill',
  border: 'none',
  backgroundColor: '$brandPrimary',
  color: '$neutral0',
  fontFamily: '$body',
  fontWeight: '$bold',
  fontSize: '$md',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$brandPrimaryStrong' },
  '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
});

/** Typed control values (strings and checkbox states) → form values (option objects for selects). */
function valuesFromTyped(
  typed: TypedValues,
  { budgets = [], interests = [] }: { budgets?: SelectOption[]; interests?: SelectOption[] },
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(typed)) {
    if (name === 'budget') values.budget = budgets.find((option) => option.value === value) ?? null;
    else if (name === 'interests' && Array.isArray(value))
      values.interests = interests.filter((option) => value.includes(option.value));
    else values[name] = value;
  }
  return values;
}

const formatCounter = (template: string, current: number, max: number) =>
  template.replace('{{current}}', String(current)).replace('{{max}}', String(max));

/**
 * The lead form: the contact dialog's project enquiry, the referral program's
 * introduction and the fund application. Validation runs on blur; a failed
 * submit moves focus to the first invalid field; a failed post keeps every
 * value the visitor typed.
 */
export function ContactForm({
  topic,
  surface,
  idPrefix,
  endpoint,
  labels,
  messages,
  budgets,
  interests,
  onSubmitted,
  typed,
  submission,
  locale,
  path,
}: ContactFormProps) {
  const { track, notify, visit } = useBrowserServices();
  // A failed post made without JavaScript comes back with its values; what was typed since wins.
  const [initialValues] = useState(() =>
    typed || submission
      ? valuesFromTyped({ ...submission?.values, ...typed }, { budgets, interests })
      : undefined,
  );
  // Its errors show until the form is submitted again from the browser: then the form's own validation speaks.
  const [posted, setPosted] = useState(submission);
  const formElement = useRef<HTMLFormElement>(null);
  const startedAt = useRef(0);
  const idempotencyKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    startedAt.current = performance.now();
  }, []);
  const validators = useMemo(
    () => ({
      name: fieldValidator(textRule(messages)),
      email: fieldValidator(emailRule(messages)),
      company: fieldValidator(maxLengthRule(COMPANY_MAX_LENGTH, messages)),
      message: fieldValidator(maxLengthRule(MESSAGE_MAX_LENGTH, messages, { required: true })),
      consent: fieldValidator(consentRule(messages)),
      budget: fieldValidator(singleSelectRule(messages, budgets)),
      referredCompany: fieldValidator(textRule(messages)),
      referredEmail: fieldValidator(emailRule(messages)),
      interests: fieldValidator(multiSelectRule(messages, interests)),
    }),
    [messages, budgets, interests],
  );
  /** The props every field of this form takes: its name, ids, label and rule. */
  const field = <Name extends keyof typeof validators>(name: Name) => ({
    name,
    idPrefix,
    label: labels[name] ?? '',
    validate: validators[name],
  });

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      const response = await postJson(
        endpoint,
        {
          topic,
          ...values,
          website: honeypotValue(formElement.current),
          meta: submissionMeta(locale, startedAt.current, visit()),
        },
        { idempotencyKey: idempotencyKey.current },
      );
      if (!response.ok) throw new Error(`contact endpoint answered ${response.status}`);
      idempotencyKey.current = undefined;
      track(
        submitEvent(topic, surface),
        topic === 'fund-application'
          ? { interests: (values.interests as SelectOption[]).map((item) => item.value) }
          : { topic },
      );
      notify.success(labels.success);
      onSubmitted?.();
      return undefined;
    } catch (error) {
      console.warn('[contact form]', error);
      notify.error({ code: '', message: labels.failure });
      // A submission error keeps every value in the form: the visitor loses nothing.
      return { [FORM_ERROR]: labels.failure };
    }
  };

  return (
    <SubmittedErrorsProvider submission={posted} order={CONTACT_FIELDS}>
      <Form
        onSubmit={onSubmit}
        validateOnBlur
        subscription={{ submitting: true }}
        initialValues={initialValues}
      >
        {({ handleSubmit, form, submitting }) => (
          <FormRoot
            ref={formElement}
            method="post"
            action={endpoint}
            noValidate
            data-form={topic}
            data-state={submitting ? 'submitting' : 'idle'}
            onSubmit={(event) => {
              setPosted(undefined);
              // React does not wait for a submit handler: the promise is settled here, failure included.
              submitCurrentValues(form as never, handleSubmit, event).then(
                () => {
                  if (form.getState().submitSucceeded && onSubmitted === undefined)
                    form.restart({});
                },
                (error: unknown) => console.warn('[contact form]', error),
              );
            }}
          >
            <input type="hidden" name="topic" value={topic} />
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="return_to" value={path} />
            <Honeypot idPrefix={idPrefix} />
            <TextField {...field('name')} autoComplete="name" required />
            <TextField {...field('email')} type="email" autoComplete="email" required />
            <TextField {...field('company')} autoComplete="organization" />
            {topic === 'project' && budgets && labels.budget ? (
              <SelectField
                {...field('budget')}
                options={budgets}
                placeholder={labels.budgetPlaceholder ?? ''}
              />
            ) : null}
            {topic === 'referral' && labels.referredCompany && labels.referredEmail ? (
              <>
                <TextField {...field('referredCompany')} required />
                <TextField {...field('referredEmail')} type="email" required />
              </>
            ) : null}
            {topic === 'fund-application' && interests && labels.interests ? (
              <div className="full">
                <CheckboxGroupField {...field('interests')} options={interests} />
              </div>
            ) : null}
            <div className="full">
              <TextAreaField
                {...field('message')}
                maxLength={MESSAGE_MAX_LENGTH}
                counter={(current, max) => formatCounter(labels.counter, current, max)}
              />
            </div>
            <div className="full">
              <CheckboxField {...field('consent')} />
            </div>
            {/* Not `disabled` while sending: a disabled button drops focus to <body>, out of the dialog's
                focus trap (Escape would stop working). final-form ignores submits while one is running. */}
            <SubmitButton
              type="submit"
              className="full"
              aria-disabled={submitting || undefined}
              aria-busy={submitting || undefined}
            >
              {submitting ? labels.sending : labels.submit}
            </SubmitButton>
          </FormRoot>
        )}
      </Form>
    </SubmittedErrorsProvider>
  );
}
