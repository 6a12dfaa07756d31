import { createStitches, defaultThemeMap, type CSS as StitchesCSS } from '@stitches/react';
import { media, theme, vars } from '../../tokens/generated/theme.ts';

/**
 * The one Stitches instance. Every scale comes from tokens/*.json through
 * generator/tokens: components write `$brandPrimary`, `$content` or
 * `@tablet`, never a literal colour, width or breakpoint.
 */
export const {
  styled,
  css,
  globalCss,
  keyframes,
  getCssText,
  reset,
  theme: stitchesTheme,
  config,
} = createStitches({
  prefix: 'fh',
  theme,
  media,
  // Stitches knows the physical border colours (borderBottomColor) but not the logical ones this RTL-ready site uses:
  // without these, `borderBlockEndColor: '$feedbackError'` compiled to an undefined variable and drew nothing.
  themeMap: {
    ...defaultThemeMap,
    borderBlockColor: 'colors',
    borderBlockStartColor: 'colors',
    borderBlockEndColor: 'colors',
    borderInlineColor: 'colors',
    borderInlineStartColor: 'colors',
    borderInlineEndColor: 'colors',
  },
  utils: {
    paddingInline: (value: string) => ({ paddingInlineStart: value, paddingInlineEnd: value }),
    marginInline: (value: string) => ({ marginInlineStart: value, marginInlineEnd: value }),
    paddingBlock: (value: string) => ({ paddingBlockStart: value, paddingBlockEnd: value }),
  },
});

export { vars };
export type CSS = StitchesCSS<typeof config>;
