import type { PageInput } from '../schema/index.ts';

export default {
  id: 'work',
  pageType: 'work',
  path: '/work',
  title: {
    en: 'Our Work: Case Studies',
    de: 'Unsere Arbeit: Fallstudien',
    ar: 'أعمالنا: دراسات حالة',
  },
  description: {
    en: 'Case studies from Fernhill: web, mobile and AI products we designed, built and still run for startups and enterprises, with the results that mattered most.',
    de: 'Fallstudien von Fernhill: Web-, Mobile- und KI-Produkte, die wir für Start-ups und Konzerne konzipiert und entwickelt haben und bis heute betreiben – mit den wichtigsten Ergebnissen.',
    ar: 'دراسات حالة من Fernhill: منتجات للويب والجوال والذكاء الاصطناعي صممناها وبنيناها وما زلنا نشغّلها لشركات ناشئة ومؤسسات، مع أهم النتائج التي حققتها.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Our work', de: 'Unsere Projekte', ar: 'أعمالنا' },
      heading: {
        en: 'Products we built, and what they achieved',
        de: 'Produkte, die wir gebaut haben – und was sie erreicht haben',
        ar: 'منتجات بنيناها، وما حققته من نتائج',
      },
      lead: {
        en: 'Each case study covers the problem we were brought in to solve, the team and technology we used, and the results measured after launch. Several of these products are still built and maintained by the same Fernhill team that started them.',
        de: 'Jede Fallstudie beschreibt das Problem, für dessen Lösung man uns geholt hat, das eingesetzte Team und die Technologie sowie die nach dem Launch gemessenen Ergebnisse. Mehrere dieser Produkte werden bis heute von demselben Fernhill-Team weiterentwickelt und gewartet, das sie gestartet hat.',
        ar: 'تتناول كل دراسة حالة المشكلة التي استُعين بنا لحلها، والفريق والتقنيات التي استخدمناها، والنتائج التي قِيست بعد الإطلاق. ولا يزال فريق Fernhill نفسه الذي بدأ عددًا من هذه المنتجات يطوّرها ويتولى صيانتها حتى اليوم.',
      },
      primaryAction: {
        label: { en: 'Start a project', de: 'Projekt starten', ar: 'ابدأ مشروعك' },
        href: '/contact-us',
      },
    },
    {
      type: 'caseStudies',
      heading: { en: 'Case studies', de: 'Fallstudien', ar: 'دراسات الحالة' },
      intro: {
        en: 'Eight engagements, each designed and engineered end to end, from the first prototype to production and the releases that followed.',
        de: 'Acht Projekte, jeweils durchgängig gestaltet und entwickelt – vom ersten Prototyp über den Produktivbetrieb bis zu den folgenden Releases.',
        ar: 'ثمانية مشاريع، صُمّم كل منها وطُوّر من البداية إلى النهاية، من النموذج الأولي الأول إلى بيئة الإنتاج والإصدارات التي تلتها.',
      },
      slugs: [
        'health-in-her-hue',
        'jombine',
        'joyne',
        'kindred-box',
        'nicolette',
        'osmosis',
        'shyft',
        'tattle',
      ],
    },
    {
      type: 'stats',
      heading: {
        en: 'Across all of our projects',
        de: 'Über alle unsere Projekte hinweg',
        ar: 'عبر جميع مشاريعنا',
      },
      items: [
        {
          value: { en: '320+', de: '320+', ar: '320+' },
          label: {
            en: 'products shipped since 2014',
            de: 'ausgelieferte Produkte seit 2014',
            ar: 'منتج أُطلق منذ عام 2014',
          },
        },
        {
          value: { en: '4.9/5', de: '4,9/5', ar: '4.9/5' },
          label: {
            en: 'average client rating',
            de: 'durchschnittliche Kundenbewertung',
            ar: 'متوسط تقييم العملاء',
          },
        },
        {
          value: { en: '3+ years', de: '3+ Jahre', ar: '3+ سنوات' },
          label: {
            en: 'average client relationship',
            de: 'durchschnittliche Dauer einer Kundenbeziehung',
            ar: 'متوسط مدة العلاقة مع العملاء',
          },
        },
      ],
    },
    {
      type: 'callToAction',
      heading: {
        en: 'Your product could be the next case study',
        de: 'Ihr Produkt könnte die nächste Fallstudie sein',
        ar: 'قد يكون منتجك دراسة الحالة التالية',
      },
      text: {
        en: 'Tell us what you are building. We will come back within one business day with questions and a suggested first step.',
        de: 'Erzählen Sie uns, was Sie entwickeln. Innerhalb eines Werktags melden wir uns mit Fragen und einem Vorschlag für den ersten Schritt.',
        ar: 'أخبرنا بما تبنيه، وسنعود إليك خلال يوم عمل واحد بأسئلتنا واقتراح للخطوة الأولى.',
      },
      action: {
        label: {
          en: 'Let’s work together',
          de: 'Lassen Sie uns zusammenarbeiten',
          ar: 'لنعمل معًا',
        },
        href: '/contact-us',
      },
    },
  ],
} satisfies PageInput;
