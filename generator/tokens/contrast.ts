import { parse, wcagContrast } from 'culori';

/**
 * WCAG 2.x contrast of token colours (issue 6 item 4). Text under 24 px (19 px bold)
 * needs 4.5:1 (SC 1.4.3); large text 3:1; focus indicators and the edges of controls
 * 3:1 against what they sit on (SC 1.4.11).
 */
export type ContrastUse = 'normal' | 'large' | 'ui';

export const MINIMUM_CONTRAST: Record<ContrastUse, number> = { normal: 4.5, large: 3, ui: 3 };

export interface ColourPair {
  /** Theme colour keys, as components write them without the `$` (`textMuted`, `surfacePage`). */
  foreground: string;
  background: string;
  use: ContrastUse;
}

export interface ContrastResult<Pair extends ColourPair = ColourPair> {
  pair: Pair;
  ratio: number;
  minimum: number;
  passes: boolean;
}

/** The WCAG 2.x contrast ratio of two opaque CSS colours, 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  for (const colour of [foreground, background]) {
    const parsed = parse(colour);
    if (!parsed) throw new Error(`Cannot read the colour ${colour}`);
    // A translucent colour's contrast depends on what shows through: not a question tokens can answer.
    if ((parsed.alpha ?? 1) < 1)
      throw new Error(`${colour} is translucent: its contrast depends on what lies under it`);
  }
  const ratio = wcagContrast(foreground, background);
  if (!Number.isFinite(ratio)) throw new Error(`Cannot compare ${foreground} with ${background}`);
  return ratio;
}

/**
 * Theme colour key → resolved colour, e.g. `textMuted` → `#4f5e58`. The theme maps keys
 * to `var(--color-…)`; tokens.css (generated from tokens/color.json) holds the values.
 */
export function resolveThemeColours(
  themeColours: Record<string, string>,
  tokensCss: string,
): Record<string, string> {
  const values = new Map(
    Array.from(tokensCss.matchAll(/--([\w-]+):\s*([^;]+);/g), (match) => [
      match[1]!,
      match[2]!.trim(),
    ]),
  );
  const resolved: Record<string, string> = {};
  for (const [key, reference] of Object.entries(themeColours)) {
    const name = /^var\(--([\w-]+)\)$/.exec(reference)?.[1];
    const value = name ? values.get(name) : undefined;
    if (!value) throw new Error(`Theme colour ${key} (${reference}) has no value in tokens.css`);
    resolved[key] = value;
  }
  return resolved;
}

/** Each pair's ratio against the minimum for its use. */
export function checkContrast<Pair extends ColourPair>(
  pairs: readonly Pair[],
  colours: Record<string, string>,
): Array<ContrastResult<Pair>> {
  return pairs.map((pair) => {
    const foreground = colours[pair.foreground];
    const background = colours[pair.background];
    if (!foreground || !background)
      throw new Error(`Unknown colour token in pair ${pair.foreground} on ${pair.background}`);
    const ratio = contrastRatio(foreground, background);
    const minimum = MINIMUM_CONTRAST[pair.use];
    return { pair, ratio, minimum, passes: ratio >= minimum };
  });
}
