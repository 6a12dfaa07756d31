import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'kindred-box',
  title: {
    en: 'Kindred Box: a gift subscription store built for the holiday peak',
    de: 'Kindred Box: ein Geschenkbox-Abo, gebaut für den Ansturm zu den Feiertagen',
    ar: 'Kindred Box: متجر اشتراكات هدايا مُهيّأ لذروة موسم الأعياد',
  },
  metaTitle: {
    en: 'Kindred Box: a gift subscription store built for the holiday peak',
    de: 'Kindred Box: Geschenkbox-Abo, gebaut für den Feiertagsansturm',
    ar: 'Kindred Box: متجر اشتراكات هدايا مُهيّأ لذروة موسم الأعياد',
  },
  description:
    'How Fernhill rebuilt Kindred Box’s subscription storefront on headless Shopify and React, lifting conversion 27% through a 9× holiday traffic spike.',
  summary: {
    en: 'A headless Shopify storefront and subscription backend that made curated gift boxes easier to send, schedule and manage for individuals and companies.',
    de: 'Ein Headless-Shopify-Storefront mit Abo-Backend, über den sich kuratierte Geschenkboxen für Privatkunden und Unternehmen einfacher verschicken, planen und verwalten lassen.',
    ar: 'واجهة متجر مبنية على Shopify بنهج منفصل الواجهة ونظام خلفي للاشتراكات يجعلان إرسال صناديق الهدايا المنتقاة وجدولتها وإدارتها أسهل للأفراد والشركات.',
  },
  accent: '#0f766e',
  tags: ['Ecommerce', 'Subscriptions', 'React', 'Shopify'],
  blocks: [
    {
      type: 'hero',
      client: 'Kindred Box',
      heading: {
        en: 'Gifting on a schedule, without the checkout friction',
        de: 'Geschenke nach Plan – ohne Hürden im Checkout',
        ar: 'هدايا في مواعيدها، دون تعقيدات عند الدفع',
      },
      lead: {
        en: 'Kindred Box curates monthly boxes of goods from independent makers, sent as gifts to friends, family or whole teams. Fernhill moved the store to a headless Shopify architecture with a React storefront, rebuilt subscription management and added corporate gifting ahead of the busiest holiday season in the company’s history.',
        de: 'Kindred Box stellt monatliche Boxen mit Produkten unabhängiger Manufakturen zusammen, die als Geschenk an Freunde, Familie oder ganze Teams gehen. Fernhill hat den Shop auf eine Headless-Shopify-Architektur mit React-Storefront umgestellt, die Abo-Verwaltung neu gebaut und Firmengeschenke ergänzt – rechtzeitig vor dem stärksten Weihnachtsgeschäft der Firmengeschichte.',
        ar: 'تنتقي Kindred Box صناديق شهرية من منتجات صنّاع مستقلين تُرسل هدايا إلى الأصدقاء والعائلة أو إلى فرق عمل كاملة. نقلت Fernhill المتجر إلى بنية Shopify منفصلة الواجهة مع واجهة متجر مبنية بـ React، وأعادت بناء إدارة الاشتراكات وأضافت خدمة هدايا الشركات، قبل أكثر مواسم الأعياد ازدحامًا في تاريخ الشركة.',
      },
      industry: 'Ecommerce and subscriptions',
      year: 2020,
      platforms: ['Web', 'Shopify Plus'],
      image: {
        src: 'work/kindred-box-hero.svg',
        alt: 'Kindred Box storefront in a browser window with a grid of gift boxes and an open gift box illustration',
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: 'The challenge',
      challenge:
        'The theme-based store took 6.8 seconds to load on mobile, gift givers and recipients were tangled in a single customer record, and the previous holiday sale took the site down for four hours on the first Monday of December.',
      goal: 'Cut mobile load time below two seconds, separate givers from recipients so one account can send boxes to many people on different schedules, and absorb a 10× traffic peak without downtime.',
      outcomes: [
        { value: '1.4 s', label: 'largest contentful paint on mobile' },
        { value: '27%', label: 'higher checkout conversion' },
        { value: '0 min', label: 'downtime during a 9× holiday traffic spike' },
        { value: '18%', label: 'lower subscriber churn at month three' },
      ],
    },
    {
      type: 'services',
      heading: 'What we did',
      items: [
        { name: 'Web design', path: '/services/web-design' },
        { name: 'Ecommerce development', path: '/services/ecommerce-development' },
        { name: 'React development', path: '/services/react-development' },
        { name: 'Node.js development', path: '/services/node-js-development' },
        { name: 'DevOps', path: '/services/devops' },
      ],
    },
    {
      type: 'projects',
      heading: 'What we built',
      items: [
        {
          title: 'Headless storefront',
          platform: 'Web',
          text: 'A React storefront on Next.js, statically rendered and served from a CDN, reading products from the Shopify Storefront API. Box previews, maker stories and gift notes load instantly, and the catalog rebuilds in under a minute.',
        },
        {
          title: 'Gift scheduling and subscriptions',
          platform: 'Web',
          text: 'A Node.js service on top of Recharge that models givers and recipients separately, so one customer can send a three-month box to a sister and a yearly plan to a client, each with its own address, note and skip dates.',
        },
        {
          title: 'Corporate gifting portal',
          platform: 'Web',
          text: 'HR and sales teams upload a recipient CSV, pick a box and budget, and let each recipient confirm a delivery address through a private link. Orders flow to the fulfillment partner through the ShipBob API.',
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/kindred-box-screens.svg',
        alt: 'Kindred Box plan selector, gift scheduling calendar and recipient address form shown as three panels',
        width: 1200,
        height: 700,
      },
      caption: 'Plan selection, gift scheduling and the recipient address flow from the rebuilt storefront.',
    },
    {
      type: 'testimonial',
      quote:
        'December used to be the month we held our breath. After the rebuild we ran our biggest holiday season ever, and nobody on the team was paged once.',
      author: 'Hannah Lindqvist',
      role: 'COO, Kindred Box',
    },
  ],
} satisfies CaseStudyInput;
