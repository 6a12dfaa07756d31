/**
 * Arabic letters → their contextual presentation forms (Unicode Arabic
 * Presentation Forms-B), for measuring only: a letter inside a word is drawn
 * narrower than the isolated form the plain code point maps to, so summing
 * plain advances over-estimates Arabic lines by a quarter or more. resvg's own
 * shaper draws the text; this just lets the line breaker see the same widths.
 * Covers the letters of Modern Standard Arabic and the lam-alef ligatures.
 */

/** First presentation form of each letter and how many forms it has (2: isolated, final; 4: + initial, medial). */
const FORMS: Record<number, [first: number, count: 1 | 2 | 4]> = {
  0x0621: [0xfe80, 1], 0x0622: [0xfe81, 2], 0x0623: [0xfe83, 2], 0x0624: [0xfe85, 2], 0x0625: [0xfe87, 2],
  0x0626: [0xfe89, 4], 0x0627: [0xfe8d, 2], 0x0628: [0xfe8f, 4], 0x0629: [0xfe93, 2], 0x062a: [0xfe95, 4],
  0x062b: [0xfe99, 4], 0x062c: [0xfe9d, 4], 0x062d: [0xfea1, 4], 0x062e: [0xfea5, 4], 0x062f: [0xfea9, 2],
  0x0630: [0xfeab, 2], 0x0631: [0xfead, 2], 0x0632: [0xfeaf, 2], 0x0633: [0xfeb1, 4], 0x0634: [0xfeb5, 4],
  0x0635: [0xfeb9, 4], 0x0636: [0xfebd, 4], 0x0637: [0xfec1, 4], 0x0638: [0xfec5, 4], 0x0639: [0xfec9, 4],
  0x063a: [0xfecd, 4], 0x0641: [0xfed1, 4], 0x0642: [0xfed5, 4], 0x0643: [0xfed9, 4], 0x0644: [0xfedd, 4],
  0x0645: [0xfee1, 4], 0x0646: [0xfee5, 4], 0x0647: [0xfee9, 4], 0x0648: [0xfeed, 2], 0x0649: [0xfeef, 2],
  0x064a: [0xfef1, 4],
};

/** Lam + alef variant → isolated lam-alef ligature (the final form follows it). */
const LAM_ALEF: Record<number, number> = { 0x0622: 0xfef5, 0x0623: 0xfef7, 0x0625: 0xfef9, 0x0627: 0xfefb };
const LAM = 0x0644;
const TATWEEL = 0x0640;

/** Harakat and other marks: they sit on a letter and neither break nor take part in joining. */
const isTransparent = (codePoint: number) => (codePoint >= 0x064b && codePoint <= 0x065f) || codePoint === 0x0670;

/** Alef maksura (U+0649) joins on both sides, but Forms-B only has its isolated and final forms. */
const joinsForward = (codePoint: number | undefined) => codePoint === TATWEEL || (codePoint !== undefined && (FORMS[codePoint]?.[1] === 4 || codePoint === 0x0649));
const joinsBackward = (codePoint: number | undefined) => codePoint === TATWEEL || (codePoint !== undefined && (FORMS[codePoint]?.[1] ?? 1) > 1);

export function arabicPresentationForms(text: string): string {
  const codePoints = [...text].map((char) => char.codePointAt(0) ?? 0);
  const letters = codePoints.filter((codePoint) => !isTransparent(codePoint));
  const out: number[] = [];
  let previous: number | undefined;
  for (let index = 0; index < letters.length; index += 1) {
    const current = letters[index]!;
    const next = letters[index + 1];
    const forms = FORMS[current];
    if (!forms) {
      out.push(current);
      previous = current;
      continue;
    }
    const joinedBefore = joinsForward(previous) && joinsBackward(current);
    if (current === LAM && next !== undefined && LAM_ALEF[next] !== undefined) {
      out.push(LAM_ALEF[next]! + (joinedBefore ? 1 : 0));
      previous = next;
      index += 1;
      continue;
    }
    const joinedAfter = joinsForward(current) && joinsBackward(next);
    const [first, count] = forms;
    const form = count === 1 ? 0 : count === 2 ? (joinedBefore ? 1 : 0) : joinedBefore ? (joinedAfter ? 3 : 1) : joinedAfter ? 2 : 0;
    out.push(first + form);
    previous = current;
  }
  return String.fromCodePoint(...out);
}
