import type { ServiceInput } from '../schema/index.ts';

export default [
  {
    slug: 'design-systems',
    group: 'design',
    path: '/services/design-systems',
    name: { en: 'Design systems', de: 'Designsysteme', ar: 'أنظمة التصميم' },
    title: {
      en: 'Design system design and development',
      de: 'Konzeption und Entwicklung von Designsystemen',
      ar: 'تصميم أنظمة التصميم وتطويرها',
    },
    description: {
      en: 'Fernhill builds design systems end to end: design tokens, Figma libraries and coded components with documentation, governance and visual tests.',
      de: 'Fernhill entwickelt Designsysteme von A bis Z: Design-Tokens, Figma-Bibliotheken und programmierte Komponenten mit Dokumentation, Governance und visuellen Tests.',
      ar: 'تبني Fernhill أنظمة التصميم من البداية إلى النهاية: رموز التصميم (design tokens)، ومكتبات Figma، ومكونات برمجية مع التوثيق والحوكمة والاختبارات المرئية.',
    },
    summary: {
      en: 'Tokens, Figma libraries and coded components that keep every product team shipping consistent, accessible interfaces.',
      de: 'Tokens, Figma-Bibliotheken und Code-Komponenten, mit denen jedes Produktteam konsistente, barrierefreie Oberflächen ausliefert.',
      ar: 'رموز تصميم ومكتبات Figma ومكونات برمجية تساعد كل فريق منتج على إطلاق واجهات متسقة وسهلة الوصول.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Design', de: 'Design', ar: 'التصميم' },
        heading: {
          en: 'A design system your designers and engineers both use',
          de: 'Ein Designsystem, das Designer und Entwickler gleichermaßen nutzen',
          ar: 'نظام تصميم يستخدمه مصممو فريقك ومهندسوه على حد سواء',
        },
        lead: {
          en: 'We create and rescue design systems for companies with several products or teams: one source of truth for tokens, components and patterns, shipped as a Figma library and a versioned code package that stay in sync.',
          de: 'Wir entwickeln und retten Designsysteme für Unternehmen mit mehreren Produkten oder Teams: eine zentrale Quelle für Tokens, Komponenten und Patterns, ausgeliefert als Figma-Bibliothek und versioniertes Code-Paket, die synchron bleiben.',
          ar: 'ننشئ أنظمة التصميم وننقذ المتعثر منها للشركات التي لديها عدة منتجات أو فرق: مصدر واحد موثوق للرموز والمكونات والأنماط، يُقدَّم كمكتبة Figma وحزمة برمجية ذات إصدارات تبقيان متزامنتين.',
        },
        primaryAction: {
          label: {
            en: 'Talk to an engineer',
            de: 'Mit unserem Entwicklungsteam sprechen',
            ar: 'تحدّث إلى مهندس',
          },
          href: '/contact-us',
        },
      },
      {
        type: 'features',
        heading: {
          en: 'What a Fernhill design system includes',
          de: 'Was ein Designsystem von Fernhill umfasst',
          ar: 'ما يتضمنه نظام التصميم من Fernhill',
        },
        items: [
          {
            title: { en: 'Design tokens', de: 'Design-Tokens', ar: 'رموز التصميم' },
            text: {
              en: 'Color, type, spacing, radius and motion defined once in the W3C design tokens format and exported to CSS, iOS, Android and Flutter with Style Dictionary.',
              de: 'Farbe, Typografie, Abstände, Radien und Bewegung werden einmal im W3C-Format für Design-Tokens definiert und mit Style Dictionary nach CSS, iOS, Android und Flutter exportiert.',
              ar: 'الألوان والخطوط والمسافات وانحناء الزوايا والحركة تُعرَّف مرة واحدة بصيغة رموز التصميم من W3C، وتُصدَّر إلى CSS وiOS وAndroid وFlutter باستخدام Style Dictionary.',
            },
          },
          {
            title: { en: 'Figma library', de: 'Figma-Bibliothek', ar: 'مكتبة Figma' },
            text: {
              en: 'Components built with variables, variants and auto layout, matching the coded props one to one so handoff needs no translation.',
              de: 'Komponenten mit Variablen, Varianten und Auto Layout, die den Props im Code eins zu eins entsprechen, sodass die Übergabe keine Übersetzung braucht.',
              ar: 'مكونات مبنية بالمتغيرات والأشكال البديلة (variants) والتخطيط التلقائي، تطابق خصائص المكونات في الشيفرة تمامًا، فلا يحتاج التسليم إلى أي ترجمة.',
            },
          },
          {
            title: {
              en: 'Coded component package',
              de: 'Code-Paket mit Komponenten',
              ar: 'حزمة المكونات البرمجية',
            },
            text: {
              en: 'Accessible React or React Native components, typed and versioned, with Storybook documentation and usage examples.',
              de: 'Barrierefreie React- oder React-Native-Komponenten, typisiert und versioniert, mit Storybook-Dokumentation und Anwendungsbeispielen.',
              ar: 'مكونات React أو React Native سهلة الوصول، محددة الأنواع ومرقّمة الإصدارات، مع توثيق في Storybook وأمثلة للاستخدام.',
            },
          },
          {
            title: {
              en: 'Multi-brand theming',
              de: 'Theming für mehrere Marken',
              ar: 'سمات متعددة العلامات التجارية',
            },
            text: {
              en: 'Light, dark and white-label themes driven by semantic tokens, so a new brand is a configuration change, not a fork.',
              de: 'Helle, dunkle und White-Label-Themes auf Basis semantischer Tokens, sodass eine neue Marke eine Konfigurationsänderung ist und kein Fork.',
              ar: 'سمات فاتحة وداكنة وأخرى قابلة لإعادة التسمية (white-label) تقودها رموز دلالية، فتصبح إضافة علامة تجارية جديدة مجرد تغيير في الإعدادات لا نسخة منفصلة من الشيفرة.',
            },
          },
          {
            title: { en: 'Governance model', de: 'Governance-Modell', ar: 'نموذج الحوكمة' },
            text: {
              en: 'Contribution guidelines, review roles, release notes and a deprecation policy that keeps the system alive after launch.',
              de: 'Beitragsrichtlinien, Review-Rollen, Release Notes und eine Deprecation-Policy, die das System nach dem Launch lebendig halten.',
              ar: 'إرشادات للمساهمة، وأدوار للمراجعة، وملاحظات للإصدارات، وسياسة لإيقاف المكونات القديمة تُبقي النظام حيًّا بعد الإطلاق.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach design systems',
          de: 'Unser Ansatz für Designsysteme',
          ar: 'نهجنا في أنظمة التصميم',
        },
        paragraphs: [
          {
            en: 'Most failed design systems are Figma files nobody codes against, or component libraries designers never see. We build both sides together: each component is designed, built and documented in the same sprint, and its Figma properties mirror its code props. Token changes flow from a single repository into Figma variables and into code, so a brand color update is one pull request.',
            de: 'Die meisten gescheiterten Designsysteme sind Figma-Dateien, nach denen niemand entwickelt, oder Komponentenbibliotheken, die Designer nie zu Gesicht bekommen. Wir bauen beide Seiten gemeinsam: Jede Komponente wird im selben Sprint gestaltet, entwickelt und dokumentiert, und ihre Figma-Eigenschaften spiegeln ihre Props im Code. Token-Änderungen fließen aus einem einzigen Repository in Figma-Variablen und in den Code, sodass die Aktualisierung einer Markenfarbe ein einziger Pull Request ist.',
            ar: 'معظم أنظمة التصميم الفاشلة إما ملفات Figma لا يكتب أحد الشيفرة وفقها، أو مكتبات مكونات لا يراها المصممون أبدًا. نحن نبني الجانبين معًا: يُصمَّم كل مكون ويُبنى ويُوثَّق في السبرنت نفسه، وتعكس خصائصه في Figma خصائصه في الشيفرة. وتنتقل تغييرات الرموز من مستودع واحد إلى متغيرات Figma وإلى الشيفرة، فيصبح تحديث لون العلامة التجارية طلب دمج (pull request) واحدًا.',
          },
          {
            en: 'Accessibility is built into the components, not left to each team. Focus rings, keyboard interaction, ARIA patterns and contrast ratios meet WCAG 2.2 AA, and axe checks run in Storybook. Chromatic visual regression tests catch unintended changes before a release reaches the products that depend on it.',
            de: 'Barrierefreiheit steckt in den Komponenten und wird nicht jedem Team selbst überlassen. Fokusrahmen, Tastaturbedienung, ARIA-Patterns und Kontrastverhältnisse erfüllen WCAG 2.2 AA, und axe-Prüfungen laufen in Storybook. Visuelle Regressionstests mit Chromatic erkennen unbeabsichtigte Änderungen, bevor ein Release die Produkte erreicht, die davon abhängen.',
            ar: 'تُبنى سهولة الوصول داخل المكونات، ولا تُترك لكل فريق على حدة. فحلقات التركيز والتفاعل عبر لوحة المفاتيح وأنماط ARIA ونسب التباين تستوفي معيار WCAG 2.2 AA، وتعمل فحوصات axe داخل Storybook. وتكشف اختبارات الانحدار المرئي في Chromatic التغييرات غير المقصودة قبل أن يصل الإصدار إلى المنتجات التي تعتمد عليه.',
          },
          {
            en: 'We start from an inventory of the interfaces you already have, usually a few hundred screenshots, and build the components that occur most often first. The system then supports our [UI/UX design](/services/ui-ux-design) work and the [React teams](/services/react-development) who consume it, and we measure adoption by counting imports across your repositories.',
            de: 'Wir beginnen mit einer Bestandsaufnahme Ihrer vorhandenen Oberflächen, meist einige Hundert Screenshots, und bauen zuerst die Komponenten, die am häufigsten vorkommen. Das System unterstützt dann unsere Arbeit im [UI/UX-Design](/services/ui-ux-design) und die [React-Teams](/services/react-development), die es einsetzen, und wir messen die Akzeptanz, indem wir die Imports in Ihren Repositories zählen.',
            ar: 'نبدأ بحصر الواجهات الموجودة لديك، وهي عادةً بضع مئات من لقطات الشاشة، ونبني أولًا المكونات الأكثر تكرارًا. ثم يدعم النظام عملنا في [تصميم واجهات وتجربة المستخدم](/services/ui-ux-design) و[فرق React](/services/react-development) التي تستخدمه، ونقيس مدى تبنّيه بعدّ عمليات الاستيراد في مستودعاتك.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How we build a design system',
          de: 'So entwickeln wir ein Designsystem',
          ar: 'كيف نبني نظام التصميم',
        },
        items: [
          {
            title: {
              en: 'Interface inventory',
              de: 'Bestandsaufnahme der Oberflächen',
              ar: 'حصر الواجهات',
            },
            text: {
              en: 'We audit existing products, count variations of buttons, inputs and colors, and agree the scope of version one.',
              de: 'Wir analysieren bestehende Produkte, zählen Varianten von Buttons, Eingabefeldern und Farben und legen den Umfang der ersten Version fest.',
              ar: 'ندقق المنتجات الحالية، ونحصي أشكال الأزرار وحقول الإدخال والألوان المختلفة، ونتفق على نطاق الإصدار الأول.',
            },
          },
          {
            title: { en: 'Token foundation', de: 'Token-Fundament', ar: 'أساس الرموز' },
            text: {
              en: 'Primitive and semantic tokens are defined, reviewed for contrast and wired into Figma and code.',
              de: 'Primitive und semantische Tokens werden definiert, auf Kontrast geprüft und mit Figma und Code verknüpft.',
              ar: 'نعرّف الرموز الأساسية والدلالية، ونراجعها من حيث التباين، ونربطها بـFigma والشيفرة.',
            },
          },
          {
            title: { en: 'Core components', de: 'Kernkomponenten', ar: 'المكونات الأساسية' },
            text: {
              en: 'Around 25 to 40 components, from buttons to data tables, designed, coded, tested and documented in pairs.',
              de: 'Etwa 25 bis 40 Komponenten, von Buttons bis zu Datentabellen, in Zweierteams gestaltet, programmiert, getestet und dokumentiert.',
              ar: 'ما بين 25 و40 مكونًا تقريبًا، من الأزرار إلى جداول البيانات، تُصمَّم وتُبرمَج وتُختبر وتُوثَّق في ثنائيات عمل.',
            },
          },
          {
            title: { en: 'Pilot adoption', de: 'Pilot-Einführung', ar: 'تبنٍّ تجريبي' },
            text: {
              en: 'One product team migrates a real feature, and we fix the friction they report before wider rollout.',
              de: 'Ein Produktteam migriert eine echte Funktion, und wir beseitigen die gemeldeten Reibungspunkte vor dem breiteren Rollout.',
              ar: 'ينقل فريق منتج واحد ميزة حقيقية إلى النظام، ونعالج العقبات التي يبلّغ عنها قبل التعميم الأوسع.',
            },
          },
          {
            title: {
              en: 'Handover and governance',
              de: 'Übergabe und Governance',
              ar: 'التسليم والحوكمة',
            },
            text: {
              en: 'Contribution process, release cadence and ownership are agreed, and your team runs the next release with us in support.',
              de: 'Beitragsprozess, Release-Rhythmus und Verantwortlichkeiten werden vereinbart, und Ihr Team verantwortet das nächste Release mit unserer Unterstützung.',
              ar: 'نتفق على آلية المساهمة ووتيرة الإصدارات والمسؤوليات، ثم يتولى فريقك الإصدار التالي بدعم منا.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Design system questions',
          de: 'Fragen zu Designsystemen',
          ar: 'أسئلة حول أنظمة التصميم',
        },
        items: [
          {
            question: {
              en: 'When does a company need a design system?',
              de: 'Wann braucht ein Unternehmen ein Designsystem?',
              ar: 'متى تحتاج الشركة إلى نظام تصميم؟',
            },
            answer: {
              en: 'Usually once you have two or more product teams, more than one platform, or a design backlog full of inconsistency fixes. A single small product can often get by with a well-organized Figma library and a handful of shared components.',
              de: 'Meist, sobald Sie zwei oder mehr Produktteams, mehr als eine Plattform oder ein Design-Backlog voller Korrekturen an Inkonsistenzen haben. Ein einzelnes kleines Produkt kommt oft mit einer gut organisierten Figma-Bibliothek und einer Handvoll gemeinsamer Komponenten aus.',
              ar: 'عادةً عندما يصبح لديك فريقا منتج أو أكثر، أو أكثر من منصة واحدة، أو قائمة مهام تصميم مليئة بإصلاحات عدم الاتساق. أما المنتج الصغير الواحد فكثيرًا ما تكفيه مكتبة Figma حسنة التنظيم وعدد قليل من المكونات المشتركة.',
            },
          },
          {
            question: {
              en: 'Should we build on an existing library like MUI or Radix?',
              de: 'Sollten wir auf einer bestehenden Bibliothek wie MUI oder Radix aufbauen?',
              ar: 'هل ينبغي أن نبني على مكتبة قائمة مثل MUI أو Radix؟',
            },
            answer: {
              en: 'Often, yes. Unstyled primitives such as Radix or React Aria give you accessible behavior for free, and we layer your tokens and visual language on top. Heavily styled libraries are quicker at first but harder to make look like your brand.',
              de: 'Oft ja. Ungestylte Primitives wie Radix oder React Aria liefern barrierefreies Verhalten gratis mit, und wir legen Ihre Tokens und Ihre visuelle Sprache darüber. Stark vorgestaltete Bibliotheken sind anfangs schneller, lassen sich aber schwerer an Ihre Marke anpassen.',
              ar: 'غالبًا نعم. فالمكونات الأولية غير المنسّقة مثل Radix أو React Aria تمنحك سلوكًا سهل الوصول دون جهد إضافي، ثم نضيف فوقها رموزك ولغتك البصرية. أما المكتبات ذات التنسيق الكثيف فهي أسرع في البداية، لكن يصعب جعلها تعكس هوية علامتك التجارية.',
            },
          },
          {
            question: {
              en: 'How long does a first version take?',
              de: 'Wie lange dauert eine erste Version?',
              ar: 'كم يستغرق الإصدار الأول؟',
            },
            answer: {
              en: 'Typically 10 to 14 weeks for tokens, 25 to 40 components, documentation and one pilot migration, with a team of two designers and two engineers.',
              de: 'In der Regel 10 bis 14 Wochen für Tokens, 25 bis 40 Komponenten, Dokumentation und eine Pilotmigration, mit einem Team aus je zwei Fachleuten für Design und Entwicklung.',
              ar: 'عادةً من 10 إلى 14 أسبوعًا للرموز و25 إلى 40 مكونًا والتوثيق وعملية ترحيل تجريبية واحدة، بفريق من مصممَين اثنين ومهندسَين اثنين.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Tired of five versions of the same button?',
          de: 'Genug von fünf Versionen desselben Buttons?',
          ar: 'هل سئمت من خمس نسخ للزر نفسه؟',
        },
        text: {
          en: 'Share a few screens from your products. We will show you where a design system would save the most time and what a first version would include.',
          de: 'Senden Sie uns einige Screens aus Ihren Produkten. Wir zeigen Ihnen, wo ein Designsystem am meisten Zeit sparen würde und was eine erste Version umfassen sollte.',
          ar: 'شاركنا بضع شاشات من منتجاتك. وسنوضح لك أين يوفر نظام التصميم أكبر قدر من الوقت، وما الذي سيتضمنه الإصدار الأول.',
        },
        action: {
          label: {
            en: 'Request a design system audit',
            de: 'Designsystem-Audit anfordern',
            ar: 'اطلب تدقيقًا لنظام التصميم',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['shyft', 'kindred-box'],
    keywords: [
      'design system',
      'design system agency',
      'design tokens',
      'Figma component library',
      'Storybook',
      'component library',
      'UI consistency',
    ],
  },
  {
    slug: 'mobile-design',
    group: 'design',
    path: '/services/mobile-design',
    name: { en: 'Mobile design', de: 'Mobile Design', ar: 'تصميم تطبيقات الجوال' },
    title: {
      en: 'Mobile app design services',
      de: 'Design für Mobile Apps',
      ar: 'خدمات تصميم تطبيقات الجوال',
    },
    description: {
      en: 'Mobile app design by Fernhill: iOS and Android interfaces that follow platform conventions, with onboarding, accessibility and prototypes tested on devices.',
      de: 'Mobile-App-Design von Fernhill: iOS- und Android-Oberflächen nach Plattformkonventionen, mit Onboarding, Barrierefreiheit und auf echten Geräten getesteten Prototypen.',
      ar: 'تصميم تطبيقات الجوال من Fernhill: واجهات iOS وAndroid تتبع أعراف كل منصة، مع تجربة تعريف بالتطبيق وسهولة وصول ونماذج أولية مختبرة على الأجهزة.',
    },
    summary: {
      en: 'iOS and Android interfaces that respect platform conventions, guide new users and work one-handed on a real phone.',
      de: 'iOS- und Android-Oberflächen, die Plattformregeln folgen, neue Nutzer führen und einhändig auf echten Smartphones funktionieren.',
      ar: 'واجهات لنظامي iOS وAndroid تحترم أعراف كل منصة، وترشد المستخدمين الجدد، ويسهل استخدامها بيد واحدة على هاتف حقيقي.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Design', de: 'Design', ar: 'التصميم' },
        heading: {
          en: 'Mobile design that starts on the phone, not on a desktop artboard',
          de: 'Mobile Design, das auf dem Smartphone beginnt – nicht auf einem Desktop-Artboard',
          ar: 'تصميم للجوال يبدأ على الهاتف، لا على لوح رسم في شاشة حاسوب مكتبي',
        },
        lead: {
          en: 'We design iOS and Android apps that feel at home on each platform, get new users to value in their first session and hold up on small screens, large text sizes and bad connections.',
          de: 'Wir gestalten iOS- und Android-Apps, die sich auf jeder Plattform zu Hause anfühlen, neuen Nutzern schon in der ersten Sitzung echten Mehrwert bieten und auf kleinen Bildschirmen, bei großen Schriftgrößen und schlechter Verbindung bestehen.',
          ar: 'نصمم تطبيقات iOS وAndroid تبدو مألوفة على كل منصة، وتوصل المستخدمين الجدد إلى قيمتها من الجلسة الأولى، وتصمد على الشاشات الصغيرة وأحجام الخطوط الكبيرة والاتصالات الضعيفة.',
        },
        primaryAction: {
          label: {
            en: 'Talk to an engineer',
            de: 'Mit unserem Entwicklungsteam sprechen',
            ar: 'تحدّث إلى مهندس',
          },
          href: '/contact-us',
        },
      },
      {
        type: 'features',
        heading: { en: 'What we design', de: 'Was wir gestalten', ar: 'ما نصممه' },
        items: [
          {
            title: {
              en: 'Onboarding and activation',
              de: 'Onboarding und Aktivierung',
              ar: 'التعريف بالتطبيق وتفعيل المستخدمين',
            },
            text: {
              en: 'First-run flows that ask for permissions in context, defer account creation where possible and reach the core action in under a minute.',
              de: 'Abläufe beim ersten Start, die Berechtigungen im Kontext anfragen, die Kontoerstellung wenn möglich aufschieben und in weniger als einer Minute zur Kernaktion führen.',
              ar: 'مسارات التشغيل الأول التي تطلب الأذونات في سياقها، وتؤجل إنشاء الحساب حيثما أمكن، وتصل إلى الإجراء الأساسي في أقل من دقيقة.',
            },
          },
          {
            title: {
              en: 'Platform-native interfaces',
              de: 'Plattformnative Oberflächen',
              ar: 'واجهات أصيلة لكل منصة',
            },
            text: {
              en: 'Navigation, controls and gestures that follow Apple’s Human Interface Guidelines and Material 3, with deliberate exceptions where the brand needs them.',
              de: 'Navigation, Bedienelemente und Gesten nach Apples Human Interface Guidelines und Material 3, mit bewussten Ausnahmen, wo die Marke sie braucht.',
              ar: 'تنقّل وعناصر تحكم وإيماءات تتبع إرشادات Human Interface Guidelines من Apple وMaterial 3، مع استثناءات مدروسة حيث تحتاجها العلامة التجارية.',
            },
          },
          {
            title: {
              en: 'Interactive prototypes',
              de: 'Interaktive Prototypen',
              ar: 'نماذج أولية تفاعلية',
            },
            text: {
              en: 'Figma and ProtoPie prototypes with real transitions and haptics cues, tested on devices rather than in a browser window.',
              de: 'Prototypen in Figma und ProtoPie mit echten Übergängen und haptischen Signalen, getestet auf Geräten statt im Browserfenster.',
              ar: 'نماذج أولية في Figma وProtoPie بانتقالات حقيقية وإشارات لمسية، تُختبر على الأجهزة لا في نافذة المتصفح.',
            },
          },
          {
            title: {
              en: 'Widgets, notifications and watch surfaces',
              de: 'Widgets, Benachrichtigungen und Smartwatch-Oberflächen',
              ar: 'الأدوات المصغّرة والإشعارات وواجهات الساعات الذكية',
            },
            text: {
              en: 'Home screen widgets, Live Activities, actionable notifications and companion watch screens that bring users back without opening the app.',
              de: 'Homescreen-Widgets, Live-Aktivitäten, interaktive Benachrichtigungen und begleitende Smartwatch-Screens, die Nutzer zurückholen, ohne dass sie die App öffnen müssen.',
              ar: 'أدوات مصغّرة للشاشة الرئيسية، والأنشطة المباشرة (Live Activities)، وإشعارات قابلة للتفاعل، وشاشات مرافقة على الساعة الذكية تعيد المستخدمين دون الحاجة إلى فتح التطبيق.',
            },
          },
          {
            title: {
              en: 'App Store presence',
              de: 'Auftritt im App Store',
              ar: 'الحضور في متجر التطبيقات',
            },
            text: {
              en: 'Screenshots, preview videos and icon variants designed for conversion and tested with store listing experiments.',
              de: 'Screenshots, Vorschauvideos und Icon-Varianten, gestaltet für Conversion und getestet mit Store-Listing-Experimenten.',
              ar: 'لقطات شاشة ومقاطع فيديو تعريفية وأشكال متعددة للأيقونة مصممة لرفع معدلات التحويل، ومختبرة عبر تجارب صفحات المتجر.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach mobile design',
          de: 'Unser Ansatz für Mobile Design',
          ar: 'نهجنا في تصميم تطبيقات الجوال',
        },
        paragraphs: [
          {
            en: 'We design for the conditions apps are really used in: one hand, a moving bus, half attention. Primary actions sit in the thumb zone, touch targets are at least 44 points on iOS and 48 dp on Android, and every screen is checked at the largest Dynamic Type and font scale settings. Empty, loading, offline and error states are designed up front, not discovered during QA.',
            de: 'Wir gestalten für die Bedingungen, unter denen Apps wirklich genutzt werden: eine Hand, ein fahrender Bus, halbe Aufmerksamkeit. Primäre Aktionen liegen im Daumenbereich, Touch-Flächen messen mindestens 44 Punkt unter iOS und 48 dp unter Android, und jeder Screen wird mit den größten Einstellungen für Dynamic Type und Schriftskalierung geprüft. Leere, Lade-, Offline- und Fehlerzustände werden vorab gestaltet und nicht erst in der QA entdeckt.',
            ar: 'نصمم للظروف التي تُستخدم فيها التطبيقات فعلًا: يد واحدة، وحافلة متحركة، ونصف انتباه. تقع الإجراءات الرئيسية في نطاق الإبهام، ولا يقل حجم أهداف اللمس عن 44 نقطة على iOS و48 dp على Android، وتُفحص كل شاشة بأكبر إعدادات Dynamic Type وتكبير الخط. ونصمم مسبقًا حالات الشاشة الفارغة والتحميل وانقطاع الاتصال والأخطاء، بدلًا من اكتشافها أثناء ضمان الجودة.',
          },
          {
            en: 'Users expect an iOS app to behave like iOS and an Android app like Android. Back navigation, sharing, date pickers and permission prompts follow each platform, while brand expression lives in color, typography, illustration and motion. Permission requests are primed with a short explanation first, which consistently improves opt-in for notifications and location.',
            de: 'Nutzer erwarten, dass sich eine iOS-App wie iOS verhält und eine Android-App wie Android. Zurück-Navigation, Teilen, Datumsauswahl und Berechtigungsabfragen folgen der jeweiligen Plattform, während sich die Marke in Farbe, Typografie, Illustration und Bewegung ausdrückt. Berechtigungsanfragen stellen wir eine kurze Erklärung voran, was die Zustimmung zu Benachrichtigungen und Standortzugriff durchgängig erhöht.',
            ar: 'يتوقع المستخدمون أن يتصرف تطبيق iOS كما يتصرف iOS، وتطبيق Android كما يتصرف Android. لذلك يتبع التنقل للخلف والمشاركة ومنتقيات التاريخ وطلبات الأذونات أعراف كل منصة، بينما تتجلى هوية العلامة التجارية في الألوان والخطوط والرسوم التوضيحية والحركة. ونمهّد لطلبات الأذونات بشرح موجز أولًا، وهو ما يرفع باستمرار نسبة الموافقة على الإشعارات وتحديد الموقع.',
          },
          {
            en: 'Our designers work inside the same component library the engineers build, whether the app is native or built with [Flutter](/services/flutter-app-development) or React Native, and they stay with the project through build to review every screen on a device. Flows are validated with five to eight target users through our [user research and testing](/services/user-research-and-testing) practice before development starts.',
            de: 'Unsere Designer arbeiten in derselben Komponentenbibliothek, die unser Entwicklungsteam baut – ob die App nativ ist oder mit [Flutter](/services/flutter-app-development) oder React Native entsteht –, und sie bleiben während der Entwicklung im Projekt, um jeden Screen auf einem Gerät zu prüfen. Bevor die Entwicklung beginnt, validieren wir die Abläufe über unseren Bereich [Nutzerforschung und Usability-Tests](/services/user-research-and-testing) mit fünf bis acht Nutzern aus der Zielgruppe.',
            ar: 'يعمل مصممونا داخل مكتبة المكونات نفسها التي يبنيها المهندسون، سواء كان التطبيق أصيلًا أو مبنيًا باستخدام [Flutter](/services/flutter-app-development) أو React Native، ويبقون مع المشروع طوال مرحلة البناء لمراجعة كل شاشة على جهاز حقيقي. ونتحقق من المسارات مع خمسة إلى ثمانية مستخدمين مستهدفين عبر فريق [أبحاث المستخدمين واختبارات قابلية الاستخدام](/services/user-research-and-testing) قبل بدء التطوير.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'Our mobile design process',
          de: 'Unser Prozess für Mobile Design',
          ar: 'منهجيتنا في تصميم تطبيقات الجوال',
        },
        items: [
          {
            title: {
              en: 'Jobs and journeys',
              de: 'Jobs und User Journeys',
              ar: 'المهام ورحلات المستخدم',
            },
            text: {
              en: 'We define the few jobs users hire the app for and map the shortest path to each one.',
              de: 'Wir definieren die wenigen Jobs, für die Nutzer die App „einstellen“, und skizzieren den kürzesten Weg zu jedem davon.',
              ar: 'نحدد المهام القليلة التي «يستعين» المستخدمون بالتطبيق لإنجازها، ونرسم أقصر طريق إلى كل منها.',
            },
          },
          {
            title: {
              en: 'Flows and wireframes',
              de: 'Abläufe und Wireframes',
              ar: 'المسارات والمخططات الهيكلية',
            },
            text: {
              en: 'Low-fidelity flows for both platforms, reviewed with engineers for feasibility and with stakeholders for scope.',
              de: 'Low-Fidelity-Abläufe für beide Plattformen, mit dem Entwicklungsteam auf Machbarkeit und mit Stakeholdern auf Umfang geprüft.',
              ar: 'مسارات منخفضة الدقة للمنصتين، يراجعها المهندسون من حيث الجدوى وأصحاب المصلحة من حيث النطاق.',
            },
          },
          {
            title: {
              en: 'Prototype and test',
              de: 'Prototyp und Test',
              ar: 'النموذج الأولي والاختبار',
            },
            text: {
              en: 'A clickable prototype on real phones with target users; we iterate until the core tasks succeed without help.',
              de: 'Ein klickbarer Prototyp auf echten Smartphones mit Nutzern aus der Zielgruppe; wir iterieren, bis die Kernaufgaben ohne Hilfe gelingen.',
              ar: 'نموذج أولي قابل للنقر على هواتف حقيقية مع مستخدمين مستهدفين؛ ونواصل التحسين حتى تُنجَز المهام الأساسية دون مساعدة.',
            },
          },
          {
            title: {
              en: 'Visual design and specs',
              de: 'Visual Design und Spezifikationen',
              ar: 'التصميم المرئي والمواصفات',
            },
            text: {
              en: 'High-fidelity screens, motion specs and components delivered in Figma Dev Mode, organized by feature.',
              de: 'High-Fidelity-Screens, Motion-Spezifikationen und Komponenten, geliefert im Figma Dev Mode und nach Funktionen geordnet.',
              ar: 'شاشات عالية الدقة ومواصفات للحركة ومكونات تُسلَّم في وضع Dev Mode في Figma، مرتبة حسب الميزات.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Mobile design questions',
          de: 'Fragen zu Mobile Design',
          ar: 'أسئلة حول تصميم تطبيقات الجوال',
        },
        items: [
          {
            question: {
              en: 'Do iOS and Android need separate designs?',
              de: 'Brauchen iOS und Android getrennte Designs?',
              ar: 'هل يحتاج iOS وAndroid إلى تصميمين منفصلين؟',
            },
            answer: {
              en: 'They need a shared design language with platform-specific details. We design one system and adapt navigation, controls and system interactions per platform, which usually adds 15 to 25% to design effort rather than doubling it.',
              de: 'Sie brauchen eine gemeinsame Designsprache mit plattformspezifischen Details. Wir gestalten ein System und passen Navigation, Bedienelemente und Systeminteraktionen je Plattform an. Das erhöht den Designaufwand meist um 15 bis 25\u00a0%, statt ihn zu verdoppeln.',
              ar: 'يحتاجان إلى لغة تصميم مشتركة مع تفاصيل خاصة بكل منصة. نصمم نظامًا واحدًا ونكيّف التنقل وعناصر التحكم وتفاعلات النظام لكل منصة، وهو ما يضيف عادةً من 15 إلى 25% إلى جهد التصميم بدلًا من مضاعفته.',
            },
          },
          {
            question: {
              en: 'Can you redesign an existing app without disrupting users?',
              de: 'Können Sie eine bestehende App neu gestalten, ohne die Nutzer zu stören?',
              ar: 'هل يمكنكم إعادة تصميم تطبيق قائم دون إرباك المستخدمين؟',
            },
            answer: {
              en: 'Yes. We identify the changes with the highest impact, ship them incrementally behind feature flags and watch retention and task completion, rather than replacing everything in one release.',
              de: 'Ja. Wir ermitteln die Änderungen mit der größten Wirkung, liefern sie schrittweise hinter Feature Flags aus und beobachten Retention und Aufgabenerfolg, statt alles in einem Release zu ersetzen.',
              ar: 'نعم. نحدد التغييرات الأعلى أثرًا، ونطلقها تدريجيًا خلف مفاتيح تفعيل الميزات (feature flags)، ونراقب معدلات الاحتفاظ بالمستخدمين وإتمام المهام، بدلًا من استبدال كل شيء في إصدار واحد.',
            },
          },
          {
            question: {
              en: 'Do you design for tablets and foldables?',
              de: 'Gestalten Sie auch für Tablets und Foldables?',
              ar: 'هل تصممون للأجهزة اللوحية والهواتف القابلة للطي؟',
            },
            answer: {
              en: 'When your users are on them, yes. We define adaptive layouts with breakpoints for compact, medium and expanded widths, so the same app works on a phone, an iPad and an unfolded Android device.',
              de: 'Wenn Ihre Nutzer sie verwenden, ja. Wir definieren adaptive Layouts mit Breakpoints für kompakte, mittlere und erweiterte Breiten, sodass dieselbe App auf einem Smartphone, einem iPad und einem aufgeklappten Android-Gerät funktioniert.',
              ar: 'نعم، عندما يستخدمها مستخدموك. نحدد تخطيطات متكيفة بنقاط توقف للعروض المدمجة والمتوسطة والموسّعة، فيعمل التطبيق نفسه على الهاتف وجهاز iPad وجهاز Android مفتوح الطي.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Have an app that users open once and forget?',
          de: 'Ihre App wird einmal geöffnet und dann vergessen?',
          ar: 'هل لديك تطبيق يفتحه المستخدمون مرة ثم ينسونه؟',
        },
        text: {
          en: 'Send us the app or the idea. Our mobile designers will review the first-run experience and suggest the changes most likely to improve activation.',
          de: 'Senden Sie uns die App oder die Idee. Unsere Mobile-Designer prüfen das Erlebnis beim ersten Start und schlagen die Änderungen vor, die die Aktivierung am ehesten verbessern.',
          ar: 'أرسل إلينا التطبيق أو الفكرة. سيراجع مصممو تطبيقات الجوال لدينا تجربة التشغيل الأول، ويقترحون التغييرات الأرجح أن تحسّن معدلات التفعيل.',
        },
        action: {
          label: {
            en: 'Get a mobile design review',
            de: 'Mobile-Design-Review anfordern',
            ar: 'احصل على مراجعة لتصميم تطبيقك',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['joyne', 'shyft'],
    keywords: [
      'mobile app design',
      'mobile design agency',
      'iOS app design',
      'Android app design',
      'Human Interface Guidelines',
      'Material 3',
      'app onboarding',
    ],
  },
  {
    slug: 'ui-ux-design',
    group: 'design',
    path: '/services/ui-ux-design',
    name: { en: 'UI/UX design', de: 'UI/UX-Design', ar: 'تصميم واجهات وتجربة المستخدم' },
    title: {
      en: 'UI/UX design agency',
      de: 'Agentur für UI/UX-Design',
      ar: 'وكالة تصميم واجهات وتجربة المستخدم',
    },
    description: {
      en: 'UI/UX design by Fernhill: product discovery, information architecture, prototypes and accessible interfaces that engineers can build as designed.',
      de: 'UI/UX-Design von Fernhill: Produkt-Discovery, Informationsarchitektur, Prototypen und barrierefreie Oberflächen, die Entwickler genau wie gestaltet umsetzen können.',
      ar: 'تصميم واجهات وتجربة المستخدم من Fernhill: استكشاف المنتج، وهندسة المعلومات، والنماذج الأولية، وواجهات سهلة الوصول يستطيع المهندسون بناءها كما صُممت تمامًا.',
    },
    summary: {
      en: 'Product discovery, flows, prototypes and polished interfaces, designed alongside the engineers who will build them.',
      de: 'Produkt-Discovery, Nutzerflüsse, Prototypen und ausgefeilte Oberflächen, gestaltet gemeinsam mit den Entwicklerinnen und Entwicklern, die sie umsetzen.',
      ar: 'استكشاف المنتج ومسارات المستخدم والنماذج الأولية وواجهات مصقولة، تُصمَّم جنبًا إلى جنب مع المهندسين الذين سيبنونها.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Design', de: 'Design', ar: 'التصميم' },
        heading: {
          en: 'UI/UX design grounded in how your users actually work',
          de: 'UI/UX-Design, das darauf aufbaut, wie Ihre Nutzer wirklich arbeiten',
          ar: 'تصميم واجهات وتجربة مستخدم ينطلق من طريقة عمل مستخدميك الفعلية',
        },
        lead: {
          en: 'We design web and mobile products from the first sketch to pixel-level detail, with research to guide decisions and engineers in the room so that what gets approved is what gets built.',
          de: 'Wir gestalten Web- und Mobile-Produkte von der ersten Skizze bis ins pixelgenaue Detail – mit Nutzerforschung als Entscheidungsgrundlage und dem Entwicklungsteam mit am Tisch, damit genau das gebaut wird, was freigegeben wurde.',
          ar: 'نصمم منتجات الويب والجوال من الرسم الأول حتى أدق التفاصيل على مستوى البكسل، مع أبحاث توجّه القرارات ومهندسين حاضرين في النقاش، حتى يُبنى بالضبط ما تمت الموافقة عليه.',
        },
        primaryAction: {
          label: {
            en: 'Talk to an engineer',
            de: 'Mit unserem Entwicklungsteam sprechen',
            ar: 'تحدّث إلى مهندس',
          },
          href: '/contact-us',
        },
      },
      {
        type: 'features',
        heading: {
          en: 'What our UI/UX team delivers',
          de: 'Was unser UI/UX-Team liefert',
          ar: 'ما يقدمه فريق تصميم الواجهات وتجربة المستخدم لدينا',
        },
        items: [
          {
            title: { en: 'Product discovery', de: 'Produkt-Discovery', ar: 'استكشاف المنتج' },
            text: {
              en: 'Stakeholder interviews, competitor reviews and problem framing that turn an idea into a prioritized set of user outcomes.',
              de: 'Stakeholder-Interviews, Wettbewerbsanalysen und Problemdefinition, die aus einer Idee priorisierte Ergebnisse für Nutzer machen.',
              ar: 'مقابلات مع أصحاب المصلحة ومراجعات للمنافسين وصياغة للمشكلة تحوّل الفكرة إلى مجموعة مرتبة الأولويات من النتائج التي يحققها المستخدمون.',
            },
          },
          {
            title: {
              en: 'Information architecture',
              de: 'Informationsarchitektur',
              ar: 'هندسة المعلومات',
            },
            text: {
              en: 'Navigation, content hierarchy and naming validated with card sorting and tree testing before anything is drawn in detail.',
              de: 'Navigation, Inhaltshierarchie und Benennungen, validiert mit Card Sorting und Tree Testing, bevor irgendetwas im Detail gezeichnet wird.',
              ar: 'التنقل وتسلسل المحتوى والتسميات، يُتحقق منها بفرز البطاقات واختبار الشجرة قبل رسم أي شيء بالتفصيل.',
            },
          },
          {
            title: {
              en: 'User flows and wireframes',
              de: 'User Flows und Wireframes',
              ar: 'مسارات المستخدم والمخططات الهيكلية',
            },
            text: {
              en: 'End-to-end flows including edge cases, permissions and errors, reviewed with engineering for feasibility.',
              de: 'Durchgängige Abläufe einschließlich Sonderfällen, Berechtigungen und Fehlern, mit der Entwicklung auf Machbarkeit geprüft.',
              ar: 'مسارات متكاملة من البداية إلى النهاية تشمل الحالات الاستثنائية والأذونات والأخطاء، يراجعها فريق الهندسة من حيث الجدوى.',
            },
          },
          {
            title: { en: 'Interface design', de: 'Interface-Design', ar: 'تصميم الواجهات' },
            text: {
              en: 'High-fidelity screens built from reusable components, with states, responsive behavior and motion specified.',
              de: 'High-Fidelity-Screens aus wiederverwendbaren Komponenten, mit spezifizierten Zuständen, responsivem Verhalten und Animationen.',
              ar: 'شاشات عالية الدقة مبنية من مكونات قابلة لإعادة الاستخدام، مع تحديد الحالات والسلوك المتجاوب والحركة.',
            },
          },
          {
            title: {
              en: 'Accessibility by default',
              de: 'Barrierefreiheit als Standard',
              ar: 'سهولة الوصول افتراضيًا',
            },
            text: {
              en: 'Contrast, focus order, target sizes and screen reader labels designed to WCAG 2.2 AA and annotated for developers.',
              de: 'Kontrast, Fokusreihenfolge, Zielgrößen und Screenreader-Beschriftungen nach WCAG 2.2 AA gestaltet und für Entwickler annotiert.',
              ar: 'التباين وترتيب التركيز وأحجام الأهداف وتسميات قارئات الشاشة مصممة وفق WCAG 2.2 AA ومشروحة للمطورين.',
            },
          },
          {
            title: { en: 'UX audits', de: 'UX-Audits', ar: 'تدقيقات تجربة المستخدم' },
            text: {
              en: 'Heuristic review of an existing product, backed by analytics and session recordings, with a ranked list of fixes.',
              de: 'Heuristische Evaluation eines bestehenden Produkts, gestützt auf Analytics und Sitzungsaufzeichnungen, mit einer priorisierten Liste von Korrekturen.',
              ar: 'مراجعة استدلالية لمنتج قائم، مدعومة بالتحليلات وتسجيلات الجلسات، مع قائمة إصلاحات مرتبة حسب الأولوية.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach UI/UX design',
          de: 'Unser Ansatz für UI/UX-Design',
          ar: 'نهجنا في تصميم الواجهات وتجربة المستخدم',
        },
        paragraphs: [
          {
            en: 'Design decisions get cheaper the earlier they are tested. We prototype the riskiest flow in the first two weeks, put it in front of real users and change course while changing course is still a Figma edit. For new products this work often runs as a [Fuse](/fuse) sprint, which ends with a clickable prototype and an estimated backlog.',
            de: 'Designentscheidungen werden umso günstiger, je früher sie getestet werden. Wir erstellen in den ersten zwei Wochen einen Prototyp des riskantesten Ablaufs, legen ihn echten Nutzern vor und korrigieren den Kurs, solange eine Kurskorrektur nur eine Änderung in Figma ist. Bei neuen Produkten läuft diese Arbeit oft als [Fuse](/fuse)-Sprint, der mit einem klickbaren Prototyp und einem geschätzten Backlog endet.',
            ar: 'كلما اختُبرت قرارات التصميم مبكرًا، قلّت تكلفتها. نبني نموذجًا أوليًا لأكثر المسارات خطورة في الأسبوعين الأولين، ونعرضه على مستخدمين حقيقيين، ونغيّر الاتجاه ما دام تغييره لا يتطلب سوى تعديل في Figma. وفي المنتجات الجديدة، كثيرًا ما يُنفَّذ هذا العمل في صورة سبرنت [Fuse](/fuse) ينتهي بنموذج أولي قابل للنقر وقائمة مهام (backlog) مقدّرة التكلفة.',
          },
          {
            en: 'A senior engineer reviews every flow before it reaches high fidelity. That catches the designs that look simple but hide expensive work, such as real-time sync or complex permission rules, and keeps the interface aligned with the data the backend can actually provide. Handoff happens in Figma Dev Mode with components mapped to code, and designers review builds in staging before release.',
            de: 'Jemand aus unserem erfahrenen Entwicklungsteam prüft jeden Ablauf, bevor er in die High-Fidelity-Phase geht. So fallen Entwürfe auf, die einfach aussehen, aber teure Arbeit verbergen, etwa Echtzeit-Synchronisation oder komplexe Berechtigungsregeln, und die Oberfläche bleibt auf die Daten abgestimmt, die das Backend tatsächlich liefern kann. Die Übergabe erfolgt im Figma Dev Mode mit Komponenten, die dem Code zugeordnet sind, und Designer prüfen die Builds in der Staging-Umgebung vor dem Release.',
            ar: 'يراجع مهندس خبير كل مسار قبل أن ينتقل إلى التصميم عالي الدقة. وهذا يكشف التصاميم التي تبدو بسيطة لكنها تخفي عملًا مكلفًا، مثل المزامنة الفورية أو قواعد الأذونات المعقدة، ويُبقي الواجهة متوافقة مع البيانات التي يستطيع الخادم الخلفي توفيرها فعلًا. ويتم التسليم في Figma Dev Mode مع ربط المكونات بالشيفرة، ويراجع المصممون النسخ المبنية في بيئة الاختبار المرحلية (staging) قبل الإطلاق.',
          },
          {
            en: 'We avoid decoration that slows people down. Clear labels beat clever ones, defaults should be right for most users, and dense professional tools get keyboard shortcuts and bulk actions. When a product outgrows ad hoc components, we formalize them into a [design system](/services/design-systems).',
            de: 'Wir verzichten auf Dekoration, die Menschen ausbremst. Klare Beschriftungen schlagen originelle, Standardeinstellungen sollten für die meisten Nutzer passen, und dichte Profi-Tools bekommen Tastenkürzel und Massenaktionen. Wächst ein Produkt über Ad-hoc-Komponenten hinaus, überführen wir sie in ein [Designsystem](/services/design-systems).',
            ar: 'نتجنب الزخرفة التي تبطئ الناس. فالتسميات الواضحة أفضل من البارعة، والإعدادات الافتراضية يجب أن تناسب معظم المستخدمين، والأدوات المهنية الكثيفة تحصل على اختصارات لوحة المفاتيح والإجراءات الجماعية. وعندما يتجاوز المنتج مرحلة المكونات المرتجلة، نحوّلها إلى [نظام تصميم](/services/design-systems) منظّم.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'Our UI/UX process',
          de: 'Unser UI/UX-Prozess',
          ar: 'منهجيتنا في تصميم الواجهات وتجربة المستخدم',
        },
        items: [
          {
            title: { en: 'Understand', de: 'Verstehen', ar: 'الفهم' },
            text: {
              en: 'Interviews, analytics and a review of the current product establish who the users are and where they struggle.',
              de: 'Interviews, Analytics und eine Analyse des aktuellen Produkts klären, wer die Nutzer sind und wo sie Schwierigkeiten haben.',
              ar: 'تكشف المقابلات والتحليلات ومراجعة المنتج الحالي هوية المستخدمين والمواضع التي يواجهون فيها صعوبات.',
            },
          },
          {
            title: { en: 'Structure', de: 'Strukturieren', ar: 'الهيكلة' },
            text: {
              en: 'Information architecture and core flows are sketched and tested with card sorting or quick prototype sessions.',
              de: 'Informationsarchitektur und Kernabläufe werden skizziert und mit Card Sorting oder kurzen Prototyp-Sessions getestet.',
              ar: 'نرسم مسودات لهندسة المعلومات والمسارات الأساسية، ونختبرها بفرز البطاقات أو بجلسات سريعة على نماذج أولية.',
            },
          },
          {
            title: { en: 'Design', de: 'Gestalten', ar: 'التصميم' },
            text: {
              en: 'Wireframes become high-fidelity screens, reviewed weekly with your team and an engineer.',
              de: 'Aus Wireframes werden High-Fidelity-Screens, die wöchentlich mit Ihrem Team und jemandem aus unserem Entwicklungsteam besprochen werden.',
              ar: 'تتحول المخططات الهيكلية إلى شاشات عالية الدقة، تُراجَع أسبوعيًا مع فريقك ومع أحد المهندسين.',
            },
          },
          {
            title: { en: 'Validate', de: 'Validieren', ar: 'التحقق' },
            text: {
              en: 'Usability tests with five to eight participants per round confirm that key tasks succeed before build.',
              de: 'Usability-Tests mit fünf bis acht Teilnehmenden pro Runde bestätigen vor der Entwicklung, dass die wichtigsten Aufgaben gelingen.',
              ar: 'تؤكد اختبارات قابلية الاستخدام مع خمسة إلى ثمانية مشاركين في كل جولة نجاحَ المهام الرئيسية قبل البناء.',
            },
          },
          {
            title: { en: 'Support the build', de: 'Umsetzung begleiten', ar: 'دعم البناء' },
            text: {
              en: 'Designers stay through development to answer questions, review implementations and adjust details.',
              de: 'Die Designer bleiben während der Entwicklung dabei, beantworten Fragen, prüfen Umsetzungen und passen Details an.',
              ar: 'يبقى المصممون طوال مرحلة التطوير للإجابة عن الأسئلة ومراجعة التنفيذ وتعديل التفاصيل.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'UI/UX design questions',
          de: 'Fragen zum UI/UX-Design',
          ar: 'أسئلة حول تصميم الواجهات وتجربة المستخدم',
        },
        items: [
          {
            question: {
              en: 'Can you design without doing development?',
              de: 'Können Sie nur das Design übernehmen, ohne die Entwicklung?',
              ar: 'هل يمكنكم تولي التصميم دون التطوير؟',
            },
            answer: {
              en: 'Yes. Many clients have their own engineering team. We still include engineering reviews during design, and we deliver specs, components and annotations that make the handoff straightforward.',
              de: 'Ja. Viele Kunden haben ein eigenes Entwicklungsteam. Wir beziehen trotzdem technische Reviews in die Designphase ein und liefern Spezifikationen, Komponenten und Annotationen, die die Übergabe unkompliziert machen.',
              ar: 'نعم. لدى كثير من عملائنا فرق هندسية خاصة بهم. ومع ذلك نُدرج مراجعات هندسية خلال مرحلة التصميم، ونسلّم مواصفات ومكونات وشروحًا توضيحية تجعل التسليم سلسًا.',
            },
          },
          {
            question: {
              en: 'How long does a UI/UX engagement take?',
              de: 'Wie lange dauert ein UI/UX-Projekt?',
              ar: 'كم يستغرق مشروع تصميم الواجهات وتجربة المستخدم؟',
            },
            answer: {
              en: 'A UX audit takes two to three weeks. Designing a new product’s first release typically takes six to ten weeks, depending on the number of user roles and platforms.',
              de: 'Ein UX-Audit dauert zwei bis drei Wochen. Die Gestaltung des ersten Releases eines neuen Produkts dauert in der Regel sechs bis zehn Wochen, abhängig von der Zahl der Nutzerrollen und Plattformen.',
              ar: 'يستغرق تدقيق تجربة المستخدم من أسبوعين إلى ثلاثة أسابيع. أما تصميم الإصدار الأول لمنتج جديد فيستغرق عادةً من ستة إلى عشرة أسابيع، بحسب عدد أدوار المستخدمين والمنصات.',
            },
          },
          {
            question: {
              en: 'Do you redesign products incrementally?',
              de: 'Gestalten Sie Produkte schrittweise neu?',
              ar: 'هل تعيدون تصميم المنتجات بشكل تدريجي؟',
            },
            answer: {
              en: 'We prefer to. We identify the flows that cost you the most, such as signup, checkout or a core workflow, redesign those first and measure the impact before moving on.',
              de: 'Am liebsten ja. Wir ermitteln die Abläufe, die Sie am meisten kosten, etwa Registrierung, Checkout oder einen zentralen Workflow, gestalten diese zuerst neu und messen die Wirkung, bevor wir weitermachen.',
              ar: 'هذا ما نفضّله. نحدد المسارات الأعلى تكلفة عليك، مثل التسجيل أو إتمام الشراء أو سير عمل أساسي، ونعيد تصميمها أولًا، ونقيس أثرها قبل الانتقال إلى غيرها.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Want a second opinion on your product’s UX?',
          de: 'Sie wünschen eine zweite Meinung zur UX Ihres Produkts?',
          ar: 'هل تريد رأيًا ثانيًا في تجربة المستخدم لمنتجك؟',
        },
        text: {
          en: 'Send us a link or a prototype. A senior product designer will walk through it and share the three changes we would make first.',
          de: 'Senden Sie uns einen Link oder einen Prototyp. Ein erfahrener Produktdesigner geht ihn durch und nennt Ihnen die drei Änderungen, die wir zuerst vornehmen würden.',
          ar: 'أرسل إلينا رابطًا أو نموذجًا أوليًا. سيستعرضه مصمم منتجات خبير ويشاركك التغييرات الثلاثة التي سنبدأ بها.',
        },
        action: {
          label: {
            en: 'Request a UX review',
            de: 'UX-Review anfordern',
            ar: 'اطلب مراجعة لتجربة المستخدم',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['nicolette', 'health-in-her-hue'],
    keywords: [
      'UI/UX design',
      'UI UX design agency',
      'product design',
      'user experience design',
      'information architecture',
      'prototyping',
      'WCAG',
    ],
  },
  {
    slug: 'user-research-and-testing',
    group: 'design',
    path: '/services/user-research-and-testing',
    name: {
      en: 'User research and testing',
      de: 'Nutzerforschung und Usability-Tests',
      ar: 'أبحاث المستخدمين واختبارات قابلية الاستخدام',
    },
    title: {
      en: 'User research and usability testing services',
      de: 'Nutzerforschung und Usability-Tests',
      ar: 'خدمات أبحاث المستخدمين واختبارات قابلية الاستخدام',
    },
    description: {
      en: 'User research and usability testing by Fernhill: interviews, moderated tests, surveys and analytics reviews that turn evidence into product decisions.',
      de: 'Nutzerforschung und Usability-Tests von Fernhill: Interviews, moderierte Tests, Umfragen und Analytics-Auswertungen, die Belege in Produktentscheidungen verwandeln.',
      ar: 'أبحاث المستخدمين واختبارات قابلية الاستخدام من Fernhill: مقابلات واختبارات مُدارة واستطلاعات ومراجعات للتحليلات تحوّل الأدلة إلى قرارات بشأن المنتج.',
    },
    summary: {
      en: 'Interviews, usability tests and surveys that replace opinion with evidence before you commit engineering time.',
      de: 'Interviews, Usability-Tests und Umfragen, die Meinungen durch Belege ersetzen, bevor Entwicklungszeit investiert wird.',
      ar: 'مقابلات واختبارات قابلية الاستخدام واستطلاعات تستبدل الآراء بالأدلة قبل الالتزام بوقت التطوير.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Design', de: 'Design', ar: 'التصميم' },
        heading: {
          en: 'Find out what users need before you build it',
          de: 'Finden Sie heraus, was Nutzer brauchen, bevor Sie es bauen',
          ar: 'اكتشف ما يحتاجه المستخدمون قبل أن تبنيه',
        },
        lead: {
          en: 'Our researchers plan and run studies that answer specific product questions, from whether a market problem is real to why users abandon step three of onboarding, and deliver findings your team can act on the same week.',
          de: 'Unsere Fachleute für Nutzerforschung planen und führen Studien durch, die konkrete Produktfragen beantworten – von der Frage, ob ein Marktproblem real ist, bis dazu, warum Nutzer bei Schritt drei des Onboardings abbrechen – und liefern Erkenntnisse, auf die Ihr Team noch in derselben Woche reagieren kann.',
          ar: 'يخطط باحثونا لدراسات تجيب عن أسئلة محددة حول المنتج وينفذونها، بدءًا من التحقق مما إذا كانت مشكلة السوق حقيقية وصولًا إلى سبب تخلي المستخدمين عن الخطوة الثالثة من التعريف بالتطبيق، ويقدمون نتائج يستطيع فريقك العمل بها في الأسبوع نفسه.',
        },
        primaryAction: {
          label: {
            en: 'Talk to an engineer',
            de: 'Mit unserem Entwicklungsteam sprechen',
            ar: 'تحدّث إلى مهندس',
          },
          href: '/contact-us',
        },
      },
      {
        type: 'features',
        heading: {
          en: 'Research methods we run',
          de: 'Unsere Forschungsmethoden',
          ar: 'أساليب البحث التي نعتمدها',
        },
        items: [
          {
            title: {
              en: 'Discovery interviews',
              de: 'Discovery-Interviews',
              ar: 'مقابلات استكشافية',
            },
            text: {
              en: 'One-on-one conversations using jobs-to-be-done techniques to uncover motivations, workarounds and willingness to switch.',
              de: 'Einzelgespräche mit Jobs-to-be-done-Methoden, die Motivationen, Behelfslösungen und Wechselbereitschaft aufdecken.',
              ar: 'محادثات فردية تستخدم أساليب «المهام المطلوب إنجازها» (jobs-to-be-done) للكشف عن الدوافع والحلول البديلة المؤقتة والاستعداد للتحول إلى بديل.',
            },
          },
          {
            title: {
              en: 'Moderated usability testing',
              de: 'Moderierte Usability-Tests',
              ar: 'اختبارات قابلية الاستخدام المُدارة',
            },
            text: {
              en: 'Task-based sessions on prototypes or live products, remote or in person, with recordings and highlight reels.',
              de: 'Aufgabenbasierte Sessions mit Prototypen oder Live-Produkten, remote oder vor Ort, mit Aufzeichnungen und Highlight-Videos.',
              ar: 'جلسات قائمة على المهام على نماذج أولية أو منتجات قيد التشغيل، عن بُعد أو حضوريًا، مع تسجيلات ومقاطع لأبرز اللحظات.',
            },
          },
          {
            title: {
              en: 'Unmoderated tests at scale',
              de: 'Unmoderierte Tests im großen Maßstab',
              ar: 'اختبارات غير مُدارة على نطاق واسع',
            },
            text: {
              en: 'First-click, preference and task tests on Maze or UserTesting when you need numbers from 50 or more participants quickly.',
              de: 'First-Click-, Präferenz- und Aufgabentests mit Maze oder UserTesting, wenn Sie schnell Zahlen von 50 oder mehr Teilnehmenden brauchen.',
              ar: 'اختبارات النقرة الأولى والتفضيل والمهام على Maze أو UserTesting عندما تحتاج بسرعة إلى أرقام من 50 مشاركًا أو أكثر.',
            },
          },
          {
            title: {
              en: 'Card sorting and tree testing',
              de: 'Card Sorting und Tree Testing',
              ar: 'فرز البطاقات واختبار الشجرة',
            },
            text: {
              en: 'Evidence for navigation and naming decisions before an information architecture is built.',
              de: 'Belastbare Grundlagen für Entscheidungen zu Navigation und Benennung, bevor eine Informationsarchitektur umgesetzt wird.',
              ar: 'أدلة تدعم قرارات التنقل والتسمية قبل بناء هندسة المعلومات.',
            },
          },
          {
            title: {
              en: 'Accessibility testing with assistive tech users',
              de: 'Barrierefreiheitstests mit Nutzern assistiver Technologien',
              ar: 'اختبار سهولة الوصول مع مستخدمي التقنيات المساعدة',
            },
            text: {
              en: 'Sessions with people who use screen readers, switch controls or magnification, beyond what automated checks can find.',
              de: 'Sessions mit Menschen, die Screenreader, Schaltersteuerung oder Vergrößerung nutzen – über das hinaus, was automatisierte Prüfungen finden können.',
              ar: 'جلسات مع أشخاص يستخدمون قارئات الشاشة أو أدوات التحكم بالمفاتيح أو التكبير، تتجاوز ما يمكن للفحوصات الآلية اكتشافه.',
            },
          },
          {
            title: {
              en: 'Analytics and funnel reviews',
              de: 'Analytics- und Funnel-Analysen',
              ar: 'مراجعات التحليلات ومسارات التحويل',
            },
            text: {
              en: 'Product analytics and session recordings analyzed to locate drop-off, paired with qualitative sessions to explain it.',
              de: 'Produkt-Analytics und Sitzungsaufzeichnungen, ausgewertet, um Abbruchstellen zu finden, kombiniert mit qualitativen Sessions, die sie erklären.',
              ar: 'تحليل بيانات المنتج وتسجيلات الجلسات لتحديد مواضع تسرّب المستخدمين، مقرونًا بجلسات نوعية لتفسير أسبابه.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach research',
          de: 'Unser Ansatz in der Nutzerforschung',
          ar: 'نهجنا في البحث',
        },
        paragraphs: [
          {
            en: 'Every study starts with a decision it should inform. We write the research questions with your product lead, choose the lightest method that answers them and agree the recruiting criteria. Five participants per segment uncover most usability problems in a flow; questions about how many people prefer one option over another need larger unmoderated samples and we size them accordingly.',
            de: 'Jede Studie beginnt mit einer Entscheidung, die sie stützen soll. Wir formulieren die Forschungsfragen mit Ihren Produktverantwortlichen, wählen die schlankste Methode, die sie beantwortet, und legen die Rekrutierungskriterien fest. Fünf Teilnehmende pro Segment decken die meisten Usability-Probleme eines Ablaufs auf; Fragen dazu, wie viele Menschen eine Option einer anderen vorziehen, erfordern größere unmoderierte Stichproben, deren Umfang wir entsprechend bemessen.',
            ar: 'تبدأ كل دراسة بقرار ينبغي أن تسهم في توجيهه. نصوغ أسئلة البحث مع مسؤول المنتج لديك، ونختار أخف أسلوب يجيب عنها، ونتفق على معايير استقطاب المشاركين. ويكشف خمسة مشاركين لكل شريحة معظم مشكلات قابلية الاستخدام في أي مسار؛ أما الأسئلة عن عدد من يفضّلون خيارًا على آخر فتحتاج إلى عينات غير مُدارة أكبر، ونحدد حجمها وفقًا لذلك.',
          },
          {
            en: 'Recruiting the right people matters more than the script. We screen participants through panels and your own customer lists, and for specialized audiences such as clinicians, attorneys or warehouse supervisors we budget for incentives that respect their time. Sessions with patients or other sensitive groups follow consent and data handling rules consistent with our [HIPAA-compliant](/services/hipaa-compliant-software-development) processes.',
            de: 'Die richtigen Menschen zu gewinnen ist wichtiger als das Skript. Wir wählen Teilnehmende über Panels und Ihre eigenen Kundenlisten aus, und für spezialisierte Zielgruppen wie medizinisches Fachpersonal, Anwälte oder Lagerleiter planen wir Aufwandsentschädigungen ein, die ihre Zeit angemessen würdigen. Sessions mit Patienten oder anderen sensiblen Gruppen folgen Regeln für Einwilligung und Datenumgang, die mit unseren [HIPAA-konformen](/services/hipaa-compliant-software-development) Prozessen übereinstimmen.',
            ar: 'يهمّ استقطاب الأشخاص المناسبين أكثر من النص المُعدّ للجلسة. نفرز المشاركين عبر منصات متخصصة في استقطابهم وعبر قوائم عملائك، ونخصص للفئات المتخصصة مثل الأطباء والمحامين ومشرفي المستودعات حوافز تليق بقيمة وقتهم. وتتبع الجلسات مع المرضى أو الفئات الحساسة الأخرى قواعد للموافقة والتعامل مع البيانات تتسق مع عملياتنا [المتوافقة مع HIPAA](/services/hipaa-compliant-software-development).',
          },
          {
            en: 'Findings arrive as a short readout, not a hundred-page deck: the problems ranked by severity and frequency, video clips as evidence and concrete recommendations. Researchers then join design reviews with our [UI/UX design](/services/ui-ux-design) team so the insights shape the next iteration.',
            de: 'Die Ergebnisse kommen als kompakte Zusammenfassung, nicht als hundertseitige Präsentation: die Probleme nach Schwere und Häufigkeit geordnet, Videoclips als Beleg und konkrete Empfehlungen. Anschließend nimmt das Forschungsteam an Design-Reviews mit unserem Team für [UI/UX-Design](/services/ui-ux-design) teil, damit die Erkenntnisse die nächste Iteration prägen.',
            ar: 'تصل النتائج في صورة عرض موجز، لا في عرض تقديمي من مئة صفحة: المشكلات مرتبة حسب الخطورة والتكرار، ومقاطع فيديو كأدلة، وتوصيات ملموسة. ثم ينضم الباحثون إلى مراجعات التصميم مع فريق [تصميم واجهات وتجربة المستخدم](/services/ui-ux-design) لدينا حتى تشكّل هذه الرؤى النسخة التالية من التصميم.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How a research study runs',
          de: 'So läuft eine Studie ab',
          ar: 'كيف تسير الدراسة البحثية',
        },
        items: [
          {
            title: { en: 'Frame the decision', de: 'Entscheidung eingrenzen', ar: 'تحديد القرار' },
            text: {
              en: 'We agree the questions, the method and what result would change the plan.',
              de: 'Wir vereinbaren die Fragen, die Methode und welches Ergebnis den Plan ändern würde.',
              ar: 'نتفق على الأسئلة والأسلوب، وعلى النتيجة التي من شأنها أن تغيّر الخطة.',
            },
          },
          {
            title: {
              en: 'Recruit and prepare',
              de: 'Rekrutieren und vorbereiten',
              ar: 'الاستقطاب والتحضير',
            },
            text: {
              en: 'Screeners, consent forms, a discussion guide and a pilot session to tune the tasks.',
              de: 'Screening-Fragebögen, Einwilligungsformulare, ein Gesprächsleitfaden und eine Pilot-Session zur Feinabstimmung der Aufgaben.',
              ar: 'استبيانات فرز ونماذج موافقة ودليل للنقاش وجلسة تجريبية لضبط المهام.',
            },
          },
          {
            title: { en: 'Run sessions', de: 'Sessions durchführen', ar: 'إجراء الجلسات' },
            text: {
              en: 'Usually within one week, with your team invited to observe live through a private channel.',
              de: 'In der Regel innerhalb einer Woche; Ihr Team kann über einen privaten Kanal live zusehen.',
              ar: 'عادةً خلال أسبوع واحد، مع دعوة فريقك إلى المتابعة المباشرة عبر قناة خاصة.',
            },
          },
          {
            title: {
              en: 'Synthesize and share',
              de: 'Auswerten und teilen',
              ar: 'التحليل والمشاركة',
            },
            text: {
              en: 'Affinity mapping, severity ratings and a readout with clips within three to five days of the last session.',
              de: 'Affinity Mapping, Schweregrad-Bewertungen und eine Ergebnispräsentation mit Clips innerhalb von drei bis fünf Tagen nach der letzten Session.',
              ar: 'تجميع الملاحظات في مخطط تقارب، وتقييم درجات الخطورة، وعرض موجز للنتائج مع مقاطع مصورة خلال ثلاثة إلى خمسة أيام من الجلسة الأخيرة.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Research questions',
          de: 'Fragen zur Nutzerforschung',
          ar: 'أسئلة حول البحث',
        },
        items: [
          {
            question: {
              en: 'How much research do we need before building an MVP?',
              de: 'Wie viel Nutzerforschung brauchen wir, bevor wir ein MVP bauen?',
              ar: 'ما مقدار البحث الذي نحتاجه قبل بناء المنتج الأولي (MVP)؟',
            },
            answer: {
              en: 'Enough to be confident the problem is real and the core flow makes sense: typically 8 to 12 discovery interviews and one round of prototype testing, which fits in two to three weeks and costs far less than building the wrong feature.',
              de: 'Genug, um sicher zu sein, dass das Problem real ist und der Kernablauf Sinn ergibt: in der Regel 8 bis 12 Discovery-Interviews und eine Runde Prototyp-Tests. Das passt in zwei bis drei Wochen und kostet weit weniger, als die falsche Funktion zu bauen.',
              ar: 'ما يكفي للتأكد من أن المشكلة حقيقية وأن المسار الأساسي منطقي: عادةً من 8 إلى 12 مقابلة استكشافية وجولة واحدة من اختبار النموذج الأولي، وهو ما يمكن إنجازه في أسبوعين إلى ثلاثة أسابيع ويكلّف أقل بكثير من بناء ميزة خاطئة.',
            },
          },
          {
            question: {
              en: 'Can you test with our existing customers?',
              de: 'Können Sie mit unseren Bestandskunden testen?',
              ar: 'هل يمكنكم إجراء الاختبارات مع عملائنا الحاليين؟',
            },
            answer: {
              en: 'Yes, and it is often the best source of insight. We handle outreach, scheduling and incentives, and keep sessions separate from sales conversations so customers speak freely.',
              de: 'Ja, und oft ist das die beste Quelle für Erkenntnisse. Wir übernehmen Ansprache, Terminplanung und Aufwandsentschädigungen und halten die Sessions von Vertriebsgesprächen getrennt, damit Kunden offen sprechen.',
              ar: 'نعم، وكثيرًا ما يكونون أفضل مصدر للرؤى. نتولى التواصل وجدولة المواعيد والحوافز، ونفصل الجلسات عن محادثات المبيعات حتى يتحدث العملاء بحرية.',
            },
          },
          {
            question: {
              en: 'Do you run research on products built by other agencies?',
              de: 'Untersuchen Sie auch Produkte, die andere Agenturen entwickelt haben?',
              ar: 'هل تجرون أبحاثًا على منتجات بنتها وكالات أخرى؟',
            },
            answer: {
              en: 'Yes. Usability audits of existing products are a common starting point, and the findings belong to you regardless of who builds the fixes.',
              de: 'Ja. Usability-Audits bestehender Produkte sind ein häufiger Ausgangspunkt, und die Ergebnisse gehören Ihnen – unabhängig davon, wer die Korrekturen umsetzt.',
              ar: 'نعم. تُعد تدقيقات قابلية الاستخدام للمنتجات القائمة نقطة انطلاق شائعة، والنتائج ملك لك بغض النظر عمّن سينفذ الإصلاحات.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Have a product question that keeps causing debate?',
          de: 'Eine Produktfrage, über die immer wieder diskutiert wird?',
          ar: 'هل لديك سؤال حول المنتج يثير الجدل باستمرار؟',
        },
        text: {
          en: 'Tell us what your team is trying to decide. We will propose a study, the participants to recruit and a timeline, usually within two days.',
          de: 'Sagen Sie uns, was Ihr Team entscheiden möchte. Wir schlagen Ihnen eine Studie, die zu rekrutierenden Teilnehmenden und einen Zeitplan vor, meist innerhalb von zwei Tagen.',
          ar: 'أخبرنا بما يحاول فريقك أن يقرره. وسنقترح دراسة والمشاركين الذين ينبغي استقطابهم وجدولًا زمنيًا، عادةً خلال يومين.',
        },
        action: {
          label: { en: 'Plan a research study', de: 'Studie planen', ar: 'خطّط لدراسة بحثية' },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['health-in-her-hue'],
    keywords: [
      'user research',
      'usability testing',
      'UX research agency',
      'user interviews',
      'card sorting',
      'accessibility testing',
      'jobs to be done',
    ],
  },
  {
    slug: 'web-design',
    group: 'design',
    path: '/services/web-design',
    name: { en: 'Web design', de: 'Webdesign', ar: 'تصميم المواقع' },
    title: {
      en: 'Web design agency',
      de: 'Webdesign-Agentur',
      ar: 'وكالة تصميم مواقع الويب',
    },
    description: {
      en: 'Web design by Fernhill: marketing sites and landing pages with clear messaging, fast pages, strong SEO structure and a CMS your team can run itself.',
      de: 'Webdesign von Fernhill: Marketing-Websites und Landingpages mit klarer Botschaft, schnellen Seiten, solider SEO-Struktur und einem CMS, das Ihr Team selbst pflegt.',
      ar: 'تصميم مواقع الويب من Fernhill: مواقع تسويقية وصفحات هبوط برسائل واضحة، وصفحات سريعة، وبنية قوية لتحسين محركات البحث، ونظام إدارة محتوى يديره فريقك بنفسه.',
    },
    summary: {
      en: 'Marketing sites and landing pages that explain your product clearly, load fast and are easy for your team to update.',
      de: 'Marketing-Websites und Landingpages, die Ihr Produkt klar erklären, schnell laden und von Ihrem Team leicht gepflegt werden können.',
      ar: 'مواقع تسويقية وصفحات هبوط تشرح منتجك بوضوح، وتُحمَّل بسرعة، ويسهل على فريقك تحديثها.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Design', de: 'Design', ar: 'التصميم' },
        heading: {
          en: 'Websites that turn visitors into conversations',
          de: 'Websites, die aus Besuchern Gesprächspartner machen',
          ar: 'مواقع تحوّل الزوار إلى محادثات',
        },
        lead: {
          en: 'We design marketing sites, product pages and landing pages for software companies and service businesses, pairing clear messaging and a distinct visual identity with pages that load in under two seconds.',
          de: 'Wir gestalten Marketing-Websites, Produktseiten und Landingpages für Softwareunternehmen und Dienstleister und verbinden eine klare Botschaft und eine unverwechselbare visuelle Identität mit Seiten, die in unter zwei Sekunden laden.',
          ar: 'نصمم مواقع تسويقية وصفحات منتجات وصفحات هبوط لشركات البرمجيات والشركات الخدمية، ونجمع بين الرسائل الواضحة والهوية البصرية المميزة وصفحات تُحمَّل في أقل من ثانيتين.',
        },
        primaryAction: {
          label: {
            en: 'Talk to an engineer',
            de: 'Mit unserem Entwicklungsteam sprechen',
            ar: 'تحدّث إلى مهندس',
          },
          href: '/contact-us',
        },
      },
      {
        type: 'features',
        heading: {
          en: 'What we design for the web',
          de: 'Was wir für das Web gestalten',
          ar: 'ما نصممه للويب',
        },
        items: [
          {
            title: { en: 'Marketing websites', de: 'Marketing-Websites', ar: 'المواقع التسويقية' },
            text: {
              en: 'Home, product, pricing and about pages structured around the questions buyers ask, in the order they ask them.',
              de: 'Startseite, Produkt-, Preis- und Über-uns-Seiten, aufgebaut entlang der Fragen, die Käufer stellen – in der Reihenfolge, in der sie sie stellen.',
              ar: 'الصفحة الرئيسية وصفحات المنتج والأسعار والتعريف بالشركة، مبنية حول الأسئلة التي يطرحها المشترون وبالترتيب الذي يطرحونها به.',
            },
          },
          {
            title: {
              en: 'Landing pages for campaigns',
              de: 'Landingpages für Kampagnen',
              ar: 'صفحات هبوط للحملات',
            },
            text: {
              en: 'Modular templates your marketers can assemble and A/B test without waiting for a developer.',
              de: 'Modulare Vorlagen, die Ihr Marketingteam selbst zusammenstellen und per A/B-Test prüfen kann, ohne auf einen Entwickler zu warten.',
              ar: 'قوالب معيارية يستطيع فريق التسويق لديك تجميعها وإجراء اختبارات A/B عليها دون انتظار مطوّر.',
            },
          },
          {
            title: {
              en: 'Content and SEO structure',
              de: 'Content- und SEO-Struktur',
              ar: 'بنية المحتوى وتحسين محركات البحث',
            },
            text: {
              en: 'Page hierarchy, internal linking, headings and structured data planned with search intent in mind.',
              de: 'Seitenhierarchie, interne Verlinkung, Überschriften und strukturierte Daten, geplant mit Blick auf die Suchintention.',
              ar: 'تسلسل الصفحات والروابط الداخلية والعناوين والبيانات المنظمة، مخطط لها مع مراعاة نية البحث.',
            },
          },
          {
            title: { en: 'CMS design', de: 'CMS-Design', ar: 'تصميم نظام إدارة المحتوى' },
            text: {
              en: 'Content models in Sanity, Contentful or Webflow that match how your team writes, with previews and guardrails.',
              de: 'Content-Modelle in Sanity, Contentful oder Webflow, die zur Arbeitsweise Ihres Redaktionsteams passen, mit Vorschauen und Leitplanken.',
              ar: 'نماذج محتوى في Sanity أو Contentful أو Webflow تتوافق مع طريقة كتابة فريقك، مع معاينات وضوابط حماية.',
            },
          },
          {
            title: {
              en: 'Responsive and motion design',
              de: 'Responsive Design und Motion Design',
              ar: 'التصميم المتجاوب وتصميم الحركة',
            },
            text: {
              en: 'Layouts designed for 360-pixel phones through wide desktop screens, with motion that guides attention and respects reduced-motion settings.',
              de: 'Layouts für 360 Pixel breite Smartphones bis hin zu breiten Desktop-Bildschirmen, mit Animationen, die die Aufmerksamkeit lenken und Einstellungen für reduzierte Bewegung respektieren.',
              ar: 'تخطيطات مصممة لشاشات الهواتف بعرض 360 بكسل وصولًا إلى شاشات الحواسيب المكتبية العريضة، مع حركة توجّه الانتباه وتحترم إعدادات تقليل الحركة.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach web design',
          de: 'Unser Ansatz für Webdesign',
          ar: 'نهجنا في تصميم المواقع',
        },
        paragraphs: [
          {
            en: 'A website is a sales conversation written in advance. We start with messaging before visuals: who the buyer is, what they compare you with and what proof they need. Copy and wireframes are reviewed together, so headlines, calls to action and case study placement are decided on purpose rather than filled into a template at the end.',
            de: 'Eine Website ist ein vorab geschriebenes Verkaufsgespräch. Wir beginnen mit der Botschaft, nicht mit der Optik: Wer ist der Käufer, womit vergleicht er Sie und welche Belege braucht er? Texte und Wireframes werden gemeinsam geprüft, sodass Überschriften, Calls to Action und die Platzierung von Fallstudien bewusst entschieden und nicht erst am Ende in eine Vorlage gefüllt werden.',
            ar: 'الموقع الإلكتروني محادثة مبيعات مكتوبة مسبقًا. نبدأ بالرسائل قبل العناصر المرئية: من هو المشتري، وبمن يقارنك، وما الأدلة التي يحتاجها. ونراجع النصوص والمخططات الهيكلية معًا، فتُحدَّد العناوين الرئيسية ودعوات اتخاذ الإجراء ومواضع دراسات الحالة عن قصد، بدلًا من ملئها في قالب في النهاية.',
          },
          {
            en: 'Visual design serves speed and clarity. We set a performance budget before the first mockup, prefer SVG illustration and well-compressed imagery over autoplaying video, and design with system-friendly font loading. Pages are checked against Core Web Vitals on mid-range phones, and contrast, heading order and keyboard navigation meet WCAG 2.2 AA.',
            de: 'Visuelles Design dient Geschwindigkeit und Klarheit. Wir legen vor dem ersten Mockup ein Performance-Budget fest, bevorzugen SVG-Illustrationen und gut komprimierte Bilder gegenüber automatisch startenden Videos und gestalten mit systemfreundlichem Laden der Schriften. Die Seiten werden auf Mittelklasse-Smartphones anhand der Core Web Vitals geprüft, und Kontrast, Überschriftenreihenfolge und Tastaturnavigation erfüllen WCAG 2.2 AA.',
            ar: 'يخدم التصميم المرئي السرعة والوضوح. نحدد ميزانية للأداء قبل النموذج التصميمي الأول، ونفضّل الرسوم التوضيحية بصيغة SVG والصور المضغوطة جيدًا على مقاطع الفيديو ذات التشغيل التلقائي، ونصمم مع تحميل للخطوط يراعي خطوط النظام. ونفحص الصفحات وفق مؤشرات Core Web Vitals على الهواتف متوسطة الفئة، ويستوفي التباين وترتيب العناوين والتنقل بلوحة المفاتيح معيار WCAG 2.2 AA.',
          },
          {
            en: 'Design and build are handled by one team. Our [web development](/services/web-development) engineers implement the designs on a static or hybrid framework with a headless CMS, and for products that need consistent marketing and app interfaces we connect the site to a shared [design system](/services/design-systems).',
            de: 'Design und Umsetzung liegen in der Hand eines Teams. Unsere Fachleute für [Webentwicklung](/services/web-development) setzen die Entwürfe auf einem statischen oder hybriden Framework mit Headless CMS um, und für Produkte, deren Marketing- und App-Oberflächen einheitlich sein müssen, binden wir die Website an ein gemeinsames [Designsystem](/services/design-systems) an.',
            ar: 'يتولى فريق واحد التصميم والبناء. إذ ينفّذ مهندسو [تطوير الويب](/services/web-development) لدينا التصاميم على إطار عمل ثابت أو هجين مع نظام إدارة محتوى منفصل الواجهة (headless CMS)، وللمنتجات التي تحتاج إلى واجهات تسويق وتطبيق متسقة نربط الموقع بـ[نظام تصميم](/services/design-systems) مشترك.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'Our web design process',
          de: 'Unser Webdesign-Prozess',
          ar: 'منهجيتنا في تصميم المواقع',
        },
        items: [
          {
            title: {
              en: 'Positioning workshop',
              de: 'Positionierungs-Workshop',
              ar: 'ورشة عمل لتحديد التموضع',
            },
            text: {
              en: 'A half-day session to agree audience, differentiators and the actions each page should drive.',
              de: 'Ein halbtägiger Termin, um Zielgruppe, Alleinstellungsmerkmale und die Aktionen festzulegen, die jede Seite auslösen soll.',
              ar: 'جلسة مدتها نصف يوم للاتفاق على الجمهور وعناصر التميّز والإجراءات التي ينبغي أن تدفع إليها كل صفحة.',
            },
          },
          {
            title: {
              en: 'Sitemap and wireframes',
              de: 'Sitemap und Wireframes',
              ar: 'خريطة الموقع والمخططات الهيكلية',
            },
            text: {
              en: 'Page structure and content drafts for key templates, reviewed for message and SEO before styling.',
              de: 'Seitenstruktur und Textentwürfe für die wichtigsten Vorlagen, vor der Gestaltung auf Botschaft und SEO geprüft.',
              ar: 'هيكل الصفحات ومسودات المحتوى للقوالب الرئيسية، تُراجَع من حيث الرسالة وتحسين محركات البحث قبل التنسيق البصري.',
            },
          },
          {
            title: { en: 'Visual direction', de: 'Visuelle Richtung', ar: 'التوجه البصري' },
            text: {
              en: 'Two contrasting directions applied to the home page, then refined across templates once one is chosen.',
              de: 'Zwei gegensätzliche Richtungen, angewendet auf die Startseite und nach der Auswahl einer davon über alle Vorlagen hinweg verfeinert.',
              ar: 'توجهان متباينان يُطبَّقان على الصفحة الرئيسية، ثم يُصقل التوجه المختار عبر جميع القوالب.',
            },
          },
          {
            title: {
              en: 'Build, launch and measure',
              de: 'Umsetzen, launchen, messen',
              ar: 'البناء والإطلاق والقياس',
            },
            text: {
              en: 'Implementation with redirects and analytics in place, followed by a review of conversion data after 30 days.',
              de: 'Umsetzung mit eingerichteten Weiterleitungen und Analytics, gefolgt von einer Auswertung der Conversion-Daten nach 30 Tagen.',
              ar: 'التنفيذ مع تجهيز عمليات إعادة التوجيه والتحليلات، تليه مراجعة لبيانات التحويل بعد 30 يومًا.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Web design questions',
          de: 'Fragen zum Webdesign',
          ar: 'أسئلة حول تصميم المواقع',
        },
        items: [
          {
            question: {
              en: 'Which CMS do you recommend?',
              de: 'Welches CMS empfehlen Sie?',
              ar: 'ما نظام إدارة المحتوى الذي توصون به؟',
            },
            answer: {
              en: 'Webflow suits small marketing teams that want visual control. Sanity or Contentful suit teams with many content types, multiple languages or a site built into a larger application. We recommend one after seeing who will edit the site and how often.',
              de: 'Webflow eignet sich für kleine Marketingteams, die visuelle Kontrolle wollen. Sanity oder Contentful passen zu Teams mit vielen Inhaltstypen, mehreren Sprachen oder einer Website, die in eine größere Anwendung eingebettet ist. Wir empfehlen eines davon, nachdem wir gesehen haben, wer die Website wie oft bearbeiten wird.',
              ar: 'يناسب Webflow فرق التسويق الصغيرة التي تريد تحكمًا بصريًا. أما Sanity أو Contentful فيناسبان الفرق التي لديها أنواع محتوى كثيرة أو لغات متعددة أو موقع مدمج في تطبيق أكبر. ونوصي بأحدها بعد أن نعرف من سيحرر الموقع وكم مرة.',
            },
          },
          {
            question: {
              en: 'Will a redesign hurt our search rankings?',
              de: 'Schadet ein Redesign unseren Suchrankings?',
              ar: 'هل ستضر إعادة التصميم بترتيبنا في نتائج البحث؟',
            },
            answer: {
              en: 'Not if the migration is planned. We map every existing URL to its new home with 301 redirects, preserve high-performing content and monitor Search Console closely for the weeks after launch.',
              de: 'Nicht, wenn die Migration geplant ist. Wir leiten jede bestehende URL per 301-Weiterleitung an ihre neue Adresse weiter, erhalten leistungsstarke Inhalte und beobachten die Search Console in den Wochen nach dem Launch genau.',
              ar: 'لا، إذا خُطط للترحيل جيدًا. نربط كل عنوان URL حالي بموقعه الجديد عبر عمليات إعادة توجيه 301، ونحافظ على المحتوى عالي الأداء، ونراقب Search Console عن كثب خلال الأسابيع التالية للإطلاق.',
            },
          },
          {
            question: {
              en: 'Can you write the copy?',
              de: 'Können Sie die Texte schreiben?',
              ar: 'هل يمكنكم كتابة النصوص؟',
            },
            answer: {
              en: 'We draft copy with you during the wireframe stage, based on interviews with your team and customers. Many clients edit our drafts; some hand us the whole job.',
              de: 'Wir entwerfen die Texte in der Wireframe-Phase gemeinsam mit Ihnen, auf Basis von Interviews mit Ihrem Team und Ihren Kunden. Viele Kunden überarbeiten unsere Entwürfe; manche überlassen uns die gesamte Aufgabe.',
              ar: 'نصوغ مسودات النصوص معك خلال مرحلة المخططات الهيكلية، استنادًا إلى مقابلات مع فريقك وعملائك. يحرر كثير من العملاء مسوداتنا، ويوكل إلينا بعضهم المهمة بأكملها.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Is your website selling the product you have today?',
          de: 'Verkauft Ihre Website das Produkt, das Sie heute haben?',
          ar: 'هل يبيع موقعك المنتج الذي تملكه اليوم؟',
        },
        text: {
          en: 'Share your current site and your goals. We will come back with observations and a proposal for a redesign or a focused set of improvements.',
          de: 'Zeigen Sie uns Ihre aktuelle Website und Ihre Ziele. Wir melden uns mit unseren Beobachtungen und einem Vorschlag für ein Redesign oder gezielte Verbesserungen.',
          ar: 'شاركنا موقعك الحالي وأهدافك. وسنعود إليك بملاحظاتنا ومقترح لإعادة التصميم أو لمجموعة مركّزة من التحسينات.',
        },
        action: {
          label: {
            en: 'Get a website review',
            de: 'Website-Review anfordern',
            ar: 'احصل على مراجعة لموقعك',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['kindred-box'],
    keywords: [
      'web design',
      'web design agency',
      'marketing website design',
      'landing page design',
      'headless CMS',
      'SEO',
      'responsive design',
    ],
  },
] satisfies ServiceInput[];
