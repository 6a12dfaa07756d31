import type { FieldTranslation } from './translation-report.ts';

/**
 * Mechanical checks of a translation against its English, for the reviewer:
 * what a copywriter's proofreading misses when hundreds of fields change at
 * once. Each finding names the field; none of them is a build error (a
 * translation may legitimately reword a figure), so `translations review`
 * prints them and the reviewer decides.
 */
export interface ReviewFinding {
  field: FieldTranslation;
  problem: string;
}

/** Link targets of `[label](/path)` in order. */
const linkTargets = (text: string) =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
const boldCount = (text: string) => (text.match(/\*\*/g) ?? []).length;

/** The digits of every number, with thousands separators and decimal marks of any locale removed ("8,000" and "8.000" → "8000"). */
function numbersIn(text: string): string[] {
  // "$250k" is 250,000; "9:00 a.m." is "9 Uhr" in German (whole hours drop their minutes).
  const expanded = text.replace(/(\d+)k\b/g, '$1000').replace(/(\d):00\b/g, '$1');
  return [...expanded.matchAll(/\d+(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d+)?/g)]
    .map((match) => match[0].replace(/[.,\u00a0\u202f ](?=\d{3}\b)/g, '').replace(/[.,]/g, '.'))
    .sort();
}

/** Words that only informal German uses to address the reader. */
const INFORMAL_GERMAN = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|euch|euer|eure)\b/i;
/**
 * English job titles and team words that German copy tends to keep ("ein Senior Engineer",
 * "QA-Engineers", "Delivery Lead"); German has its own (Entwickler, technische Leitung).
 * Whole words only, a hyphen counting as a boundary: "Leadership" or "Seniorität" pass.
 */
export const ENGLISH_STAFF_WORDS =
  /(?<!\p{L})(Engineers?|Engineering|Leads?|Senior|Principal|Staff|Delivery)(?!\p{L})/u;
/** Latin punctuation an Arabic sentence should write in its Arabic form (، ؛ ؟). */
const LATIN_PUNCTUATION_IN_ARABIC = /[\u0600-\u06ff]\s?[,;?]|[,;?]\s?[\u0600-\u06ff]/;

export function reviewTranslation(field: FieldTranslation): ReviewFinding[] {
  const findings: ReviewFinding[] = [];
  const translation = field.translation;
  if (translation === undefined) return findings;
  const add = (problem: string) => findings.push({ field, problem });
  const english = field.english;

  if (linkTargets(english).join(' ') !== linkTargets(translation).join(' ')) {
    add(
      `links differ: English ${JSON.stringify(linkTargets(english))}, translation ${JSON.stringify(linkTargets(translation))}`,
    );
  }
  if (boldCount(english) !== boldCount(translation))
    add('**bold** markers differ from the English');
  const numbers = numbersIn(english);
  const translatedNumbers = numbersIn(translation);
  const lost = numbers.filter((number) => !translatedNumbers.includes(number));
  if (lost.length > 0) add(`numbers of the English not found: ${lost.join(', ')}`);
  if (field.maxLength && translation.length > field.maxLength)
    add(`${translation.length} characters, more than ${field.maxLength}`);
  if (translation === english && /[a-z]{3,}\s+[a-z]{3,}\s+[a-z]{3,}/i.test(english))
    add('identical to the English');
  if (field.locale === 'de' && INFORMAL_GERMAN.test(translation))
    add('informal "du" form; address the reader as "Sie"');
  const englishWord = field.locale === 'de' ? ENGLISH_STAFF_WORDS.exec(translation) : null;
  if (englishWord) add(`English "${englishWord[1]}" in the German; use the German title or word`);
  if (field.locale === 'ar') {
    if (LATIN_PUNCTUATION_IN_ARABIC.test(translation.replace(/\d[,.]\d/g, '')))
      add('Latin comma, semicolon or question mark next to Arabic text; use ، ؛ ؟');
    if (/[\u0660-\u0669]/.test(translation))
      add('Arabic-Indic digits; the site writes Western digits (0–9) in every language');
  }
  if (english.length >= 40 && translation.length > english.length * 1.6)
    add(`${Math.round((translation.length / english.length - 1) * 100)}% longer than the English`);
  return findings;
}
