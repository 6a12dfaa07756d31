export interface Line {
  text: string;
  width: number;
}

/**
 * Breaks text into lines at spaces, no wider than `maxWidth` where the words
 * allow it (a single word wider than that stays on its own line; callers check
 * the widths). Lines are balanced like CSS `text-wrap: balance`: the narrowest
 * width that needs no more lines than the widest, so a headline never ends in
 * one stranded word.
 *
 * `measure` is asked for single words and for one space only: a line is as wide
 * as its words plus its spaces (shaping, Arabic joining included, never crosses
 * a space), which keeps this linear in the number of words.
 */
export function wrapLines(
  text: string,
  maxWidth: number,
  measure: (word: string) => number,
): Line[] {
  const words = text.split(/\s+/).filter(Boolean);
  const widths = words.map(measure);
  const space = measure(' ');
  const fill = (limit: number): Line[] => {
    const lines: Line[] = [];
    let start = 0;
    let width = 0;
    words.forEach((_, index) => {
      const extended = index === start ? widths[index]! : width + space + widths[index]!;
      if (index > start && extended > limit) {
        lines.push({ text: words.slice(start, index).join(' '), width });
        start = index;
        width = widths[index]!;
      } else {
        width = extended;
      }
    });
    if (words.length) lines.push({ text: words.slice(start).join(' '), width });
    return lines;
  };
  const count = fill(maxWidth).length;
  let narrow = 0;
  let wide = maxWidth;
  // Twelve halvings get within a fraction of a pixel for any width on a share card.
  for (let step = 0; step < 12; step += 1) {
    const middle = (narrow + wide) / 2;
    if (fill(middle).length <= count) wide = middle;
    else narrow = middle;
  }
  return fill(wide);
}
