import type { PageInput } from '../schema/index.ts';

/** Where forms posted without JavaScript land after a successful submission (issue 4). */
export default {
  id: 'thank-you',
  pageType: 'thankYou',
  path: '/thank-you',
  title: { en: 'Thank you', de: 'Vielen Dank', ar: 'شكرًا لك' },
  description: {
    en: 'Your message reached Fernhill. A senior engineer or product lead reads it and replies within one business day; newsletter sign-ups are confirmed by e-mail.',
    de: 'Ihre Nachricht ist angekommen. Unser erfahrenes Entwicklungs- und Produktteam antwortet binnen eines Werktags; Newsletter-Anmeldungen bestätigen wir per E-Mail.',
    ar: 'وصلت رسالتك إلى Fernhill. يقرأها مهندس أول أو قائد منتج ويرد خلال يوم عمل واحد، ونؤكد الاشتراك في النشرة عبر البريد الإلكتروني.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Received', de: 'Erhalten', ar: 'تم الاستلام' },
      heading: {
        en: 'Thank you, we have it',
        de: 'Vielen Dank, Ihre Anfrage ist angekommen',
        ar: 'شكرًا لك، وصلنا طلبك',
      },
      lead: {
        en: 'A senior engineer or product lead reads every message and replies within one business day. If you subscribed to our newsletter, the next issue arrives at the start of the month.',
        de: 'Jemand aus unserem erfahrenen Entwicklungsteam oder aus dem Produktmanagement liest jede Nachricht und antwortet innerhalb eines Werktags. Wenn Sie unseren Newsletter abonniert haben, kommt die nächste Ausgabe zum Monatsanfang.',
        ar: 'يقرأ مهندس أول أو قائد منتج كل رسالة ويرد خلال يوم عمل واحد. وإذا اشتركت في نشرتنا، فسيصلك العدد التالي في بداية الشهر.',
      },
      primaryAction: {
        label: { en: 'See our work', de: 'Unsere Projekte ansehen', ar: 'اطلع على أعمالنا' },
        href: '/work',
      },
      secondaryAction: {
        label: { en: 'Read the blog', de: 'Zum Blog', ar: 'اقرأ المدونة' },
        href: '/blog',
      },
    },
  ],
} satisfies PageInput;
