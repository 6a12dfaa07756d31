import { describe, expect, it } from 'vitest';
import { contactSchema, newsletterSchema } from '../../shared/forms/form-schemas.ts';
import {
  consentRule,
  DEFAULT_MESSAGES,
  emailRule,
  fieldErrors,
  fieldValidator,
  maxLengthRule,
  multiSelectRule,
  singleSelectRule,
  textRule,
} from '../../shared/forms/rules.ts';

const check = (rule: Parameters<typeof fieldValidator>[0]) => fieldValidator(rule);

describe('SPEC §5 validation rules', () => {
  it('text: required (null counts as missing) and at least 4 characters', () => {
    const validate = check(textRule());
    expect(validate(undefined)).toBe('This is a required field.');
    expect(validate(null)).toBe('This is a required field.');
    expect(validate('   ')).toBe('This is a required field.');
    expect(validate('Ada')).toBe('Too short! At least 4 characters are required.');
    expect(validate(' Ada ')).toBe('Too short! At least 4 characters are required.');
    expect(validate('Adam')).toBeUndefined();
  });

  it.each([
    ['name@company.com'],
    ['first.last+tag@sub.domain.co'],
    ['o_brien@example.io'],
    ['x@a-b.de'],
  ])('email accepts %s', (email) => {
    expect(check(emailRule())(email)).toBeUndefined();
  });

  it.each([
    ['a@b@company.com', 'a second @'],
    ['name@company..com', 'consecutive dots in the domain'],
    ['name@comp_any.com', 'an invalid domain character'],
    ['name@-company.com', 'a label starting with a hyphen'],
    ['name@company.c', 'a one-letter top-level domain'],
    ['name@company.c0m', 'digits in the top-level domain'],
    ['name@company', 'no top-level domain'],
    ['name company@x.com', 'a space'],
  ])('email rejects %s (%s) with "Invalid email"', (email) => {
    expect(check(emailRule())(email)).toBe('Invalid email');
  });

  it('email: missing is "Email is required"', () => {
    expect(check(emailRule())('')).toBe('Email is required');
    expect(check(emailRule())(null)).toBe('Email is required');
  });

  it('max-length text: optional unless required, and at most `max` characters', () => {
    expect(check(maxLengthRule(10))('')).toBeUndefined();
    expect(check(maxLengthRule(10))('x'.repeat(10))).toBeUndefined();
    expect(check(maxLengthRule(10))('x'.repeat(11))).toBe(DEFAULT_MESSAGES.tooLong);
    expect(check(maxLengthRule(10, DEFAULT_MESSAGES, { required: true }))('')).toBe(
      'This is a required field.',
    );
    expect(check(maxLengthRule(10, DEFAULT_MESSAGES, { required: true }))('abc')).toBe(
      'Too short! At least 4 characters are required.',
    );
  });

  it('single select: an {id, label, value} option is required', () => {
    const options = [{ id: 1, label: 'Under $50k', value: 'under-50k' }];
    const validate = check(singleSelectRule(DEFAULT_MESSAGES, options));
    expect(validate(options[0])).toBeUndefined();
    expect(validate(null)).toBe('Please select an option.');
    expect(validate('under-50k')).toBe('Please select an option.');
    expect(validate({ id: 9, label: 'Forged', value: 'forged' })).toBe('Please select an option.');
  });

  it('multi-select: at least one option', () => {
    const options = [
      { id: 1, label: 'Design', value: 'design' },
      { id: 2, label: 'AI', value: 'ai' },
    ];
    const validate = check(multiSelectRule(DEFAULT_MESSAGES, options));
    expect(validate([options[1]])).toBeUndefined();
    expect(validate([])).toBe('Please select at least one option.');
    expect(validate(undefined)).toBe('Please select at least one option.');
  });

  it('consent must be ticked', () => {
    expect(check(consentRule())(true)).toBeUndefined();
    expect(check(consentRule())(false)).toBe(DEFAULT_MESSAGES.consentRequired);
  });

  it('speaks the language it is given', () => {
    const german = { ...DEFAULT_MESSAGES, required: 'Dies ist ein Pflichtfeld.' };
    expect(check(textRule(german))('')).toBe('Dies ist ein Pflichtfeld.');
  });
});

describe('form schemas shared with the intake service', () => {
  it('accept a complete project enquiry and report field errors for a bad one', () => {
    const budget = { id: 2, label: '$50k–$150k', value: '50k-150k' };
    expect(
      contactSchema().safeParse({
        topic: 'project',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'A scheduling platform.',
        consent: true,
        budget,
      }).success,
    ).toBe(true);
    const result = contactSchema().safeParse({
      topic: 'project',
      name: 'Al',
      email: 'ada@@x.com',
      message: '',
      consent: false,
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Too short! At least 4 characters are required.',
      email: 'Invalid email',
      message: 'This is a required field.',
      consent: DEFAULT_MESSAGES.consentRequired,
      budget: 'Please select an option.',
    });
  });

  it('validate newsletter signups with the same email rule', () => {
    expect(
      newsletterSchema().safeParse({ email: 'reader@example.com', source: 'footer' }).success,
    ).toBe(true);
    const result = newsletterSchema().safeParse({ email: 'reader@example', source: 'footer' });
    expect(fieldErrors(result.error!)).toEqual({ email: 'Invalid email' });
  });
});
