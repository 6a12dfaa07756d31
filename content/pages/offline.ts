import type { PageInput } from '../schema/index.ts';

/** Shown by the service worker when a page cannot be loaded offline (issue 5). */
export default {
  id: 'offline',
  pageType: 'serverError',
  path: '/offline',
  title: { en: 'You are offline', de: 'Sie sind offline', ar: 'أنت غير متصل' },
  description: 'This page is not available offline yet. Pages you have visited before still open without a connection; everything else returns when you are back online.',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Offline',
      heading: { en: 'No connection right now', de: 'Gerade keine Verbindung', ar: 'لا يوجد اتصال الآن' },
      lead: 'Pages you have already visited still open without a connection. This one has not been saved yet: try again when you are back online.',
      primaryAction: { label: 'Go to the homepage', href: '/' },
    },
  ],
} satisfies PageInput;
