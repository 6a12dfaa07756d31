import { z } from 'zod';
import { checkSearchTitle, isoDate, localizedText, slug, text } from './primitives.ts';

/** Blog post body blocks. Inline text may contain `[label](/path)` links and `**bold**`. */
const bodyBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: localizedText() }).strict(),
  z.object({ type: z.literal('h2'), id: slug, text: localizedText() }).strict(),
  z.object({ type: z.literal('h3'), text: localizedText() }).strict(),
  z.object({ type: z.literal('ul'), items: z.array(localizedText()).min(2) }).strict(),
  z.object({ type: z.literal('ol'), items: z.array(localizedText()).min(2) }).strict(),
  z
    .object({ type: z.literal('quote'), text: localizedText(), cite: localizedText().optional() })
    .strict(),
  z
    .object({
      type: z.literal('code'),
      language: z.enum(['ts', 'js', 'sql', 'bash', 'json', 'yaml']),
      code: text(),
    })
    .strict(),
]);

export const postSchema = z
  .object({
    slug,
    title: localizedText(),
    /** A shorter title for search results and share cards, where `title` runs past 70 characters. */
    metaTitle: localizedText().optional(),
    excerpt: localizedText(60),
    date: isoDate,
    /** An author id from content/blog/authors.ts */
    author: slug,
    /** A category id from content/blog/categories.ts */
    category: slug,
    /** Shown on the post and in its structured data: English as a kebab-case word, translated as plain words. */
    tags: z.array(localizedText()).min(1).max(6),
    body: z.array(bodyBlock).min(6),
  })
  .strict()
  .superRefine(checkSearchTitle);

export const authorSchema = z
  .object({ id: slug, name: text(), role: localizedText(), bio: localizedText(40) })
  .strict();

export const categorySchema = z
  .object({ id: slug, name: localizedText(), description: localizedText(40) })
  .strict();

export type PostInput = z.input<typeof postSchema>;
export type Post = z.infer<typeof postSchema>;
export type PostBodyBlock = z.infer<typeof bodyBlock>;
export type AuthorInput = z.input<typeof authorSchema>;
export type Author = z.infer<typeof authorSchema>;
export type CategoryInput = z.input<typeof categorySchema>;
export type Category = z.infer<typeof categorySchema>;
