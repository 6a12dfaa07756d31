import { z } from 'zod';
import { checkSearchTitle, image, internalPath, localizedText, text } from './primitives.ts';

/** The work/case-study blocks of SPEC §2: hero, goal, services, projects, testimonial, image. */
const heroBlock = z
  .object({
    type: z.literal('hero'),
    client: text(),
    heading: localizedText(),
    lead: localizedText(),
    industry: localizedText(),
    year: z.number().int().min(2000).max(2100),
    platforms: z.array(localizedText()).min(1),
    image,
  })
  .strict();

const goalBlock = z
  .object({
    type: z.literal('goal'),
    heading: localizedText(),
    challenge: localizedText(80),
    goal: localizedText(80),
    outcomes: z
      .array(z.object({ value: localizedText(), label: localizedText() }).strict())
      .min(2)
      .max(4),
  })
  .strict();

const servicesBlock = z
  .object({
    type: z.literal('services'),
    heading: localizedText(),
    items: z
      .array(z.object({ name: localizedText(), path: internalPath.optional() }).strict())
      .min(2),
  })
  .strict();

const projectsBlock = z
  .object({
    type: z.literal('projects'),
    heading: localizedText(),
    items: z
      .array(
        z
          .object({ title: localizedText(), platform: localizedText(), text: localizedText(60) })
          .strict(),
      )
      .min(1),
  })
  .strict();

const testimonialBlock = z
  .object({
    type: z.literal('testimonial'),
    quote: localizedText(40),
    author: text(),
    role: localizedText(),
  })
  .strict();

const imageBlock = z
  .object({
    type: z.literal('image'),
    image,
    caption: localizedText().optional(),
  })
  .strict();

export const caseStudyBlock = z.discriminatedUnion('type', [
  heroBlock,
  goalBlock,
  servicesBlock,
  projectsBlock,
  testimonialBlock,
  imageBlock,
]);

export const caseStudySchema = z
  .object({
    slug: z.enum([
      'health-in-her-hue',
      'jombine',
      'joyne',
      'kindred-box',
      'nicolette',
      'osmosis',
      'shyft',
      'tattle',
    ]),
    title: localizedText(),
    /** A shorter title for search results and share cards, where `title` runs past 70 characters. */
    metaTitle: localizedText().optional(),
    description: localizedText(50),
    /** Shown on cards: one sentence. */
    summary: localizedText(20),
    /** A brand accent for the case study's artwork, from the client's palette. */
    accent: z
      .string()
      .regex(/^#[0-9a-f]{6}$/, { message: 'Use a 6-digit lowercase hex colour, e.g. "#1f6feb"' }),
    tags: z.array(localizedText()).min(1),
    blocks: z.array(caseStudyBlock).min(4),
  })
  .strict()
  .superRefine((study, ctx) => {
    checkSearchTitle(study, ctx);
    for (const type of ['hero', 'testimonial'] as const) {
      if (!study.blocks.some((block) => block.type === type)) {
        ctx.addIssue({
          code: 'custom',
          path: ['blocks'],
          message: `A case study needs a "${type}" block`,
        });
      }
    }
  });

export type CaseStudyInput = z.input<typeof caseStudySchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
export type CaseStudyBlock = z.infer<typeof caseStudyBlock>;
