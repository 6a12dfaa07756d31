/**
 * Token values as numbers, for drawing them to scale: bars, rulers, curves.
 * rem and em count as 16 px, the browser default the site's rem sizes assume.
 */
const ROOT_FONT_SIZE = 16;

export function toPx(css: string): number | undefined {
  const match = /^(-?[\d.]+)(px|rem|em)$/.exec(css.trim());
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2] === 'px' ? value : value * ROOT_FONT_SIZE;
}

export function toMs(css: string): number | undefined {
  const match = /^([\d.]+)(ms|s)$/.exec(css.trim());
  if (!match) return undefined;
  return match[2] === 'ms' ? Number(match[1]) : Number(match[1]) * 1000;
}

/** "0.6s" → "600 ms"; "50rem" → "800 px": the unit a designer compares with. */
export function formatPx(px: number): string {
  return `${Number.isInteger(px) ? px : px.toFixed(1)} px`;
}

export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}
