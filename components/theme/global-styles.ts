import { globalCss, vars } from './stitches.config.ts';

export const globalStyles = globalCss({
  // @reach/dialog checks for this variable to know its styles are provided (ours live in ContactDialog).
  ':root': { '--reach-dialog': '1' },
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: { WebkitTextSizeAdjust: '100%', scrollPaddingTop: '$8' },
  body: {
    margin: 0,
    fontFamily: '$body',
    fontSize: '$md',
    lineHeight: '$body',
    color: '$textBody',
    backgroundColor: '$surfacePage',
    WebkitFontSmoothing: 'antialiased',
    // A word longer than its box (a German compound in a 375 px card, a long e-mail address) breaks rather than overflows.
    overflowWrap: 'break-word',
  },
  // German compounds are hyphenated where the browser has a German dictionary; only long words, at least four letters a side.
  ':lang(de)': { hyphens: 'auto', hyphenateLimitChars: '10 4 4' },
  // Arabic letters are taller and carry marks above and below the line: Arabic text gets its own line heights (tokens font.line-height-arabic).
  ':lang(ar)': {
    '--font-line-height-tight': vars.fontLineHeightArabicTight,
    '--font-line-height-snug': vars.fontLineHeightArabicSnug,
    '--font-line-height-body': vars.fontLineHeightArabicBody,
  },
  // Letter-spacing pulls joined Arabic letters apart; it beats the components' own spacing (display headings, small caps labels).
  ':lang(ar), :lang(ar) *': { letterSpacing: '0 !important' },
  // A heading's longest word must not set the width of its column: German compounds at display sizes are wider than
  // a phone (a browser without a German hyphenation dictionary would otherwise widen the page for "Sicherheitsprüfung").
  'h1, h2, h3, h4': {
    color: '$textHeading',
    lineHeight: '$tight',
    margin: 0,
    fontWeight: '$semibold',
    overflowWrap: 'anywhere',
  },
  'h1, h2': { fontFamily: '$display', fontWeight: '$regular', letterSpacing: '-0.01em' },
  p: { margin: 0 },
  'img, svg': { maxWidth: '100%', height: 'auto' },
  a: { color: '$brandPrimary', textUnderlineOffset: '0.2em' },
  'a:hover': { color: '$brandPrimaryStrong' },
  ':focus-visible': { outline: '3px solid $focus', outlineOffset: '2px', borderRadius: '$sm' },
  '::selection': { backgroundColor: '$brandPrimarySoft', color: '$textHeading' },
  '.visually-hidden': {
    position: 'absolute !important',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
    // Nobody sees this text, so it must not download a brand font: the language switcher's
    // hidden "العربية" made every English and German page fetch Noto Sans Arabic 600 (54 KB)
    // at the highest priority, which Lighthouse counts as render-blocking (issue 6).
    fontFamily: 'system-ui, sans-serif',
  },
  // SPEC §9 page-load delay notice, shown by the runtime after 1000 ms.
  '.load-delay-notice': {
    position: 'fixed',
    insetInlineStart: '50%',
    insetBlockEnd: '$4',
    transform: 'translateX(-50%)',
    zIndex: 60,
    paddingInline: '$4',
    paddingBlock: '$2',
    borderRadius: '$pill',
    backgroundColor: '$brandInk',
    color: '$textOnDark',
    fontSize: '$sm',
    boxShadow: '$raised',
  },
  '[dir="rtl"] .load-delay-notice': { transform: 'translateX(50%)' },
  // SPEC §2: client-side dynamic content shows at opacity 0.05 until loaded, then 1.
  '[data-loading="true"]': { opacity: 'var(--opacity-loading)' },
  '@reducedMotion': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      animationDelay: '0ms !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});
