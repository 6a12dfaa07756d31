import type { theme } from '../../tokens/generated/theme.ts';

export type ColourToken = keyof typeof theme.colors;

export interface ContrastPair {
  foreground: ColourToken;
  background: ColourToken;
  /** normal text: 4.5:1; large text (24 px, or 19 px bold): 3:1; ui (focus rings, control edges): 3:1. */
  use: 'normal' | 'large' | 'ui';
  /** Where components put this colour on this background. */
  where: string;
}

const pair = (
  foreground: ColourToken,
  background: ColourToken,
  use: ContrastPair['use'],
  where: string,
): ContrastPair => ({ foreground, background, use, where });

/**
 * Every text colour, focus ring and control edge the components put on a background,
 * checked against WCAG 2.x by tests/unit/contrast.test.ts. That test also reads the CSS
 * the components generate and fails when a colour is used that this list does not cover:
 * add the new combination here (the test then says whether it is readable).
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  // Page surface: body text, headings, links, muted copy, errors.
  pair('textBody', 'surfacePage', 'normal', 'body text, rich text, FAQ answers, form choices'),
  pair(
    'textHeading',
    'surfacePage',
    'normal',
    'headings, header navigation, labels and field text, cards, toasts',
  ),
  pair(
    'textMuted',
    'surfacePage',
    'normal',
    'leads, card text, captions, language switcher, hints, dialog intro',
  ),
  pair(
    'brandPrimary',
    'surfacePage',
    'normal',
    'links, current navigation item, eyebrows, secondary buttons, step numbers',
  ),
  pair('brandPrimaryStrong', 'surfacePage', 'normal', 'hovered links'),
  pair('feedbackError', 'surfacePage', 'normal', 'field errors, the error toast'),
  // Subtle and tinted surfaces (sections, the post header, the author box, the hero gradient).
  pair('textBody', 'surfaceSubtle', 'normal', 'text in subtle sections'),
  pair('textHeading', 'surfaceSubtle', 'normal', 'headings in subtle sections, the post header'),
  pair(
    'textMuted',
    'surfaceSubtle',
    'normal',
    'leads in subtle sections, the post byline, informational intro',
  ),
  pair('brandPrimary', 'surfaceSubtle', 'normal', 'links and eyebrows in subtle sections'),
  pair(
    'feedbackError',
    'surfaceSubtle',
    'normal',
    'field errors of the lead forms (in a subtle section)',
  ),
  pair(
    'textBody',
    'brandPrimarySoft',
    'normal',
    'hero text (gradient from the tint), quotes, the author box, location pills',
  ),
  pair(
    'textHeading',
    'brandPrimarySoft',
    'normal',
    'hero headings, text selection, quote, author name',
  ),
  pair('textMuted', 'brandPrimarySoft', 'normal', 'quote caption'),
  pair(
    'brandPrimary',
    'brandPrimarySoft',
    'normal',
    'current language, hovered secondary button, links in the hero',
  ),
  // Filled buttons and the CTA band.
  pair(
    'neutral0',
    'brandPrimary',
    'normal',
    'primary buttons, form submit, current blog filter and page, CTA band text',
  ),
  pair('neutral0', 'brandPrimaryStrong', 'normal', 'hovered primary buttons'),
  pair('brandPrimarySoft', 'brandPrimary', 'normal', 'CTA band paragraph'),
  pair('textOnDark', 'brandPrimary', 'normal', 'the CTA band’s ghost button'),
  pair(
    'brandInk',
    'brandAccent',
    'normal',
    'the work-together CTA, on-dark buttons, newsletter submit',
  ),
  pair('brandInk', 'neutral0', 'normal', 'hovered CTA and on-dark buttons'),
  // Dark surfaces: footer, dark sections, code blocks, skip link, loading notice.
  pair(
    'textOnDark',
    'surfaceDark',
    'normal',
    'footer headings, dark sections, code blocks, ghost buttons, loading notice',
  ),
  pair('textOnDarkMuted', 'surfaceDark', 'normal', 'footer links and text, stats labels'),
  pair('neutral0', 'surfaceDark', 'normal', 'hovered footer links'),
  pair('neutral0', 'brandInk', 'normal', 'the skip link'),
  pair('textOnDark', 'brandInk', 'normal', 'the page-load delay notice'),
  pair(
    'brandAccent',
    'surfaceDark',
    'normal',
    'hovered footer headings, stats figures, the dark logo',
  ),
  pair('textOnDark', 'surfaceDarkRaised', 'normal', 'footer panel headings, newsletter field text'),
  pair(
    'textOnDarkMuted',
    'surfaceDarkRaised',
    'normal',
    'footer panel text, newsletter label and placeholder',
  ),
  pair('feedbackErrorOnDark', 'surfaceDarkRaised', 'normal', 'newsletter errors in the footer'),
  // Focus rings (3px outline, 2px off the element) and the edges of controls.
  pair('focus', 'surfacePage', 'ui', 'focus ring on the page'),
  pair('focus', 'surfaceSubtle', 'ui', 'focus ring in subtle sections'),
  pair('focus', 'brandPrimarySoft', 'ui', 'focus ring in tinted sections and the hero'),
  pair('focusOnDark', 'surfaceDark', 'ui', 'focus ring in the footer and dark sections'),
  pair('focusOnDark', 'surfaceDarkRaised', 'ui', 'focus ring in the footer panels'),
  pair('focusOnDark', 'brandPrimary', 'ui', 'focus ring in the CTA band'),
  pair(
    'neutral400',
    'surfacePage',
    'ui',
    'borders of text fields and selects, the light newsletter underline',
  ),
  pair(
    'neutral400',
    'surfaceSubtle',
    'ui',
    'field borders against the subtle section around the lead forms',
  ),
  pair(
    'brandPrimary',
    'surfacePage',
    'ui',
    'checkbox accent colour, focused light newsletter underline',
  ),
  pair('brandAccent', 'surfaceDarkRaised', 'ui', 'focused newsletter underline in the footer'),
  pair('feedbackSuccess', 'surfacePage', 'ui', 'the success toast’s icon'),
  pair('feedbackError', 'surfacePage', 'ui', 'the error toast’s icon'),
];

/** Backgrounds that never carry text themselves, with the reason. */
export const NON_TEXT_BACKGROUNDS: Partial<Record<ColourToken, string>> = {
  overlay: 'the translucent backdrop behind the contact dialog; the dialog itself is surfacePage',
};
