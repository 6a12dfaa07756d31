import { converter, formatHex, parse, type Rgb } from 'culori';
import { contrastRatio, MINIMUM_CONTRAST } from '../contrast.ts';

/**
 * WCAG 2 contrast of a token colour on a surface, rated AAA / AA / AA large.
 * The ratio is generator/tokens/contrast.ts's; a translucent colour (the
 * overlay, a shadow tint) is first laid over the surface, because that blend
 * is what a visitor sees (contrastRatio takes opaque colours only).
 */
export type ContrastLevel = 'AAA' | 'AA' | 'AA large' | 'Fail';

export interface Contrast {
  /** Rounded down to two decimals, so 4.499 never shows as a passing 4.50. */
  ratio: number;
  level: ContrastLevel;
}

/** WCAG 2.2 §1.4.3 and §1.4.6 thresholds; 3:1 also covers UI parts and focus rings (§1.4.11). */
export const LEVELS: ReadonlyArray<{
  level: Exclude<ContrastLevel, 'Fail'>;
  minimum: number;
  meaning: string;
}> = [
  { level: 'AAA', minimum: 7, meaning: 'any text' },
  { level: 'AA', minimum: MINIMUM_CONTRAST.normal, meaning: 'any text' },
  {
    level: 'AA large',
    minimum: MINIMUM_CONTRAST.large,
    meaning: 'large text (24 px, or 18.7 px bold), icons, borders and focus rings',
  },
];

export function contrastOn(foreground: string, surface: string): Contrast | undefined {
  const front = toRgb(foreground);
  const back = toRgb(surface);
  if (!front || !back) return undefined;
  const exact = contrastRatio(formatHex(over(front, back)), formatHex(back));
  const level = LEVELS.find((candidate) => exact >= candidate.minimum)?.level ?? 'Fail';
  return { ratio: Math.floor(exact * 100) / 100, level };
}

/** Any CSS colour culori reads (#hex, rgb(), hsl()) → sRGB channels, which blending needs. */
const rgb = converter('rgb');

function toRgb(color: string): Rgb | undefined {
  const parsed = parse(color);
  return parsed ? rgb(parsed) : undefined;
}

/** Source-over compositing in sRGB, as browsers paint a translucent colour. */
function over(front: Rgb, back: Rgb): Rgb {
  const alpha = front.alpha ?? 1;
  const mix = (a: number, b: number) => a * alpha + b * (1 - alpha);
  return { mode: 'rgb', r: mix(front.r, back.r), g: mix(front.g, back.g), b: mix(front.b, back.b) };
}
