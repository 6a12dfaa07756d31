import { createStitches, defaultThemeMap, type CSS as StitchesCSS } from '@stitches/react';
import { media, theme, vars } from '../../tokens/generated/theme.ts';

/**
 * The one Stitches instance. Every scale comes from tokens/*.json through
 * generator/tokens: components write `$brandPrimary`, `$content` or
 * `@tablet`, never a literal colour, width or breakpoint.
 */
const stitches = createStitches({
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

export const {
  styled,
  css,
  globalCss,
  keyframes,
  getCssText,
  reset,
  theme: stitchesTheme,
  config,
} = stitches;

/** What Stitches keeps of each group of its sheet (untyped): the ids it has inserted, the group's number first. */
interface SheetGroup {
  cache: Set<string | number>;
}

/**
 * The sheet's groups, by group number, each the set of ids (class names,
 * keyframes names) inserted into it, in insertion order. Read anew after each
 * `reset`, which replaces them.
 */
export function sheetGroups(): Array<Set<string | number>> {
  const { rules } = (stitches as unknown as { sheet: { rules: Record<string, SheetGroup> } }).sheet;
  return Object.values(rules)
    .map((group) => group.cache)
    .sort((a, b) => Number(a.values().next().value) - Number(b.values().next().value));
}

export { vars };
export type CSS = StitchesCSS<typeof config>;
