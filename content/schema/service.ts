import { z } from 'zod';
import { localizedText, slug, text } from './primitives.ts';
import { sections } from './sections.ts';

/** Footer groups of SPEC §2, in footer order. */
export const serviceGroupIds = [
  'technologies',
  'industries',
  'design',
  'development',
  'engagement',
] as const;
export type ServiceGroupId = (typeof serviceGroupIds)[number];

export const serviceSchema = z
  .object({
    slug,
    group: z.enum(serviceGroupIds),
    /** Exact path from SPEC §2, e.g. "/services/react-development" or "/industries/transportation". */
    path: z.string().regex(/^\/(services|industries)\/[a-z0-9-]+$/, {
      message: 'Service paths are "/services/{slug}" or "/industries/{slug}"',
    }),
    /** Short name used in navigation and the footer, e.g. "React". */
    name: localizedText(),
    title: localizedText(),
    description: localizedText(50),
    /** One line shown on index cards. */
    summary: localizedText(20),
    sections,
    relatedCaseStudies: z.array(slug).default([]),
    keywords: z.array(text()).default([]),
  })
  .strict();

export type ServiceInput = z.input<typeof serviceSchema>;
export type Service = z.infer<typeof serviceSchema>;
