import type { Post, PostBodyBlock } from '../../content/schema/index.ts';

const WORDS_PER_MINUTE = 220;

function wordsIn(block: PostBodyBlock): number {
  const text = 'items' in block ? block.items.join(' ') : 'code' in block ? block.code : block.text;
  return text.split(/\s+/).filter(Boolean).length;
}

/** Reading time in whole minutes (at least 1), computed from the body, never authored. */
export function readingMinutes(post: Pick<Post, 'body'>): number {
  const words = post.body.reduce((sum, block) => sum + wordsIn(block), 0);
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
