import type { Post, PostBodyBlock } from '../../content/schema/index.ts';
import type { Localized } from '../../content/schema/primitives.ts';

const WORDS_PER_MINUTE = 220;

/** Reading time is the English text's: the same figure on the post in every language. */
const english = (value: Localized<string>) => (typeof value === 'string' ? value : value.en);

function wordsIn(block: PostBodyBlock): number {
  const text = 'items' in block ? block.items.map(english).join(' ') : 'code' in block ? block.code : english(block.text);
  return text.split(/\s+/).filter(Boolean).length;
}

/** Counted once per body: every post card on every list page shows it. */
const minutesByBody = new WeakMap<Post['body'], number>();

/** Reading time in whole minutes (at least 1), computed from the body, never authored. */
export function readingMinutes(post: Pick<Post, 'body'>): number {
  let minutes = minutesByBody.get(post.body);
  if (minutes === undefined) {
    const words = post.body.reduce((sum, block) => sum + wordsIn(block), 0);
    minutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE));
    minutesByBody.set(post.body, minutes);
  }
  return minutes;
}
