import type { PageInput } from '../schema/index.ts';

export default {
  id: 'about-us',
  pageType: 'about',
  path: '/about-us',
  title: { en: 'About Us', de: 'Über uns', ar: 'من نحن' },
  description: {
    en: 'Fernhill is a 140-person custom software agency founded in Austin in 2014, with nearshore hubs in Mexico City and Medellín. Meet the team and how we work.',
    de: 'Fernhill ist eine 2014 in Austin gegründete Agentur für Individualsoftware mit 140 Mitarbeitenden und Nearshore-Standorten in Mexiko-Stadt und Medellín. Lernen Sie uns kennen.',
    ar: 'Fernhill وكالة برمجيات مخصصة تضم 140 شخصًا، تأسست في أوستن عام 2014 ولها مراكز قريبة جغرافيًا (nearshore) في مكسيكو سيتي وميديلين. تعرّف على فريقنا وطريقة عملنا.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'About Fernhill', de: 'Über Fernhill', ar: 'عن Fernhill' },
      heading: {
        en: 'A software company built around people who stay',
        de: 'Ein Softwareunternehmen, das auf Beständigkeit setzt',
        ar: 'شركة برمجيات قائمة على فرق تبقى معك',
      },
      lead: {
        en: 'We started in 2014 as four engineers in an Austin co-working space. Today 140 engineers, designers, QA specialists and product managers build for clients across the US, and many of those clients have been with us for five years or more.',
        de: 'Wir haben 2014 als vierköpfiges Entwicklungsteam in einem Coworking-Space in Austin angefangen. Heute sind wir 140 Fachleute aus Entwicklung, Design, QA und Produktmanagement und betreuen Kunden in den gesamten USA – viele davon arbeiten seit fünf Jahren oder länger mit uns.',
        ar: 'بدأنا عام 2014 بأربعة مهندسين في مساحة عمل مشتركة في أوستن. واليوم يعمل 140 مهندسًا ومصممًا وأخصائي جودة ومدير منتجات لصالح عملاء في أنحاء الولايات المتحدة، وكثير منهم يعمل معنا منذ خمس سنوات أو أكثر.',
      },
      primaryAction: {
        label: { en: 'Talk to us', de: 'Sprechen Sie mit uns', ar: 'تحدّث إلينا' },
        href: '/contact-us',
      },
      secondaryAction: {
        label: { en: 'See our work', de: 'Unsere Projekte ansehen', ar: 'اطّلع على أعمالنا' },
        href: '/work',
      },
    },
    {
      type: 'richText',
      id: 'our-story',
      heading: { en: 'Our story', de: 'Unsere Geschichte', ar: 'قصتنا' },
      paragraphs: [
        {
          en: 'Fernhill was founded in Austin, Texas in 2014 by engineers who had spent years on the client side of agency work: missed estimates, rotating teams and code nobody wanted to inherit. We set out to build the partner we had always wanted to hire.',
          de: 'Fernhill wurde 2014 in Austin, Texas, von Fachleuten aus der Softwareentwicklung gegründet, die jahrelang die Kundenseite von Agenturprojekten erlebt hatten: verfehlte Schätzungen, wechselnde Teams und Code, den niemand übernehmen wollte. Wir wollten der Partner werden, den wir selbst gern beauftragt hätten.',
          ar: 'تأسست Fernhill في أوستن بولاية تكساس عام 2014 على يد مهندسين قضوا سنوات في موقع العميل في تعامله مع الوكالات: تقديرات لا تتحقق، وفرق تتبدل باستمرار، وشيفرة لا يرغب أحد في تولّيها. فقررنا أن نبني الشريك الذي تمنينا دائمًا أن نتعاقد معه.',
        },
        {
          en: 'Our first clients were local startups that needed an [MVP](/services/mvp-development) in weeks, not quarters. Several of them grew into national companies, and we grew with them: into regulated work in healthcare and fintech, into [HIPAA-compliant delivery](/services/hipaa-compliant-software-development) and, in 2021, into a SOC 2 Type II audit that we renew every year.',
          de: 'Unsere ersten Kunden waren Start-ups aus Austin, die ein [MVP](/services/mvp-development) in Wochen statt Quartalen brauchten. Einige davon wurden zu landesweit tätigen Unternehmen, und wir wuchsen mit ihnen: in regulierte Projekte im Gesundheits- und Finanzwesen, in [HIPAA-konforme Entwicklung](/services/hipaa-compliant-software-development) und 2021 in ein SOC-2-Type-II-Audit, das wir seitdem jährlich erneuern.',
          ar: 'كان عملاؤنا الأوائل شركات ناشئة محلية تحتاج إلى [منتج أولي (MVP)](/services/mvp-development) خلال أسابيع لا أشهر. نما عدد منها ليصبح شركات على المستوى الوطني، ونمونا معها: إلى مشاريع خاضعة للتنظيم في الرعاية الصحية والتقنية المالية، وإلى [تطوير متوافق مع HIPAA](/services/hipaa-compliant-software-development)، ثم في عام 2021 إلى تدقيق SOC 2 من النوع الثاني نجدده كل عام.',
        },
        {
          en: 'In 2019 we opened our first nearshore hub in Mexico City, followed by Medellín in 2022. Both work on US hours, so a client in New York or San Francisco gets real-time collaboration instead of overnight handoffs. Read more about our [nearshore model](/services/nearshore-software-development).',
          de: '2019 eröffneten wir unseren ersten Nearshore-Standort in Mexiko-Stadt, 2022 folgte Medellín. Beide Teams arbeiten zu US-Geschäftszeiten, sodass Kunden in New York oder San Francisco in Echtzeit mit ihnen zusammenarbeiten statt auf Übergaben über Nacht zu warten. Mehr dazu unter [Nearshore-Entwicklung](/services/nearshore-software-development).',
          ar: 'في عام 2019 افتتحنا أول مركز لنا قريب جغرافيًا (nearshore) في مكسيكو سيتي، ثم ميديلين في عام 2022. ويعمل المركزان وفق ساعات العمل الأمريكية، فيحصل العميل في نيويورك أو سان فرانسيسكو على تعاون فوري بدلًا من تسليم العمل بين الفرق ليلًا. اقرأ المزيد عن [نموذج التطوير القريب جغرافيًا](/services/nearshore-software-development).',
        },
        {
          en: 'Today we are about 140 people and have shipped more than 320 products, with an average client rating of 4.9 out of 5. We still hold every project to the test we started with: would we be glad to inherit this codebase?',
          de: 'Heute sind wir rund 140 Menschen, haben über 320 Produkte ausgeliefert und eine durchschnittliche Kundenbewertung von 4,9 von 5. Jedes Projekt messen wir nach wie vor an der Frage, mit der wir angefangen haben: Würden wir diese Codebasis gern selbst übernehmen?',
          ar: 'نحن اليوم نحو 140 شخصًا، أطلقنا أكثر من 320 منتجًا بمتوسط تقييم من العملاء يبلغ 4.9 من 5. وما زلنا نقيس كل مشروع بالسؤال الذي بدأنا به: هل سنسعد بتولّي قاعدة الشيفرة هذه لو كانت من صنع غيرنا؟',
        },
      ],
    },
    {
      type: 'features',
      id: 'values',
      heading: { en: 'What we value', de: 'Wofür wir stehen', ar: 'قيمنا' },
      intro: {
        en: 'Four principles decide how we staff projects, write estimates and make tradeoffs when deadlines get tight.',
        de: 'Vier Grundsätze bestimmen, wie wir Teams besetzen, Aufwände schätzen und abwägen, wenn Termine knapp werden.',
        ar: 'أربعة مبادئ تحدد كيف نشكّل الفرق ونعدّ التقديرات ونوازن بين الخيارات حين تضيق المواعيد.',
      },
      items: [
        {
          title: {
            en: 'Ownership over handoffs',
            de: 'Verantwortung statt Übergaben',
            ar: 'المسؤولية لا التسليم',
          },
          text: {
            en: 'The people who estimate your project are the people who build it. Our engineers talk to your users, read the analytics and own their releases end to end.',
            de: 'Wer Ihr Projekt schätzt, setzt es auch um. Unsere Entwicklerinnen und Entwickler sprechen mit Ihren Nutzern, werten die Nutzungsdaten aus und verantworten ihre Releases von Anfang bis Ende.',
            ar: 'من يقدّر مشروعك هو من يبنيه. يتحدث مهندسونا إلى مستخدميك ويقرؤون بيانات التحليلات ويتحملون مسؤولية إصداراتهم من البداية إلى النهاية.',
          },
        },
        {
          title: { en: 'Plain numbers', de: 'Klare Zahlen', ar: 'أرقام واضحة' },
          text: {
            en: 'Estimates with stated assumptions, weekly burn reports and a forecast that only changes when the scope does. No surprises on the invoice.',
            de: 'Schätzungen mit offengelegten Annahmen, wöchentliche Budgetberichte und eine Prognose, die sich nur ändert, wenn sich der Umfang ändert. Keine Überraschungen auf der Rechnung.',
            ar: 'تقديرات بافتراضات معلنة، وتقارير أسبوعية عن الإنفاق، وتوقعات لا تتغير إلا إذا تغير نطاق العمل. لا مفاجآت في الفاتورة.',
          },
        },
        {
          title: {
            en: 'Boring where it counts',
            de: 'Bewährt, wo es darauf ankommt',
            ar: 'تقنيات مجرّبة حيث يهم الأمر',
          },
          text: {
            en: 'We use proven technology for the core of your product and save experiments for places where they pay off. Everything we build is documented, tested and monitored.',
            de: 'Für den Kern Ihres Produkts setzen wir auf bewährte Technologie und experimentieren nur dort, wo es sich auszahlt. Alles, was wir bauen, ist dokumentiert, getestet und überwacht.',
            ar: 'نعتمد تقنيات مجرّبة في قلب منتجك، ونحتفظ بالتجارب للمواضع التي تؤتي فيها ثمارها. وكل ما نبنيه موثق ومختبَر وخاضع للمراقبة.',
          },
        },
        {
          title: {
            en: 'Long relationships',
            de: 'Langfristige Partnerschaften',
            ar: 'علاقات طويلة الأمد',
          },
          text: {
            en: 'The average client stays with us for more than three years. We measure ourselves by whether you would hire us again, not by the size of the first contract.',
            de: 'Kunden bleiben im Schnitt länger als drei Jahre bei uns. Wir messen uns daran, ob Sie uns wieder beauftragen würden, nicht an der Größe des ersten Auftrags.',
            ar: 'يبقى عملاؤنا معنا أكثر من ثلاث سنوات في المتوسط. ونقيس أنفسنا بمدى استعدادك للتعاقد معنا مجددًا، لا بحجم العقد الأول.',
          },
        },
      ],
    },
    {
      type: 'stats',
      heading: {
        en: 'Fernhill at a glance',
        de: 'Fernhill auf einen Blick',
        ar: 'Fernhill في سطور',
      },
      items: [
        {
          value: { en: '2014', de: '2014', ar: '2014' },
          label: {
            en: 'founded in Austin, Texas',
            de: 'gegründet in Austin, Texas',
            ar: 'سنة التأسيس في أوستن، تكساس',
          },
        },
        {
          value: { en: '140', de: '140', ar: '140' },
          label: {
            en: 'people in the US, Mexico and Colombia',
            de: 'Mitarbeitende in den USA, Mexiko und Kolumbien',
            ar: 'شخصًا في الولايات المتحدة والمكسيك وكولومبيا',
          },
        },
        {
          value: { en: '320+', de: '320+', ar: '320+' },
          label: { en: 'products shipped', de: 'ausgelieferte Produkte', ar: 'منتج أُطلق' },
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
          value: { en: 'SOC 2', de: 'SOC 2', ar: 'SOC 2' },
          label: {
            en: 'Type II audited every year',
            de: 'Type II, jährlich auditiert',
            ar: 'تدقيق من النوع الثاني كل عام',
          },
        },
      ],
    },
    {
      type: 'features',
      id: 'how-teams-work',
      heading: {
        en: 'How our teams are organized',
        de: 'Wie unsere Teams aufgestellt sind',
        ar: 'كيف تُنظَّم فرقنا',
      },
      intro: {
        en: 'Small, stable, cross-functional teams do better work than large rotating ones. Everything about how we staff follows from that.',
        de: 'Kleine, stabile, interdisziplinäre Teams leisten bessere Arbeit als große, ständig wechselnde. Danach richten wir unsere gesamte Teamplanung aus.',
        ar: 'الفرق الصغيرة المستقرة متعددة التخصصات تنجز عملًا أفضل من الفرق الكبيرة المتبدلة، ومن هذا المبدأ ينطلق أسلوبنا في تشكيل الفرق.',
      },
      items: [
        {
          title: {
            en: 'Pods of three to eight',
            de: 'Teams aus drei bis acht Personen',
            ar: 'فرق من ثلاثة إلى ثمانية أشخاص',
          },
          text: {
            en: 'Each client gets a dedicated pod: a product manager, a tech lead, engineers, a product designer and QA. Pods stay together for the life of the engagement.',
            de: 'Jeder Kunde erhält ein festes Team aus Produktmanagement, technischer Leitung, Entwicklung, Produktdesign und QA. Das Team bleibt für die gesamte Projektdauer zusammen.',
            ar: 'يحصل كل عميل على فريق مخصص يضم مدير منتجات وقائدًا تقنيًا ومهندسين ومصمم منتجات وأخصائي جودة، ويبقى الفريق معًا طوال مدة التعاون.',
          },
        },
        {
          title: {
            en: 'A tech lead who writes code',
            de: 'Eine technische Leitung, die selbst programmiert',
            ar: 'قائد تقني يكتب الشيفرة بنفسه',
          },
          text: {
            en: 'Your tech lead spends most of the week in the codebase, reviews every pull request and is your single point of contact for technical decisions.',
            de: 'Die technische Leitung Ihres Teams verbringt den Großteil der Woche im Code, prüft jeden Pull Request und ist Ihre zentrale Ansprechperson für technische Entscheidungen.',
            ar: 'يقضي قائدك التقني معظم أسبوعه في قاعدة الشيفرة، ويراجع كل طلب دمج، ويكون جهة الاتصال الوحيدة لك في القرارات التقنية.',
          },
        },
        {
          title: {
            en: 'US hours, three hubs',
            de: 'US-Arbeitszeiten, drei Standorte',
            ar: 'ساعات عمل أمريكية وثلاثة مراكز',
          },
          text: {
            en: 'Our people work from across the US and from our hubs in Mexico City and Medellín, with at least six hours of overlap with your team every working day.',
            de: 'Unsere Mitarbeitenden arbeiten in den gesamten USA sowie an unseren Standorten in Mexiko-Stadt und Medellín – mit mindestens sechs Stunden Überschneidung mit Ihrem Team an jedem Arbeitstag.',
            ar: 'يعمل فريقنا من مختلف أنحاء الولايات المتحدة ومن مركزينا في مكسيكو سيتي وميديلين، مع ست ساعات على الأقل من التداخل مع فريقك في كل يوم عمل.',
          },
        },
        {
          title: {
            en: 'Guilds across pods',
            de: 'Gilden über Teams hinweg',
            ar: 'مجتمعات تخصصية عابرة للفرق',
          },
          text: {
            en: 'Mobile, web, data, DevOps and QA guilds meet weekly to share patterns, review architecture and keep standards consistent across every client team.',
            de: 'Gilden für Mobile, Web, Daten, DevOps und QA treffen sich wöchentlich, um Muster zu teilen, Architekturen zu prüfen und einheitliche Standards in allen Kundenteams zu sichern.',
            ar: 'تجتمع مجتمعات تخصص الجوال والويب والبيانات وDevOps وضمان الجودة أسبوعيًا لتبادل الأنماط ومراجعة البنى البرمجية والحفاظ على معايير موحدة في جميع فرق العملاء.',
          },
        },
      ],
    },
    {
      type: 'quote',
      quote: {
        en: 'We have worked with Fernhill for six years across three products. Their team has changed less in that time than our own engineering department, and that continuity is why we keep coming back.',
        de: 'Wir arbeiten seit sechs Jahren und über drei Produkte hinweg mit Fernhill. Das Fernhill-Team hat sich in dieser Zeit weniger verändert als unsere eigene Entwicklungsabteilung – genau diese Kontinuität ist der Grund, warum wir immer wiederkommen.',
        ar: 'نعمل مع Fernhill منذ ست سنوات على ثلاثة منتجات. تغيّر فريقهم خلال هذه المدة أقل مما تغيّر قسم الهندسة لدينا، وهذه الاستمرارية هي سبب عودتنا إليهم في كل مرة.',
      },
      author: 'David Lindqvist',
      role: {
        en: 'VP of Engineering, regional healthcare network',
        de: 'Leiter der Softwareentwicklung in einem regionalen Gesundheitsverbund',
        ar: 'نائب رئيس الهندسة في شبكة رعاية صحية إقليمية',
      },
    },
    {
      type: 'callToAction',
      heading: { en: 'Work with us', de: 'Arbeiten Sie mit uns zusammen', ar: 'تعاون معنا' },
      text: {
        en: 'Whether you need a full product team or two senior engineers next month, we will tell you honestly whether we are the right fit.',
        de: 'Ob Sie ein komplettes Produktteam oder ab nächstem Monat zwei erfahrene Fachleute aus der Softwareentwicklung brauchen: Wir sagen Ihnen ehrlich, ob wir die Richtigen dafür sind.',
        ar: 'سواء احتجت إلى فريق منتج كامل أو إلى مهندسَين أولَين اعتبارًا من الشهر المقبل، سنخبرك بصراحة إن كنا الخيار المناسب لك.',
      },
      action: {
        label: { en: 'Start a conversation', de: 'Gespräch beginnen', ar: 'ابدأ المحادثة' },
        href: '/contact-us',
      },
    },
  ],
} satisfies PageInput;
