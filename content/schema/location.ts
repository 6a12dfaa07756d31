import { z } from 'zod';
import { localizedText, slug } from './primitives.ts';

/**
 * A service area: a city or a state, published at
 * /services/custom-software-company-{slug}/ (SPEC §2).
 */
export const locationSchema = z
  .object({
    slug,
    kind: z.enum(['city', 'state']),
    /** The place's name in each language ("Austin", Arabic "أوستن"); the state code stays Latin. */
    name: localizedText(),
    /** For cities: the two-letter state code, e.g. "TX". */
    stateCode: z
      .string()
      .regex(/^[A-Z]{2}$/, { message: 'Use the two-letter USPS code, e.g. "TX"' })
      .optional(),
    timeZone: z.string().regex(/^[A-Za-z]+\/[A-Za-z_]+$/, {
      message: 'Use an IANA time zone, e.g. "America/Chicago"',
    }),
    /** Three to five industries that lead the local economy. */
    leadingIndustries: z.array(localizedText()).min(3).max(5),
    /** 2–3 sentences about the local tech scene, specific to this place. */
    intro: localizedText(120),
    /** What working with us looks like from here (overlap hours, on-site visits, …). */
    collaboration: localizedText(80),
    /** Example projects we would typically build for companies here. */
    typicalProjects: z
      .array(z.object({ title: localizedText(), text: localizedText(40) }).strict())
      .min(2)
      .max(4),
    /** Slugs of other service areas to link as "nearby". */
    nearby: z.array(slug).min(2).max(4),
    description: localizedText(50),
  })
  .strict();

export { CITY_STATE_UNBROKEN, cityStateSeparator, placeName } from './place-names.ts';

export type LocationInput = z.input<typeof locationSchema>;
export type Location = z.infer<typeof locationSchema>;
