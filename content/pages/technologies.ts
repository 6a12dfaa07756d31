import type { PageInput } from '../schema/index.ts';

export default {
  id: 'technologies',
  pageType: 'technologies',
  path: '/technologies',
  title: { en: 'Technologies', de: 'Technologien', ar: 'التقنيات' },
  description: {
    en: 'Fernhill builds with Flutter, React, React Native, Node.js, Ruby on Rails and Python, with senior engineers who know each stack’s tradeoffs in production.',
    de: 'Fernhill entwickelt mit Flutter, React, React Native, Node.js, Ruby on Rails und Python – mit erfahrenen Teams, die jeden Stack aus dem Produktivbetrieb kennen.',
    ar: 'تبني Fernhill باستخدام Flutter وReact وReact Native وNode.js وRuby on Rails وPython، بمهندسين أوائل يعرفون مزايا كل تقنية وحدودها في بيئة الإنتاج.',
  },
  sections: [
    {
      type: 'hero',
      eyebrow: { en: 'Technologies', de: 'Technologien', ar: 'التقنيات' },
      heading: {
        en: 'Six stacks, chosen on purpose',
        de: 'Sechs Stacks, bewusst gewählt',
        ar: 'ست تقنيات اخترناها عن قصد',
      },
      lead: {
        en: 'We keep our core technology list short so that every team has deep, production-tested experience with it. Each stack below has at least 15 senior engineers and dozens of shipped products behind it.',
        de: 'Wir halten unsere Liste an Kerntechnologien bewusst kurz, damit jedes Team tiefe, im Produktivbetrieb erprobte Erfahrung damit hat. Hinter jedem der folgenden Stacks stehen mindestens 15 erfahrene Entwicklerinnen und Entwickler sowie Dutzende ausgelieferte Produkte.',
        ar: 'نُبقي قائمة تقنياتنا الأساسية قصيرة حتى يمتلك كل فريق خبرة عميقة ومجرّبة في بيئة الإنتاج. ويقف خلف كل تقنية أدناه 15 مهندسًا أول على الأقل وعشرات المنتجات التي أُطلقت.',
      },
      primaryAction: {
        label: { en: 'Discuss your stack', de: 'Ihren Stack besprechen', ar: 'ناقش تقنياتك معنا' },
        href: '/contact-us',
      },
    },
    {
      type: 'serviceGroups',
      heading: {
        en: 'Our core technologies',
        de: 'Unsere Kerntechnologien',
        ar: 'تقنياتنا الأساسية',
      },
      intro: {
        en: 'Cross-platform mobile with Flutter and React Native, web front ends in React, and back ends in Node.js, Ruby on Rails and Python.',
        de: 'Plattformübergreifende Mobile-Apps mit Flutter und React Native, Web-Frontends mit React sowie Backends mit Node.js, Ruby on Rails und Python.',
        ar: 'تطبيقات جوال متعددة المنصات باستخدام Flutter وReact Native، وواجهات ويب باستخدام React، وأنظمة خلفية باستخدام Node.js وRuby on Rails وPython.',
      },
      groups: ['technologies'],
    },
    {
      type: 'features',
      id: 'choosing-a-stack',
      heading: {
        en: 'How we choose a stack',
        de: 'Wie wir den passenden Stack wählen',
        ar: 'كيف نختار التقنيات المناسبة',
      },
      intro: {
        en: 'The right stack is the one your product and your future team can live with for ten years. These are the questions we ask first.',
        de: 'Der richtige Stack ist der, mit dem Ihr Produkt und Ihr künftiges Team zehn Jahre leben können. Diese Fragen stellen wir zuerst.',
        ar: 'التقنيات الصحيحة هي التي يستطيع منتجك وفريقك المستقبلي التعايش معها عشر سنوات، وهذه هي الأسئلة التي نطرحها أولًا.',
      },
      items: [
        {
          title: {
            en: 'Start from what you have',
            de: 'Auf Bestehendem aufbauen',
            ar: 'البدء مما لديك',
          },
          text: {
            en: 'If your product already runs on [Ruby on Rails](/services/ruby-on-rails-development) or [Node.js](/services/node-js-development), we extend it rather than rewrite it. A rewrite is a last resort, and we will tell you plainly when one is justified.',
            de: 'Läuft Ihr Produkt bereits auf [Ruby on Rails](/services/ruby-on-rails-development) oder [Node.js](/services/node-js-development), erweitern wir es, statt es neu zu schreiben. Eine Neuentwicklung ist das letzte Mittel – und wir sagen Ihnen offen, wann sie gerechtfertigt ist.',
            ar: 'إذا كان منتجك يعمل على [Ruby on Rails](/services/ruby-on-rails-development) أو [Node.js](/services/node-js-development)، فإننا نطوّره بدلًا من إعادة كتابته. إعادة الكتابة هي الملاذ الأخير، وسنخبرك بوضوح متى تكون مبرَّرة.',
          },
        },
        {
          title: {
            en: 'One codebase where it fits',
            de: 'Eine Codebasis, wo es passt',
            ar: 'قاعدة شيفرة واحدة حين يناسب ذلك',
          },
          text: {
            en: 'For most mobile products, [Flutter](/services/flutter-app-development) or [React Native](/services/react-native-development) ships iOS and Android from one codebase at roughly 60% of the cost of two native apps.',
            de: 'Für die meisten Mobile-Produkte liefern [Flutter](/services/flutter-app-development) oder [React Native](/services/react-native-development) iOS und Android aus einer Codebasis – zu etwa 60\u00a0% der Kosten zweier nativer Apps.',
            ar: 'في معظم منتجات الجوال، يتيح [Flutter](/services/flutter-app-development) أو [React Native](/services/react-native-development) إطلاق تطبيقي iOS وAndroid من قاعدة شيفرة واحدة بنحو 60% من تكلفة تطبيقين أصليين.',
          },
        },
        {
          title: {
            en: 'Hire for it later',
            de: 'An spätere Einstellungen denken',
            ar: 'التفكير في التوظيف لاحقًا',
          },
          text: {
            en: 'We favor stacks your future in-house team can hire for. [React](/services/react-development), Node.js and Python have the deepest talent pools in the US market.',
            de: 'Wir bevorzugen Stacks, für die Ihr künftiges internes Team Personal findet. [React](/services/react-development), Node.js und Python haben den größten Talentpool auf dem US-Markt.',
            ar: 'نفضّل التقنيات التي سيتمكن فريقك الداخلي مستقبلًا من التوظيف لها، إذ تملك [React](/services/react-development) وNode.js وPython أكبر قاعدة من الكفاءات في السوق الأمريكية.',
          },
        },
        {
          title: {
            en: 'Data and AI next to the product',
            de: 'Daten und KI direkt am Produkt',
            ar: 'البيانات والذكاء الاصطناعي بجوار المنتج',
          },
          text: {
            en: 'When a product depends on machine learning or heavy data processing, we put that work in [Python](/services/python-software-development) services alongside the main application, with clear APIs between them.',
            de: 'Wenn ein Produkt auf maschinelles Lernen oder aufwendige Datenverarbeitung angewiesen ist, lagern wir diese Arbeit in [Python](/services/python-software-development)-Services neben der Hauptanwendung aus – mit klar definierten APIs dazwischen.',
            ar: 'عندما يعتمد المنتج على تعلّم الآلة أو معالجة بيانات كثيفة، نضع هذا العمل في خدمات مبنية بلغة [Python](/services/python-software-development) إلى جانب التطبيق الرئيسي، مع واجهات برمجية واضحة بينهما.',
          },
        },
      ],
    },
    {
      type: 'callToAction',
      heading: {
        en: 'Not sure which stack fits?',
        de: 'Unsicher, welcher Stack passt?',
        ar: 'لست متأكدًا من التقنيات المناسبة؟',
      },
      text: {
        en: 'Send us your requirements and a senior engineer will recommend an approach, with its tradeoffs, in a 30-minute call.',
        de: 'Schicken Sie uns Ihre Anforderungen, und jemand aus unserem erfahrenen Entwicklungsteam empfiehlt Ihnen in einem 30-minütigen Gespräch einen Ansatz – samt Vor- und Nachteilen.',
        ar: 'أرسل إلينا متطلباتك، وسيقترح عليك مهندس أول نهجًا مناسبًا بمزاياه وعيوبه في مكالمة مدتها 30 دقيقة.',
      },
      action: {
        label: { en: 'Ask an engineer', de: 'Unser Entwicklungsteam fragen', ar: 'اسأل مهندسًا' },
        href: '/contact-us',
      },
    },
  ],
} satisfies PageInput;
