import type { PageInput } from '../schema/index.ts';

export default {
  id: 'not-found',
  pageType: 'notFound',
  path: '/404.html',
  title: { en: 'Page Not Found', de: 'Seite nicht gefunden', ar: 'الصفحة غير موجودة' },
  description:
    'The page you were looking for has moved or no longer exists. Head back to the Fernhill homepage, browse our work and services, or get in touch with our team.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Error 404',
      heading: 'We couldn’t find that page',
      lead: 'The link may be out of date, or the page may have moved when we reorganized the site. Nothing is broken on your side. Try one of the places below, or tell us what you were looking for and we will point you to it.',
      primaryAction: { label: 'Back to the homepage', href: '/' },
      secondaryAction: { label: 'Contact us', href: '/contact-us' },
    },
    {
      type: 'features',
      heading: 'Popular places to continue',
      items: [
        {
          title: 'Our work',
          text: 'Case studies covering the problem, the team, the technology and the results after launch.',
          href: '/work',
        },
        {
          title: 'Technologies',
          text: 'Flutter, React, React Native, Node.js, Ruby on Rails and Python, and how we choose between them.',
          href: '/technologies',
        },
        {
          title: 'Industries',
          text: 'Fintech, healthcare, legal tech, real estate and transportation software built with compliance in mind.',
          href: '/industries',
        },
        {
          title: 'Custom software development',
          text: 'How we design, build and run software products from discovery sprint to long-term maintenance.',
          href: '/services/custom-software-development',
        },
        {
          title: 'Blog',
          text: 'Practical articles from our engineers and designers on AI, architecture and product discovery.',
          href: '/blog',
        },
        {
          title: 'About us',
          text: 'Who we are, how our teams are organized, and what we have learned since 2014.',
          href: '/about-us',
        },
      ],
    },
  ],
} satisfies PageInput;
