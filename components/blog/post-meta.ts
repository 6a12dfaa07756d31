import type { Post, PostBodyBlock } from '../../content/schema/index.ts';
import type { Localized } from '../../content/schema/primitives.ts';
import { remembered, sessionCache } from '../render-session.ts';
import { useRenderSession } from '../i18n/site-context.tsx';

const WORDS_PER_MINUTE = 220;

/** Reading time is the English text's: the same figure on the post in every language. */
const english = (value: Localized<string>) => (typeof value === 'string' ? value : value.en);

function wordsIn(block: PostBodyBlock): number {
  const text =
    'items' in block
      ? block.items.map(english).join(' ')
      : 'code' in block
        ? block.code
        : english(block.text);
  return text.split(/\s+/).filter(Boolean).length;
}

/** Reading time in whole minutes (at least 1), computed from the body, never authored. */
export function readingMinutes(post: Pick<Post, 'body'>): number {
  const words = post.body.reduce((sum, block) => sum + wordsIn(block), 0);
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Counted once per body and render session: every post card on every list page shows it. */
const MINUTES_BY_BODY = sessionCache<Post['body'], number>('reading minutes', ['content']);

/** readingMinutes, remembered by the render session. */
export function useReadingMinutes(post: Pick<Post, 'body'>): number {
  return remembered(useRenderSession(), MINUTES_BY_BODY, post.body, () => readingMinutes(post));
}
