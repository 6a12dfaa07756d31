import type { PageInput } from '../schema/index.ts';

/** Shown by the service worker when a page cannot be loaded offline (issue 5). */
export default {
  id: 'offline',
  pageType: 'serverError',
  path: '/offline',
  title: { en: 'You are offline', de: 'Sie sind offline', ar: 'أنت غير متصل' },
  description: {
    en: 'This page is not available offline yet. Pages you have visited before still open without a connection; everything else returns when you are back online.',
    de: 'Diese Seite ist offline noch nicht verfügbar. Bereits besuchte Seiten öffnen sich auch ohne Verbindung; alles andere ist wieder da, sobald Sie online sind.',
    ar: 'هذه الصفحة غير متاحة دون اتصال بعد. الصفحات التي زرتها من قبل تظل تُفتح دون اتصال، وكل ما عداها يعود متاحًا حين تعود إلى الإنترنت.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Offline', de: 'Offline', ar: 'غير متصل' },
      heading: {
        en: 'No connection right now',
        de: 'Gerade keine Verbindung',
        ar: 'لا يوجد اتصال الآن',
      },
      lead: {
        en: 'Pages you have already visited still open without a connection. This one has not been saved yet: try again when you are back online.',
        de: 'Bereits besuchte Seiten öffnen sich auch ohne Verbindung. Diese hier wurde noch nicht gespeichert: Versuchen Sie es erneut, sobald Sie wieder online sind.',
        ar: 'الصفحات التي زرتها من قبل تظل تُفتح دون اتصال، أما هذه الصفحة فلم تُحفظ بعد: حاول مجددًا حين تعود إلى الإنترنت.',
      },
      primaryAction: {
        label: {
          en: 'Go to the homepage',
          de: 'Zur Startseite',
          ar: 'الانتقال إلى الصفحة الرئيسية',
        },
        href: '/',
      },
    },
  ],
} satisfies PageInput;
