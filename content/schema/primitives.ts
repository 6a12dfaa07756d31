import { z } from 'zod';

export { DEFAULT_LOCALE, LOCALES, type Locale, type Localized } from './locales.ts';
export { checkSearchTitle, MAX_TITLE_LENGTH } from './search-title.ts';

/**
 * Every schema made by `localized`: the translation tools walk a module's schema
 * beside its data and stop at these, so they know which values a translator writes.
 */
export const localizedSchemas = new WeakSet<z.ZodType>();

/**
 * Values a module copies from other entries (the footer's link names come from
 * the services and service areas): translated where they are written, so the
 * translation tools do not list them a second time.
 */
export const copiedSchemas = new WeakSet<z.ZodType>();

export function copiedFromEntries<T extends z.ZodType>(schema: T): T {
  copiedSchemas.add(schema);
  return schema;
}

export function localized<T extends z.ZodType>(schema: T) {
  const union = z.union([
    schema,
    z.object({ en: schema, de: schema.optional(), ar: schema.optional() }).strict(),
  ]);
  localizedSchemas.add(union);
  return union;
}

/** What a `[label](target)` link inside text may point to: a site path, a #fragment, https:, mailto: or tel:. */
const SAFE_LINK_TARGET = /^(?:\/(?!\/)|#|https:\/\/|mailto:|tel:)/;
/** Every link target written in text, up to its closing parenthesis (or where a space shows it cannot be one). */
const INLINE_LINK_TARGET = /\]\(([^)\s]*)/g;

export const text = (min = 1) =>
  z
    .string()
    .trim()
    .min(min, { message: `Must be at least ${min} character(s)` })
    .superRefine((value, context) => {
      if (!value.includes('](')) return;
      for (const [, target = ''] of value.matchAll(INLINE_LINK_TARGET)) {
        if (!SAFE_LINK_TARGET.test(target)) {
          context.addIssue({
            code: 'custom',
            message: `Link target "${target}" is not allowed: use a site path ("/services"), a #fragment, https:, mailto: or tel:`,
          });
        }
      }
    });
export const localizedText = (min = 1) => localized(text(min));

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  message: 'Use lowercase letters, digits and single hyphens (kebab-case)',
});

/** A site-internal path as authored in content: starts with '/', no locale prefix. */
export const internalPath = z.string().regex(/^\/(?!\/)[^\s?]*(?:#[A-Za-z][\w-]*)?$/, {
  message: 'Internal paths start with a single "/" and contain no spaces',
});

export const externalUrl = z.url({ protocol: /^https$/, message: 'Must be an https:// URL' });

/** A link that may point inside the site (checked at build time) or outside it. */
export const href = z.union([internalPath, externalUrl]);

export const isoDate = z.iso.date({ message: 'Use an ISO date, e.g. 2026-03-14' });

/**
 * An image authored next to the content, as a path relative to `content/media/`.
 * The generator copies it into dist/_assets with a content hash.
 */
export const image = z
  .object({
    src: z.string().regex(/^[a-z0-9/-]+\.(svg|png|jpg|webp)$/, {
      message: 'Path relative to content/media/, e.g. "work/shyft-hero.svg"',
    }),
    alt: localizedText(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .strict();

/** SPEC §3 Logo item: an inline SVG and an optional external link. */
export const logo = z
  .object({
    name: text(),
    svg: z
      .string()
      .trim()
      .startsWith('<svg', { message: 'Must be inline SVG markup starting with "<svg"' }),
    url: externalUrl.optional(),
  })
  .strict();

export const link = z.object({ label: localizedText(), href }).strict();

export type Image = z.infer<typeof image>;
export type Logo = z.infer<typeof logo>;
export type Link = z.infer<typeof link>;
