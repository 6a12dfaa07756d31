import { z } from 'zod';
import { href, image, internalPath, localizedText, slug, text } from './primitives.ts';

/**
 * Page sections: the building blocks that single pages, services and locations
 * are composed of. Each has a `type`; components/sections renders one component
 * per type. Inline text may contain `[label](/path)` links and `**bold**`.
 */

const hero = z
  .object({
    type: z.literal('hero'),
    eyebrow: localizedText().optional(),
    heading: localizedText(),
    lead: localizedText(),
    primaryAction: z.object({ label: localizedText(), href }).strict().optional(),
    secondaryAction: z.object({ label: localizedText(), href }).strict().optional(),
    image: image.optional(),
  })
  .strict();

const richText = z
  .object({
    type: z.literal('richText'),
    id: slug.optional(),
    heading: localizedText().optional(),
    paragraphs: z.array(localizedText()).min(1),
  })
  .strict();

const features = z
  .object({
    type: z.literal('features'),
    id: slug.optional(),
    heading: localizedText(),
    intro: localizedText().optional(),
    items: z
      .array(
        z.object({ title: localizedText(), text: localizedText(), href: href.optional() }).strict(),
      )
      .min(2),
  })
  .strict();

const stats = z
  .object({
    type: z.literal('stats'),
    heading: localizedText().optional(),
    items: z
      .array(z.object({ value: localizedText(), label: localizedText() }).strict())
      .min(2)
      .max(6),
  })
  .strict();

const steps = z
  .object({
    type: z.literal('steps'),
    id: slug.optional(),
    heading: localizedText(),
    intro: localizedText().optional(),
    items: z.array(z.object({ title: localizedText(), text: localizedText() }).strict()).min(2),
  })
  .strict();

const faq = z
  .object({
    type: z.literal('faq'),
    heading: localizedText(),
    items: z
      .array(z.object({ question: localizedText(), answer: localizedText() }).strict())
      .min(1),
  })
  .strict();

const quote = z
  .object({
    type: z.literal('quote'),
    quote: localizedText(),
    author: text(),
    role: localizedText(),
  })
  .strict();

/** Cards linking to case studies, by their slugs under content/work. */
const caseStudies = z
  .object({
    type: z.literal('caseStudies'),
    heading: localizedText(),
    intro: localizedText().optional(),
    slugs: z.array(slug).min(1),
  })
  .strict();

/** Lists of service links grouped as in the footer (by group id of content/services). */
const serviceGroups = z
  .object({
    type: z.literal('serviceGroups'),
    heading: localizedText(),
    intro: localizedText().optional(),
    groups: z
      .array(z.enum(['technologies', 'industries', 'design', 'development', 'engagement']))
      .min(1),
  })
  .strict();

/** Latest blog posts (newest first). */
const latestPosts = z
  .object({
    type: z.literal('latestPosts'),
    heading: localizedText(),
    count: z.number().int().min(1).max(6),
  })
  .strict();

/** Lists every service area of one kind (the /service-areas/{cities,states} indexes). */
const locationList = z
  .object({
    type: z.literal('locationList'),
    heading: localizedText(),
    kind: z.enum(['city', 'state']),
  })
  .strict();

/** An interactive lead form (an island): a project enquiry, the referral introduction or the fund application. */
const leadForm = z
  .object({
    type: z.literal('leadForm'),
    id: slug.optional(),
    form: z.enum(['project', 'referral', 'fund-application']),
  })
  .strict();

const callToAction = z
  .object({
    type: z.literal('callToAction'),
    heading: localizedText(),
    text: localizedText(),
    action: z.object({ label: localizedText(), href: internalPath }).strict().optional(),
  })
  .strict();

export const section = z.discriminatedUnion('type', [
  hero,
  richText,
  features,
  stats,
  steps,
  faq,
  quote,
  caseStudies,
  serviceGroups,
  latestPosts,
  locationList,
  leadForm,
  callToAction,
]);

export const sections = z.array(section).min(1);

export type Section = z.infer<typeof section>;
export type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;
