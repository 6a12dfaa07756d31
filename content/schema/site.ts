import { z } from 'zod';
import {
  copiedFromEntries,
  externalUrl,
  internalPath,
  localizedText,
  logo,
  text,
} from './primitives.ts';

const translationPolicy = z.enum(['complete', 'fallback']).default('fallback');
export type TranslationPolicy = z.infer<typeof translationPolicy>;

/** SPEC §3 footer link group: title, optional url (the group's index), paths. */
export const footerLinkGroupSchema = z
  .object({
    id: z.enum([
      'technologies',
      'industries',
      'design',
      'development',
      'engagement',
      'cities',
      'states',
    ]),
    title: localizedText(),
    url: internalPath.optional(),
    /** Built in content/site.ts from the entries they link to. */
    paths: copiedFromEntries(
      z.array(z.object({ name: localizedText(), path: internalPath }).strict()).min(1),
    ),
  })
  .strict();

export const siteSchema = z
  .object({
    /** The agency's name: written here once, everything else reads it from here. */
    name: text(),
    legalName: text(),
    tagline: localizedText(),
    baseUrl: z.url({ protocol: /^https$/ }).refine((url) => !url.endsWith('/'), {
      message: 'Write the base URL without a trailing slash',
    }),
    email: z.email(),
    phone: text(),
    address: z
      .object({ street: text(), city: text(), region: text(), postalCode: text(), country: text() })
      .strict(),
    social: z
      .array(
        z
          .object({
            network: z.enum(['linkedin', 'x', 'instagram']),
            label: text(),
            url: externalUrl,
          })
          .strict(),
      )
      .length(3),
    /** Header navigation, in order. */
    navigation: z.array(z.object({ label: localizedText(), path: internalPath }).strict()).min(3),
    partners: z.array(logo).min(1),
    awards: z.array(logo).min(1),
    hipaa: z.object({ title: localizedText(), text: localizedText() }).strict(),
    footerLinkGroups: z.array(footerLinkGroupSchema).min(1),
    /**
     * Per locale: 'complete' fails the build when a content field falls back to
     * English there (every missing field listed); 'fallback' builds and warns.
     */
    translations: z
      .object({ de: translationPolicy, ar: translationPolicy })
      .strict()
      .default({ de: 'fallback', ar: 'fallback' }),
    /** Informational links in the footer's bottom bar (privacy, terms). */
    legalLinks: z.array(z.object({ label: localizedText(), path: internalPath }).strict()),
  })
  .strict();

export type SiteInput = z.input<typeof siteSchema>;
export type Site = z.infer<typeof siteSchema>;
export type FooterLinkGroup = z.infer<typeof footerLinkGroupSchema>;
