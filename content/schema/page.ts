import { z } from 'zod';
import { localizedText, slug } from './primitives.ts';
import { sections } from './sections.ts';

/**
 * Single pages (home, about us, fund, …). `pageType` picks the template;
 * `path` is the English path, the generator prefixes it for other locales.
 */
export const pageTypes = [
  'home',
  'about',
  'contact',
  'fund',
  'fuse',
  'referral',
  'application',
  'technologies',
  'industries',
  'serviceAreas',
  'work',
  'blog',
  'informational',
  'notFound',
  'serverError',
  'thankYou',
] as const;

export const pageSchema = z
  .object({
    id: slug,
    pageType: z.enum(pageTypes),
    path: z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*(\.html)?)?$/, {
      message:
        'A page path starts with "/" and uses lowercase kebab-case segments, e.g. "/about-us"',
    }),
    title: localizedText(),
    description: localizedText(50),
    /** SPEC §2: with navigation disabled the header menu and the footer are hidden (focused landing pages). */
    navigation: z.boolean().default(true),
    /** Informational pages show when they were last revised. */
    updated: z.iso.date().optional(),
    sections,
  })
  .strict();

export type PageInput = z.input<typeof pageSchema>;
export type Page = z.infer<typeof pageSchema>;
