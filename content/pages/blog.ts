import type { PageInput } from '../schema/index.ts';

export default {
  id: 'blog',
  pageType: 'blog',
  path: '/blog',
  title: { en: 'Blog', de: 'Blog', ar: 'المدونة' },
  description:
    'Articles by Fernhill’s engineers, designers and product managers on AI, software architecture, product discovery, compliance and running production systems.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Fernhill blog',
      heading: 'Notes from the people who build the software',
      lead: 'Practical writing from our engineers, designers and product managers: what worked, what did not, and what we would do differently on AI, architecture, product discovery and keeping systems running.',
    },
  ],
} satisfies PageInput;
