import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { SelectOption } from '../../shared/forms/rules.ts';
import { styled } from '../theme/stitches.config.ts';
import { useSubmittedError } from './submitted-errors.tsx';

/** Ids are derived from the form's id prefix and the field name: stable on server and client (no useId). */
export interface FieldBase {
  name: string;
  idPrefix: string;
  label: string;
  validate?: (value: unknown) => string | undefined;
}

const Wrapper = styled('div', {
  display: 'grid',
  gap: '$1',
  label: { fontWeight: '$semibold', fontSize: '$sm', color: '$textHeading' },
  'input, select, textarea': {
    width: '100%',
    minHeight: '$newsletterButtonHeight',
    paddingInline: '$3',
    paddingBlock: '$2',
    fontFamily: '$body',
    fontSize: '$md',
    color: '$textHeading',
    backgroundColor: '$surfacePage',
    border: '1px solid $neutral400',
    borderRadius: '$sm',
  },
  textarea: { minHeight: '$space$10', resize: 'vertical' },
  // What a visitor types orders itself by its own first letter: a Latin name or e-mail typed on an
  // Arabic page reads left to right ("Ada \\ "Lovelace"", not its quotes flipped to the other end).
  'input, textarea': { unicodeBidi: 'plaintext' },
  'input:focus-visible, select:focus-visible, textarea:focus-visible': {
    outline: '3px solid $focus',
    outlineOffset: '1px',
  },
  '&[data-invalid="true"] :is(input, select, textarea)': { borderColor: '$feedbackError' },
});

export const FieldError = styled('p', {
  color: '$feedbackError',
  fontSize: '$xs',
  fontWeight: '$semibold',
  minHeight: '1.2em',
});
const Hint = styled('p', { color: '$textMuted', fontSize: '$xs', textAlign: 'end' });

/** SPEC §4: a field shows its error only when the error is non-empty and the field has been touched. */
export function visibleError(meta: { touched?: boolean; error?: unknown }): string | undefined {
  return meta.touched && typeof meta.error === 'string' && meta.error !== ''
    ? meta.error
    : undefined;
}

/**
 * A field's id and the error it shows: its own (visibleError) once touched;
 * before that, the one a post made without JavaScript came back with.
 * `autoFocus`: the field is the post's first invalid one. `errorId`: the
 * error's id while there is one (for aria-describedby).
 */
function useFieldState(
  { name, idPrefix }: Pick<FieldBase, 'name' | 'idPrefix'>,
  meta: { touched?: boolean; error?: unknown },
): { id: string; error: string | undefined; errorId: string | undefined; autoFocus: boolean } {
  const submitted = useSubmittedError(name);
  const id = `${idPrefix}-${name}`;
  const error = visibleError(meta) ?? (meta.touched ? undefined : submitted.error);
  return { id, error, errorId: error && `${id}-error`, autoFocus: submitted.autoFocus };
}

function describedBy(...ids: Array<string | false | undefined>) {
  return ids.filter(Boolean).join(' ') || undefined;
}

function Frame({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <Wrapper data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint}
      <FieldError id={`${id}-error`} aria-live="polite">
        {error ?? ''}
      </FieldError>
    </Wrapper>
  );
}

export function TextField({
  name,
  idPrefix,
  label,
  validate,
  type = 'text',
  autoComplete,
  required,
}: FieldBase & { type?: 'text' | 'email'; autoComplete?: string; required?: boolean }) {
  const { input, meta } = useField<string>(name, { validate });
  const { id, error, errorId, autoFocus } = useFieldState({ name, idPrefix }, meta);
  return (
    <Frame id={id} label={label} error={error}>
      <input
        {...input}
        id={id}
        type={type}
        autoComplete={autoComplete}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a no-JS post's first error (WCAG 3.3.1)
        autoFocus={autoFocus}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId)}
      />
    </Frame>
  );
}

/** SPEC §5.3: max-length text with a 'current / max' counter. */
export function TextAreaField({
  name,
  idPrefix,
  label,
  validate,
  maxLength,
  counter,
}: FieldBase & { maxLength: number; counter: (current: number, max: number) => string }) {
  const { input, meta } = useField<string>(name, { validate });
  const { id, error, errorId, autoFocus } = useFieldState({ name, idPrefix }, meta);
  const length = (input.value ?? '').length;
  return (
    <Frame
      id={id}
      label={label}
      error={error}
      hint={
        <Hint id={`${id}-counter`} data-over={length > maxLength || undefined}>
          {counter(length, maxLength)}
        </Hint>
      }
    >
      <textarea
        {...input}
        id={id}
        rows={5}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a no-JS post's first error (WCAG 3.3.1)
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-counter`, errorId)}
      />
    </Frame>
  );
}

/** SPEC §5.4 single select: the field's value is the whole option object. */
export function SelectField({
  name,
  idPrefix,
  label,
  validate,
  options,
  placeholder,
}: FieldBase & { options: SelectOption[]; placeholder: string }) {
  // The DOM holds the option's value string (input.value, as `format` gives it); the form state
  // holds the whole option object (`parse`).
  const { input, meta } = useField<string, HTMLSelectElement>(name, {
    validate,
    format: (value: SelectOption | null) => value?.value ?? '',
    parse: (value: string) => options.find((option) => option.value === value) ?? null,
  });
  const { id, error, errorId, autoFocus } = useFieldState({ name, idPrefix }, meta);
  return (
    <Frame id={id} label={label} error={error}>
      <select
        name={input.name}
        value={input.value}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        id={id}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a no-JS post's first error (WCAG 3.3.1)
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

const Choice = styled('label', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  fontWeight: '$regular !important',
  fontSize: '$sm',
  color: '$textBody !important',
  input: {
    width: '$space$5 !important',
    minHeight: 'auto !important',
    height: '$space$5',
    marginBlockStart: '2px',
    accentColor: 'var(--color-brand-primary)',
  },
});

export function CheckboxField({ name, idPrefix, label, validate }: FieldBase) {
  const { input, meta } = useField<boolean>(name, { validate, type: 'checkbox' });
  const { id, error, errorId, autoFocus } = useFieldState({ name, idPrefix }, meta);
  return (
    <Wrapper data-invalid={error ? 'true' : undefined}>
      <Choice>
        <input
          name={input.name}
          checked={Boolean(input.checked)}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          id={id}
          type="checkbox"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a no-JS post's first error (WCAG 3.3.1)
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId)}
        />
        <span>{label}</span>
      </Choice>
      <FieldError id={`${id}-error`} aria-live="polite">
        {error ?? ''}
      </FieldError>
    </Wrapper>
  );
}

const Fieldset = styled('fieldset', {
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$2',
  legend: { fontWeight: '$semibold', fontSize: '$sm', color: '$textHeading', marginBlockEnd: '$2' },
});

/** SPEC §5.5 multi-select as a group of checkboxes; the value is the list of chosen option objects. */
export function CheckboxGroupField({
  name,
  idPrefix,
  label,
  validate,
  options,
}: FieldBase & { options: SelectOption[] }) {
  const { input, meta } = useField<SelectOption[]>(name, { validate });
  const chosen = Array.isArray(input.value) ? input.value : [];
  const { id, error, errorId, autoFocus } = useFieldState({ name, idPrefix }, meta);
  return (
    <Fieldset
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(errorId)}
    >
      <legend>{label}</legend>
      {options.map((option, index) => (
        <Choice key={option.id}>
          <input
            id={`${id}-${option.value}`}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a no-JS post's first error (WCAG 3.3.1)
            autoFocus={autoFocus && index === 0}
            type="checkbox"
            name={name}
            value={option.value}
            checked={chosen.some((item) => item.value === option.value)}
            onChange={(event) => {
              const next = event.target.checked
                ? [...chosen, option]
                : chosen.filter((item) => item.value !== option.value);
              input.onChange(
                options.filter((candidate) => next.some((item) => item.value === candidate.value)),
              );
            }}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
          />
          <span>{option.label}</span>
        </Choice>
      ))}
      <FieldError id={`${id}-error`} aria-live="polite">
        {error ?? ''}
      </FieldError>
    </Fieldset>
  );
}
