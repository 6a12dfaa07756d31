import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'kindred-box',
  title: {
    en: 'Kindred Box: a gift subscription store built for the holiday peak',
    de: 'Kindred Box: ein Shop für Geschenk-Abos, gebaut für den Ansturm zu den Feiertagen',
    ar: 'Kindred Box: متجر اشتراكات هدايا مُهيّأ لذروة موسم الأعياد',
  },
  metaTitle: {
    en: 'Kindred Box: a gift subscription store built for the holiday peak',
    de: 'Kindred Box: Shop für Geschenk-Abos, gebaut für den Feiertagsansturm',
    ar: 'Kindred Box: متجر اشتراكات هدايا مُهيّأ لذروة موسم الأعياد',
  },
  description: {
    en: 'How Fernhill rebuilt Kindred Box’s subscription storefront on headless Shopify and React, lifting conversion 27% through a 9× holiday traffic spike.',
    de: 'Wie Fernhill den Abo-Shop von Kindred Box mit Headless Shopify und React neu baute und die Conversion bei einer 9-fachen Traffic-Spitze zu den Feiertagen um 27\u00a0% steigerte.',
    ar: 'كيف أعادت Fernhill بناء متجر الاشتراكات لدى Kindred Box على Shopify بواجهة منفصلة وReact، فرفعت معدل التحويل 27% خلال ذروة زيارات بلغت 9× في موسم الأعياد.',
  },
  summary: {
    en: 'A headless Shopify storefront and subscription backend that made curated gift boxes easier to send, schedule and manage for individuals and companies.',
    de: 'Ein Headless-Shopify-Storefront mit Abo-Backend, über den sich kuratierte Geschenkboxen für Privatkunden und Unternehmen einfacher verschicken, planen und verwalten lassen.',
    ar: 'واجهة متجر مبنية على Shopify بنهج منفصل الواجهة ونظام خلفي للاشتراكات يجعلان إرسال صناديق الهدايا المنتقاة وجدولتها وإدارتها أسهل للأفراد والشركات.',
  },
  accent: '#0f766e',
  tags: [
    { en: 'Ecommerce', de: 'E-Commerce', ar: 'التجارة الإلكترونية' },
    { en: 'Subscriptions', de: 'Abonnements', ar: 'الاشتراكات' },
    { en: 'React', de: 'React', ar: 'React' },
    { en: 'Shopify', de: 'Shopify', ar: 'Shopify' },
  ],
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
        ar: 'تنتقي Kindred Box صناديق شهرية من منتجات صنّاع مستقلين تُرسل هدايا إلى الأصدقاء والعائلة أو إلى فرق عمل كاملة. نقلت Fernhill المتجر إلى بنية Shopify منفصلة الواجهة مع واجهة متجر مبنية بـReact، وأعادت بناء إدارة الاشتراكات وأضافت خدمة هدايا الشركات، قبل أكثر مواسم الأعياد ازدحامًا في تاريخ الشركة.',
      },
      industry: {
        en: 'Ecommerce and subscriptions',
        de: 'E-Commerce und Abonnements',
        ar: 'التجارة الإلكترونية والاشتراكات',
      },
      year: 2020,
      platforms: [
        { en: 'Web', de: 'Web', ar: 'الويب' },
        { en: 'Shopify Plus', de: 'Shopify Plus', ar: 'Shopify Plus' },
      ],
      image: {
        src: 'work/kindred-box-hero.svg',
        alt: {
          en: 'Kindred Box storefront in a browser window with a grid of gift boxes and an open gift box illustration',
          de: 'Der Shop von Kindred Box in einem Browserfenster mit einem Raster aus Geschenkboxen und der Illustration einer geöffneten Geschenkbox',
          ar: 'واجهة متجر Kindred Box في نافذة متصفح مع شبكة من صناديق الهدايا ورسم توضيحي لصندوق هدايا مفتوح',
        },
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: { en: 'The challenge', de: 'Die Herausforderung', ar: 'التحدي' },
      challenge: {
        en: 'The theme-based store took 6.8 seconds to load on mobile, gift givers and recipients were tangled in a single customer record, and the previous holiday sale took the site down for four hours on the first Monday of December.',
        de: 'Der Theme-basierte Shop brauchte auf Mobilgeräten 6,8 Sekunden zum Laden, Schenkende und Beschenkte steckten in einem einzigen Kundendatensatz, und der letzte Feiertagsverkauf hatte die Website am ersten Montag im Dezember für vier Stunden lahmgelegt.',
        ar: 'كان المتجر القائم على قالب جاهز يستغرق 6.8 ثانية للتحميل على الجوال، وكانت بيانات مقدّمي الهدايا ومتلقيها متشابكة في سجل عميل واحد، وقد أوقف موسم تخفيضات الأعياد السابق الموقع عن العمل أربع ساعات في أول يوم اثنين من ديسمبر.',
      },
      goal: {
        en: 'Cut mobile load time below two seconds, separate givers from recipients so one account can send boxes to many people on different schedules, and absorb a 10× traffic peak without downtime.',
        de: 'Die mobile Ladezeit unter zwei Sekunden drücken, Schenkende und Beschenkte trennen, damit ein Konto Boxen nach unterschiedlichen Zeitplänen an viele Menschen senden kann, und eine 10-fache Traffic-Spitze ohne Ausfall abfangen.',
        ar: 'خفض زمن التحميل على الجوال إلى أقل من ثانيتين، والفصل بين مقدّمي الهدايا ومتلقيها ليتمكن حساب واحد من إرسال صناديق إلى أشخاص كثيرين وفق جداول مختلفة، واستيعاب ذروة زيارات تبلغ 10× دون أي توقف.',
      },
      outcomes: [
        {
          value: { en: '1.4 s', de: '1,4 s', ar: '1.4 ثانية' },
          label: {
            en: 'largest contentful paint on mobile',
            de: 'Largest Contentful Paint auf Mobilgeräten',
            ar: 'زمن عرض أكبر عنصر محتوى (LCP) على الجوال',
          },
        },
        {
          value: { en: '27%', de: '27\u00a0%', ar: '27%' },
          label: {
            en: 'higher checkout conversion',
            de: 'höhere Conversion im Checkout',
            ar: 'زيادة في معدل التحويل عند الدفع',
          },
        },
        {
          value: { en: '0 min', de: '0 Min.', ar: '0 دقيقة' },
          label: {
            en: 'downtime during a 9× holiday traffic spike',
            de: 'Ausfallzeit bei 9-facher Traffic-Spitze zu den Feiertagen',
            ar: 'من التوقف خلال ذروة زيارات بلغت 9× في موسم الأعياد',
          },
        },
        {
          value: { en: '18%', de: '18\u00a0%', ar: '18%' },
          label: {
            en: 'lower subscriber churn at month three',
            de: 'weniger Abo-Kündigungen im dritten Monat',
            ar: 'انخفاض في إلغاء الاشتراكات في الشهر الثالث',
          },
        },
      ],
    },
    {
      type: 'services',
      heading: { en: 'What we did', de: 'Unsere Leistungen', ar: 'ما قدّمناه' },
      items: [
        {
          name: { en: 'Web design', de: 'Webdesign', ar: 'تصميم المواقع' },
          path: '/services/web-design',
        },
        {
          name: {
            en: 'Ecommerce development',
            de: 'E-Commerce-Entwicklung',
            ar: 'تطوير التجارة الإلكترونية',
          },
          path: '/services/ecommerce-development',
        },
        {
          name: { en: 'React development', de: 'React-Entwicklung', ar: 'تطوير React' },
          path: '/services/react-development',
        },
        {
          name: { en: 'Node.js development', de: 'Node.js-Entwicklung', ar: 'تطوير Node.js' },
          path: '/services/node-js-development',
        },
        { name: { en: 'DevOps', de: 'DevOps', ar: 'DevOps' }, path: '/services/devops' },
      ],
    },
    {
      type: 'projects',
      heading: { en: 'What we built', de: 'Was wir gebaut haben', ar: 'ما بنيناه' },
      items: [
        {
          title: {
            en: 'Headless storefront',
            de: 'Headless-Storefront',
            ar: 'واجهة متجر منفصلة (headless)',
          },
          platform: { en: 'Web', de: 'Web', ar: 'الويب' },
          text: {
            en: 'A React storefront on Next.js, statically rendered and served from a CDN, reading products from the Shopify Storefront API. Box previews, maker stories and gift notes load instantly, and the catalog rebuilds in under a minute.',
            de: 'Ein React-Storefront auf Next.js, statisch gerendert und über ein CDN ausgeliefert, der die Produkte aus der Shopify Storefront API bezieht. Boxvorschauen, Geschichten der Manufakturen und Geschenknachrichten laden sofort, und der Katalog wird in weniger als einer Minute neu aufgebaut.',
            ar: 'واجهة متجر مبنية بـReact على Next.js، تُولَّد صفحاتها مسبقًا وتُقدَّم عبر شبكة توصيل المحتوى (CDN)، وتقرأ المنتجات من Shopify Storefront API. وتُحمَّل معاينات الصناديق وقصص الصنّاع ورسائل الإهداء فورًا، ويُعاد بناء الكتالوج في أقل من دقيقة.',
          },
        },
        {
          title: {
            en: 'Gift scheduling and subscriptions',
            de: 'Geschenkplanung und Abonnements',
            ar: 'جدولة الهدايا والاشتراكات',
          },
          platform: { en: 'Web', de: 'Web', ar: 'الويب' },
          text: {
            en: 'A Node.js service on top of Recharge that models givers and recipients separately, so one customer can send a three-month box to a sister and a yearly plan to a client, each with its own address, note and skip dates.',
            de: 'Ein Node.js-Service auf Basis von Recharge, der Schenkende und Beschenkte getrennt abbildet – so kann ein Kunde der Schwester eine Dreimonatsbox und einem Geschäftspartner ein Jahresabo schicken, jeweils mit eigener Adresse, Nachricht und eigenen Pausenterminen.',
            ar: 'خدمة Node.js مبنية فوق Recharge تنمذج مقدّمي الهدايا ومتلقيها كلًّا على حدة، فيستطيع عميل واحد إرسال صندوق لثلاثة أشهر إلى أخته وخطة سنوية إلى أحد عملائه، لكلٍّ منهما عنوانه ورسالته ومواعيد التخطي الخاصة به.',
          },
        },
        {
          title: {
            en: 'Corporate gifting portal',
            de: 'Portal für Firmengeschenke',
            ar: 'بوابة هدايا الشركات',
          },
          platform: { en: 'Web', de: 'Web', ar: 'الويب' },
          text: {
            en: 'HR and sales teams upload a recipient CSV, pick a box and budget, and let each recipient confirm a delivery address through a private link. Orders flow to the fulfillment partner through the ShipBob API.',
            de: 'HR- und Vertriebsteams laden eine CSV-Datei mit Empfängern hoch, wählen Box und Budget und lassen jede beschenkte Person ihre Lieferadresse über einen privaten Link bestätigen. Die Bestellungen gehen über die ShipBob API an den Fulfillment-Partner.',
            ar: 'ترفع فرق الموارد البشرية والمبيعات ملف CSV بأسماء المستلمين، وتختار الصندوق والميزانية، ثم يؤكد كل مستلم عنوان التوصيل عبر رابط خاص. وتنتقل الطلبات إلى شريك تجهيز الطلبات وتوصيلها عبر ShipBob API.',
          },
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/kindred-box-screens.svg',
        alt: {
          en: 'Kindred Box plan selector, gift scheduling calendar and recipient address form shown as three panels',
          de: 'Planauswahl, Kalender zur Geschenkplanung und Adressformular für Beschenkte von Kindred Box, dargestellt in drei Feldern',
          ar: 'أداة اختيار الخطة في Kindred Box وتقويم جدولة الهدايا ونموذج عنوان المستلم، معروضة في ثلاث لوحات',
        },
        width: 1200,
        height: 700,
      },
      caption: {
        en: 'Plan selection, gift scheduling and the recipient address flow from the rebuilt storefront.',
        de: 'Planauswahl, Geschenkplanung und Adresseingabe für Beschenkte im neu gebauten Shop.',
        ar: 'اختيار الخطة وجدولة الهدايا ومسار إدخال عنوان المستلم في واجهة المتجر الجديدة.',
      },
    },
    {
      type: 'testimonial',
      quote: {
        en: 'December used to be the month we held our breath. After the rebuild we ran our biggest holiday season ever, and nobody on the team was paged once.',
        de: 'Früher war der Dezember der Monat, in dem wir den Atem anhielten. Nach dem Neuaufbau hatten wir die stärkste Feiertagssaison unserer Geschichte, und niemand im Team wurde auch nur ein einziges Mal alarmiert.',
        ar: 'كان ديسمبر الشهر الذي نحبس فيه أنفاسنا. وبعد إعادة البناء عشنا أكبر موسم أعياد في تاريخنا، ولم يُستدعَ أحد من الفريق لحالة طارئة ولو مرة واحدة.',
      },
      author: 'Hannah Lindqvist',
      role: {
        en: 'COO, Kindred Box',
        de: 'COO, Kindred Box',
        ar: 'الرئيسة التنفيذية للعمليات، Kindred Box',
      },
    },
  ],
} satisfies CaseStudyInput;
