import type { PageInput } from '../schema/index.ts';

export default {
  id: 'home',
  pageType: 'home',
  path: '/',
  title: {
    en: 'Custom Software Development Company',
    de: 'Agentur für individuelle Softwareentwicklung',
    ar: 'شركة تطوير برمجيات مخصصة',
  },
  description: {
    en: 'Fernhill designs, builds and runs custom web, mobile and AI software for startups and enterprises: 320+ products shipped from Austin, Texas since 2014.',
    de: 'Fernhill konzipiert, entwickelt und betreibt individuelle Web-, Mobile- und KI-Software für Start-ups und Konzerne: über 320 ausgelieferte Produkte seit 2014, aus Austin, Texas.',
    ar: 'تصمم Fernhill وتبني وتشغّل برمجيات مخصصة للويب والجوال والذكاء الاصطناعي للشركات الناشئة والمؤسسات، وقد أطلقت من أوستن في تكساس أكثر من 320 منتجًا منذ عام 2014.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: {
        en: 'Custom software development · Austin, Texas',
        de: 'Individuelle Softwareentwicklung · Austin, Texas',
        ar: 'تطوير برمجيات مخصصة · أوستن، تكساس',
      },
      heading: {
        en: 'We build the software your business runs on',
        de: 'Wir entwickeln die Software, auf der Ihr Geschäft läuft',
        ar: 'نبني البرمجيات التي تقوم عليها أعمالك',
      },
      lead: {
        en: 'Fernhill is a 140-person team of engineers, product designers, QA specialists and product managers. Since 2014 we have taken more than 320 web, mobile and AI products from first sketch to stable release, and we stay on to run them.',
        de: 'Fernhill ist ein 140-köpfiges Team aus Entwicklerinnen und Entwicklern, Produktdesignern, QA-Fachleuten und Produktmanagern. Seit 2014 haben wir über 320 Web-, Mobile- und KI-Produkte von der ersten Skizze bis zum stabilen Release gebracht – und wir betreuen sie auch danach weiter.',
        ar: 'نحن في Fernhill فريق من 140 شخصًا يضم مهندسين ومصممي منتجات وأخصائيي ضمان الجودة ومديري منتجات. منذ عام 2014 نقلنا أكثر من 320 منتجًا للويب والجوال والذكاء الاصطناعي من المسودة الأولى إلى إصدار مستقر، ونبقى بعد ذلك لتشغيلها.',
      },
      primaryAction: {
        label: { en: 'Start a project', de: 'Projekt starten', ar: 'ابدأ مشروعك' },
        href: '/contact-us',
      },
      secondaryAction: {
        label: { en: 'See our work', de: 'Unsere Projekte ansehen', ar: 'اطّلع على أعمالنا' },
        href: '/work',
      },
    },
    {
      type: 'stats',
      heading: {
        en: 'The numbers behind the work',
        de: 'Die Zahlen hinter unserer Arbeit',
        ar: 'أرقام تعكس عملنا',
      },
      items: [
        {
          value: { en: '320+', de: '320+', ar: '320+' },
          label: {
            en: 'products shipped to production',
            de: 'Produkte in Produktion gebracht',
            ar: 'منتج أُطلق في بيئة الإنتاج',
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
          value: { en: '11+', de: '11+', ar: '11+' },
          label: {
            en: 'years building custom software',
            de: 'Jahre individuelle Softwareentwicklung',
            ar: 'عامًا في تطوير البرمجيات المخصصة',
          },
        },
        {
          value: { en: '140', de: '140', ar: '140' },
          label: {
            en: 'engineers, designers and product managers',
            de: 'Fachleute für Entwicklung, Design und Produktmanagement',
            ar: 'مهندسًا ومصممًا ومدير منتجات',
          },
        },
      ],
    },
    {
      type: 'serviceGroups',
      heading: {
        en: 'Everything it takes to ship and run a product',
        de: 'Alles, was ein Produkt braucht – vom Konzept bis zum Betrieb',
        ar: 'كل ما يحتاجه منتجك من الفكرة إلى التشغيل',
      },
      intro: {
        en: 'One team covers the whole lifecycle: the stack you already use, the regulations of your industry, design, engineering, and the engagement model that suits your organization.',
        de: 'Ein Team deckt den gesamten Lebenszyklus ab: Ihren bestehenden Tech-Stack, die Regulierung Ihrer Branche, Design, Entwicklung und das Zusammenarbeitsmodell, das zu Ihrem Unternehmen passt.',
        ar: 'فريق واحد يغطي دورة حياة المنتج كاملة: التقنيات التي تعتمدها بالفعل، والمتطلبات التنظيمية لقطاعك، والتصميم، والتطوير، ونموذج التعاون الذي يناسب مؤسستك.',
      },
      groups: ['technologies', 'industries', 'design', 'development', 'engagement'],
    },
    {
      type: 'caseStudies',
      heading: { en: 'Selected work', de: 'Ausgewählte Projekte', ar: 'مختارات من أعمالنا' },
      intro: {
        en: 'A few of the products we designed, built and still help run, each with the numbers that mattered to the client.',
        de: 'Einige der Produkte, die wir konzipiert und entwickelt haben und bis heute mitbetreuen – jeweils mit den Kennzahlen, auf die es dem Kunden ankam.',
        ar: 'بعض المنتجات التي صممناها وبنيناها وما زلنا نساعد في تشغيلها، مع الأرقام التي كانت تهم كل عميل.',
      },
      slugs: ['shyft', 'osmosis', 'kindred-box', 'health-in-her-hue'],
    },
    {
      type: 'steps',
      id: 'how-we-work',
      heading: {
        en: 'How an engagement works',
        de: 'So läuft eine Zusammenarbeit ab',
        ar: 'كيف يسير التعاون معنا',
      },
      intro: {
        en: 'Most projects go from first call to first production release in 10 to 14 weeks. Every phase ends with something you can see, test and keep.',
        de: 'Die meisten Projekte kommen vom ersten Gespräch bis zum ersten Produktivrelease in 10 bis 14 Wochen. Jede Phase endet mit einem Ergebnis, das Sie sehen, testen und behalten können.',
        ar: 'تنتقل معظم المشاريع من المكالمة الأولى إلى أول إصدار في بيئة الإنتاج خلال 10 إلى 14 أسبوعًا. وتنتهي كل مرحلة بنتيجة يمكنك رؤيتها واختبارها والاحتفاظ بها.',
      },
      items: [
        {
          title: { en: 'Discovery sprint', de: 'Discovery-Sprint', ar: 'سبرنت الاستكشاف' },
          text: {
            en: 'Two weeks with a product manager, a designer and a senior engineer, run with [Fuse](/fuse). You leave with user flows, a clickable prototype and an estimated backlog, and they are yours even if you stop there.',
            de: 'Zwei Wochen mit einem Produktmanager, einem Designer und jemandem aus unserem erfahrenen Entwicklungsteam, durchgeführt mit [Fuse](/fuse). Sie erhalten User Flows, einen klickbaren Prototyp und ein geschätztes Backlog – und behalten alles, auch wenn Sie danach aufhören.',
            ar: 'أسبوعان مع مدير منتجات ومصمم ومهندس أول باستخدام [Fuse](/fuse). تخرج منهما بمسارات المستخدم ونموذج أولي تفاعلي وقائمة مهام مقدَّرة التكلفة، وتبقى ملكًا لك حتى لو توقفت عند هذه المرحلة.',
          },
        },
        {
          title: { en: 'Team and plan', de: 'Team und Plan', ar: 'الفريق والخطة' },
          text: {
            en: 'We staff a dedicated team sized to the backlog, usually three to eight people, and agree on a release plan, a budget ceiling and the metrics that define success.',
            de: 'Wir stellen ein festes Team passend zum Backlog zusammen, meist drei bis acht Personen, und vereinbaren Releaseplan, Budgetobergrenze und die Kennzahlen, an denen wir Erfolg messen.',
            ar: 'نشكّل فريقًا مخصصًا يتناسب مع حجم العمل، عادةً من ثلاثة إلى ثمانية أشخاص، ونتفق على خطة الإصدارات وسقف الميزانية والمؤشرات التي تحدد النجاح.',
          },
        },
        {
          title: {
            en: 'Build in two-week sprints',
            de: 'Entwicklung in Zwei-Wochen-Sprints',
            ar: 'التطوير في سبرنتات من أسبوعين',
          },
          text: {
            en: 'Every sprint ends with a demo on staging, a written update and a revised forecast. The code lives in your repository from day one.',
            de: 'Jeder Sprint endet mit einer Demo auf der Staging-Umgebung, einem schriftlichen Update und einer aktualisierten Prognose. Der Code liegt vom ersten Tag an in Ihrem Repository.',
            ar: 'ينتهي كل سبرنت بعرض توضيحي على بيئة الاختبار وتقرير مكتوب وتوقعات محدَّثة. وتكون الشيفرة في مستودعك منذ اليوم الأول.',
          },
        },
        {
          title: { en: 'Launch', de: 'Launch', ar: 'الإطلاق' },
          text: {
            en: 'We handle app store submission, infrastructure, monitoring and load testing, and our engineers stay on call through launch week.',
            de: 'Wir übernehmen die Einreichung in den App Stores, Infrastruktur, Monitoring und Lasttests – und unser Entwicklungsteam ist in der Launch-Woche in Rufbereitschaft.',
            ar: 'نتولى تقديم التطبيق إلى متاجر التطبيقات، والبنية التحتية، والمراقبة، واختبارات الأحمال، ويبقى مهندسونا في حالة استعداد طوال أسبوع الإطلاق.',
          },
        },
        {
          title: {
            en: 'Run and improve',
            de: 'Betreiben und weiterentwickeln',
            ar: 'التشغيل والتحسين',
          },
          text: {
            en: 'After launch you choose: a [maintenance plan](/services/app-maintenance) with response times written into the contract, or a team that keeps building the roadmap.',
            de: 'Nach dem Launch entscheiden Sie: ein [Wartungspaket](/services/app-maintenance) mit vertraglich festgelegten Reaktionszeiten oder ein Team, das die Roadmap weiter umsetzt.',
            ar: 'بعد الإطلاق تختار بين [خطة صيانة](/services/app-maintenance) بأوقات استجابة منصوص عليها في العقد، أو فريق يواصل تنفيذ خارطة الطريق.',
          },
        },
      ],
    },
    {
      type: 'quote',
      quote: {
        en: 'Fernhill replaced two vendors we had burned through in a single year. Within three months they had stabilized our platform, cut our AWS bill by a third and shipped the mobile app our customers had been asking for since launch.',
        de: 'Fernhill hat zwei Dienstleister ersetzt, die wir innerhalb eines Jahres verschlissen hatten. Nach drei Monaten lief unsere Plattform stabil, unsere AWS-Rechnung war um ein Drittel gesunken und die mobile App, die unsere Kunden seit dem Start gefordert hatten, war live.',
        ar: 'حلّت Fernhill محل مزوّدَين اثنين استنزفنا وقتنا معهما في عام واحد. وخلال ثلاثة أشهر استقرت منصتنا، وانخفضت فاتورة AWS بمقدار الثلث، وأُطلق تطبيق الجوال الذي طالب به عملاؤنا منذ الإطلاق.',
      },
      author: 'Rachel Okafor',
      role: {
        en: 'COO, Series B logistics company',
        de: 'COO eines Logistikunternehmens (Series B)',
        ar: 'الرئيسة التنفيذية للعمليات في شركة لوجستيات بمرحلة التمويل B',
      },
    },
    {
      type: 'latestPosts',
      heading: {
        en: 'Notes from our engineers',
        de: 'Neues aus unserem Entwicklungsteam',
        ar: 'أحدث ما كتبه مهندسونا',
      },
      count: 3,
    },
    {
      type: 'callToAction',
      heading: {
        en: 'Have a product to build or a system to fix?',
        de: 'Ein neues Produkt geplant oder ein System in Schieflage?',
        ar: 'هل لديك منتج تريد بناءه أو نظام يحتاج إلى إصلاح؟',
      },
      text: {
        en: 'Tell us where you are and what you need. A senior engineer reads every message and replies within one business day.',
        de: 'Erzählen Sie uns, wo Sie stehen und was Sie brauchen. Jemand aus unserem erfahrenen Entwicklungsteam liest jede Nachricht und antwortet innerhalb eines Werktags.',
        ar: 'أخبرنا أين وصلت وما الذي تحتاجه. يقرأ مهندس أول كل رسالة ويرد عليها خلال يوم عمل واحد.',
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
