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

/**
 * What Stitches keeps of each group of its sheet (untyped): the ids it has
 * inserted (the group's number first), and how it inserts a rule at the
 * group's end.
 */
export interface SheetGroup {
  cache: Set<string | number>;
  apply: (rule: string) => void;
}

/**
 * The sheet's groups, by group number. Read anew after each `reset`, which
 * replaces them.
 */
export function sheetRuleGroups(): SheetGroup[] {
  const { rules } = (stitches as unknown as { sheet: { rules: Record<string, SheetGroup> } }).sheet;
  return Object.values(rules).sort(
    (a, b) => Number(a.cache.values().next().value) - Number(b.cache.values().next().value),
  );
}

/** The ids each group of the sheet holds (class names, keyframes names), by group number, in insertion order. */
export function sheetGroups(): Array<Set<string | number>> {
  return sheetRuleGroups().map((group) => group.cache);
}

export { vars };
export type CSS = StitchesCSS<typeof config>;
