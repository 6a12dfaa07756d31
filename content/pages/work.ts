import type { PageInput } from '../schema/index.ts';

export default {
  id: 'work',
  pageType: 'work',
  path: '/work',
  title: { en: 'Our Work: Case Studies', de: 'Unsere Arbeit: Fallstudien', ar: 'أعمالنا: دراسات حالة' },
  description:
    'Case studies from Fernhill: web, mobile and AI products we designed, built and still run for startups and enterprises, with the results that mattered most.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Our work',
      heading: 'Products we built, and what they achieved',
      lead: 'Each case study covers the problem we were brought in to solve, the team and technology we used, and the results measured after launch. Several of these products are still built and maintained by the same Fernhill team that started them.',
      primaryAction: { label: 'Start a project', href: '/contact-us' },
    },
    {
      type: 'caseStudies',
      heading: 'Case studies',
      intro: 'Eight engagements, each designed and engineered end to end, from the first prototype to production and the releases that followed.',
      slugs: ['health-in-her-hue', 'jombine', 'joyne', 'kindred-box', 'nicolette', 'osmosis', 'shyft', 'tattle'],
    },
    {
      type: 'stats',
      heading: 'Across all of our projects',
      items: [
        { value: '320+', label: 'products shipped since 2014' },
        { value: '4.9/5', label: 'average client rating' },
        { value: '3+ years', label: 'average client relationship' },
      ],
    },
    {
      type: 'callToAction',
      heading: 'Your product could be the next case study',
      text: 'Tell us what you are building. We will come back within one business day with questions and a suggested first step.',
      action: { label: 'Let’s work together', href: '/contact-us' },
    },
  ],
} satisfies PageInput;
