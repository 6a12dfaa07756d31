import type { TFunction } from 'i18next';
import { MIN_TEXT_LENGTH, type RuleMessages } from './rules.ts';

/** The validation messages of SPEC §5 in the page's language, for the forms' props. */
export function ruleMessages(t: TFunction): RuleMessages {
  return {
    tooShort: t('validation.tooShort', { min: MIN_TEXT_LENGTH }),
    required: t('validation.required'),
    emailInvalid: t('validation.emailInvalid'),
    emailRequired: t('validation.emailRequired'),
    selectOption: t('validation.selectOption'),
    selectAtLeastOne: t('validation.selectAtLeastOne'),
    tooLong: t('validation.tooLong'),
    consentRequired: t('validation.consentRequired'),
  };
}
