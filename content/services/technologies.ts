import type { ServiceInput } from '../schema/index.ts';

export default [
  {
    slug: 'flutter-app-development',
    group: 'technologies',
    path: '/services/flutter-app-development',
    name: { en: 'Flutter', de: 'Flutter', ar: 'Flutter' },
    title: {
      en: 'Flutter app development company',
      de: 'Agentur für Flutter-App-Entwicklung',
      ar: 'شركة تطوير تطبيقات Flutter',
    },
    description: {
      en: 'Fernhill builds Flutter apps for iOS, Android and web from one Dart codebase, with typed platform channels, golden tests and release pipelines.',
      de: 'Fernhill entwickelt Flutter-Apps für iOS, Android und Web aus einer Dart-Codebasis – mit typisierten Platform Channels, Golden-Tests und Release-Pipelines.',
      ar: 'تبني Fernhill تطبيقات Flutter لأنظمة iOS وAndroid والويب من قاعدة شيفرة واحدة بلغة Dart، مع قنوات منصة محددة الأنواع واختبارات Golden ومسارات إصدار.',
    },
    summary: {
      en: 'One Dart codebase for iOS, Android and web, with native integrations and pixel-accurate golden tests.',
      de: 'Eine Dart-Codebasis für iOS, Android und Web, mit nativen Integrationen und pixelgenauen Golden-Tests.',
      ar: 'قاعدة شيفرة واحدة بلغة Dart لأنظمة iOS وAndroid والويب، مع تكاملات أصلية واختبارات Golden دقيقة حتى مستوى البكسل.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Technologies', de: 'Technologien', ar: 'التقنيات' },
        heading: {
          en: 'Flutter apps that hold 60 frames per second on a three-year-old Android phone',
          de: 'Flutter-Apps, die auf einem drei Jahre alten Android-Smartphone 60 Bilder pro Sekunde halten',
          ar: 'تطبيقات Flutter تحافظ على 60 إطارًا في الثانية على هاتف Android عمره ثلاث سنوات',
        },
        lead: {
          en: 'We build Flutter apps for teams that want one codebase without the usual compromises: native integrations where they matter, predictable performance and weekly releases.',
          de: 'Wir entwickeln Flutter-Apps für Teams, die eine einzige Codebasis wollen, aber ohne die üblichen Kompromisse: native Integrationen, wo sie zählen, berechenbare Performance und wöchentliche Releases.',
          ar: 'نبني تطبيقات Flutter للفرق التي تريد قاعدة شيفرة واحدة دون التنازلات المعتادة: تكاملات أصلية حيث تكون مهمة، وأداء يمكن التنبؤ به، وإصدارات أسبوعية.',
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
          en: 'What we build with Flutter',
          de: 'Was wir mit Flutter entwickeln',
          ar: 'ما نبنيه باستخدام Flutter',
        },
        items: [
          {
            title: {
              en: 'Consumer apps for iOS and Android',
              de: 'Consumer-Apps für iOS und Android',
              ar: 'تطبيقات للمستهلكين على iOS وAndroid',
            },
            text: {
              en: 'Subscription, community and commerce apps with custom motion, deep links and in-app purchases via StoreKit 2 and Play Billing.',
              de: 'Abo-, Community- und Commerce-Apps mit individuellen Animationen, Deep Links und In-App-Käufen über StoreKit 2 und Play Billing.',
              ar: 'تطبيقات اشتراكات ومجتمعات وتجارة بحركات مخصصة وروابط عميقة ومشتريات داخل التطبيق عبر StoreKit 2 وPlay Billing.',
            },
          },
          {
            title: {
              en: 'Native integrations through platform channels',
              de: 'Native Integrationen über Platform Channels',
              ar: 'تكاملات أصلية عبر قنوات المنصة',
            },
            text: {
              en: 'Type-safe Pigeon bridges for HealthKit, Health Connect, Bluetooth LE, NFC and vendor SDKs that only ship in Swift or Kotlin.',
              de: 'Typsichere Pigeon-Bridges für HealthKit, Health Connect, Bluetooth LE, NFC und Hersteller-SDKs, die es nur für Swift oder Kotlin gibt.',
              ar: 'جسور Pigeon آمنة الأنواع لـ HealthKit وHealth Connect وBluetooth LE وNFC وحزم SDK من مزوّدين لا تتوفر إلا بلغة Swift أو Kotlin.',
            },
          },
          {
            title: {
              en: 'Offline-first field apps',
              de: 'Offline-first-Apps für den Außeneinsatz',
              ar: 'تطبيقات ميدانية تعطي الأولوية للعمل دون اتصال',
            },
            text: {
              en: 'Drift or Isar storage, background sync and conflict handling for crews and clinicians who work where the signal drops.',
              de: 'Speicherung mit Drift oder Isar, Hintergrundsynchronisierung und Konfliktbehandlung für Einsatzteams und medizinisches Personal, die dort arbeiten, wo das Netz abbricht.',
              ar: 'تخزين باستخدام Drift أو Isar، ومزامنة في الخلفية، ومعالجة للتعارضات، لفرق العمل الميداني والكوادر الطبية الذين يعملون حيث تنقطع الإشارة.',
            },
          },
          {
            title: {
              en: 'Add-to-app migrations',
              de: 'Migrationen per Add-to-App',
              ar: 'ترحيل تدريجي بأسلوب Add-to-App',
            },
            text: {
              en: 'Flutter modules embedded in an existing native app, so you migrate screen by screen instead of betting on a rewrite.',
              de: 'Flutter-Module, eingebettet in eine bestehende native App, sodass Sie Screen für Screen migrieren, statt alles auf einen Rewrite zu setzen.',
              ar: 'وحدات Flutter مضمّنة في تطبيق أصلي قائم، لتنتقل شاشةً تلو الأخرى بدلًا من المراهنة على إعادة كتابة كاملة.',
            },
          },
          {
            title: {
              en: 'Companion web and desktop builds',
              de: 'Begleitende Web- und Desktop-Builds',
              ar: 'نسخ مرافقة للويب وسطح المكتب',
            },
            text: {
              en: 'Admin consoles and kiosk apps compiled from the same widgets, where sharing code with mobile genuinely saves effort.',
              de: 'Admin-Konsolen und Kiosk-Apps, kompiliert aus denselben Widgets – dort, wo geteilter Code mit der Mobile App tatsächlich Aufwand spart.',
              ar: 'لوحات إدارة وتطبيقات أكشاك مبنية من الأدوات (widgets) نفسها، حين توفّر مشاركة الشيفرة مع تطبيق الجوال جهدًا حقيقيًا.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach Flutter',
          de: 'Unser Ansatz für Flutter',
          ar: 'نهجنا في العمل مع Flutter',
        },
        paragraphs: [
          {
            en: 'We pick state management per team: Riverpod for most product apps, Bloc when your team already knows it. Every screen gets a golden test on fixed device sizes, so a padding regression fails a pixel diff in CI instead of becoming a support ticket. Integration tests run on real hardware in Firebase Test Lab, in the same pipeline our [QA team](/services/qa-testing) uses for release sign-off.',
            de: 'Das State Management wählen wir pro Team: Riverpod für die meisten Produkt-Apps, Bloc, wenn Ihr Team es bereits kennt. Jeder Screen bekommt einen Golden-Test auf festen Gerätegrößen, sodass ein verrutschtes Padding im CI an einem Pixelvergleich scheitert, statt zum Support-Ticket zu werden. Integrationstests laufen auf echter Hardware im Firebase Test Lab – in derselben Pipeline, die unser [QA-Team](/services/qa-testing) für die Release-Freigabe nutzt.',
            ar: 'نختار أسلوب إدارة الحالة بحسب كل فريق: Riverpod لمعظم تطبيقات المنتجات، وBloc إذا كان فريقك يعرفه مسبقًا. وتحصل كل شاشة على اختبار Golden بمقاسات أجهزة ثابتة، فيُكتشف أي خلل في الهوامش الداخلية عبر مقارنة البكسلات في CI بدلًا من أن يتحول إلى تذكرة دعم. وتعمل اختبارات التكامل على أجهزة حقيقية في Firebase Test Lab، ضمن المسار نفسه الذي يستخدمه [فريق ضمان الجودة](/services/qa-testing) لدينا لاعتماد الإصدارات.',
          },
          {
            en: 'Impeller, now the default renderer on iOS and modern Android, removed most first-run shader jank, but we still profile with Flutter DevTools on low-end devices and keep frames under the 16 ms budget. Images are sized at decode time and heavy JSON parsing moves to background isolates.',
            de: 'Impeller, inzwischen der Standard-Renderer unter iOS und aktuellen Android-Versionen, hat das meiste Shader-Ruckeln beim ersten Start beseitigt. Trotzdem profilieren wir mit Flutter DevTools auf leistungsschwachen Geräten und halten jeden Frame unter dem Budget von 16\u00a0ms. Bilder werden beim Dekodieren passend skaliert, und aufwendiges JSON-Parsing wandert in Hintergrund-Isolates.',
            ar: 'أزال Impeller، الذي أصبح محرك العرض الافتراضي على iOS وإصدارات Android الحديثة، معظمَ التقطّع الناتج عن تجهيز الظلال (shaders) عند التشغيل الأول، لكننا ما زلنا نحلل الأداء باستخدام Flutter DevTools على الأجهزة الضعيفة ونُبقي زمن كل إطار دون حد 16 مللي ثانية. ويُضبط حجم الصور عند فك ترميزها، وتُنقل عمليات تحليل JSON الثقيلة إلى عوازل (isolates) تعمل في الخلفية.',
          },
          {
            en: 'The pitfall we see most in inherited Flutter code is plugin sprawl: dozens of pub.dev packages, several unmaintained. We audit each one, wrap the risky ones behind our own interfaces and write platform code ourselves when a plugin is the weakest link. Our [mobile designers](/services/mobile-design) work from the same ThemeExtension-based design system, so what ships matches what was approved.',
            de: 'Die häufigste Falle in übernommenem Flutter-Code ist Plugin-Wildwuchs: Dutzende pub.dev-Pakete, mehrere davon ungepflegt. Wir prüfen jedes einzelne, kapseln die riskanten hinter eigenen Schnittstellen und schreiben Plattformcode selbst, wenn ein Plugin das schwächste Glied ist. Unsere [Mobile-Designer](/services/mobile-design) arbeiten mit demselben Designsystem auf Basis von ThemeExtension, sodass das Ausgelieferte dem Freigegebenen entspricht.',
            ar: 'أكثر ما نصادفه من مشكلات في شيفرة Flutter الموروثة هو تكدّس الإضافات: عشرات الحزم من pub.dev، عدد منها متروك دون صيانة. نفحص كل حزمة، ونعزل الحزم الخطرة خلف واجهات خاصة بنا، ونكتب شيفرة المنصة بأنفسنا حين تكون الإضافة الحلقة الأضعف. ويعمل [مصممو تطبيقات الجوال](/services/mobile-design) لدينا انطلاقًا من نظام التصميم نفسه المبني على ThemeExtension، فيطابق ما يُطلق ما جرى اعتماده.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How a Flutter engagement runs',
          de: 'So läuft ein Flutter-Projekt ab',
          ar: 'كيف يسير مشروع Flutter',
        },
        items: [
          {
            title: {
              en: 'Platform risk spike',
              de: 'Spike zu Plattformrisiken',
              ar: 'تجربة استكشافية لمخاطر المنصة',
            },
            text: {
              en: 'In week one we prototype the riskiest integrations, such as Bluetooth pairing or background location, on both platforms.',
              de: 'In der ersten Woche bauen wir Prototypen der riskantesten Integrationen, etwa Bluetooth-Kopplung oder Standortermittlung im Hintergrund, auf beiden Plattformen.',
              ar: 'في الأسبوع الأول نبني نماذج أولية لأخطر التكاملات، مثل الاقتران عبر Bluetooth أو تحديد الموقع في الخلفية، على كلتا المنصتين.',
            },
          },
          {
            title: {
              en: 'Design system in widgets',
              de: 'Designsystem als Widgets',
              ar: 'نظام التصميم في صورة أدوات (widgets)',
            },
            text: {
              en: 'Tokens, typography and core components are built and golden-tested first.',
              de: 'Tokens, Typografie und Kernkomponenten werden zuerst gebaut und mit Golden-Tests abgesichert.',
              ar: 'نبني رموز التصميم (tokens) والخطوط والمكوّنات الأساسية أولًا ونغطيها باختبارات Golden.',
            },
          },
          {
            title: {
              en: 'Two-week feature sprints',
              de: 'Zweiwöchige Feature-Sprints',
              ar: 'سبرنتات للميزات مدة كل منها أسبوعان',
            },
            text: {
              en: 'Each sprint ends with TestFlight and Play internal-track builds, produced by Codemagic or GitHub Actions with Fastlane.',
              de: 'Jeder Sprint endet mit Builds für TestFlight und den internen Play-Track, erstellt mit Codemagic oder GitHub Actions und Fastlane.',
              ar: 'ينتهي كل سبرنت بنسخ على TestFlight والمسار الداخلي في Play، تُنتَج عبر Codemagic أو GitHub Actions مع Fastlane.',
            },
          },
          {
            title: { en: 'Store readiness', de: 'Store-Reife', ar: 'الجاهزية للمتاجر' },
            text: {
              en: 'Privacy manifests, data safety forms and review notes are prepared in parallel, so submission is a formality.',
              de: 'Privacy Manifests, Angaben zur Datensicherheit und Hinweise für das Review werden parallel vorbereitet, sodass die Einreichung zur Formsache wird.',
              ar: 'تُجهَّز بيانات الخصوصية (privacy manifests) ونماذج أمان البيانات وملاحظات المراجعة بالتوازي، فيصبح التقديم إلى المتاجر مجرد إجراء شكلي.',
            },
          },
          {
            title: {
              en: 'Staged rollout and monitoring',
              de: 'Gestaffelter Rollout und Monitoring',
              ar: 'طرح تدريجي ومراقبة',
            },
            text: {
              en: 'We release to a share of users, watch Crashlytics, and widen the rollout once crash-free sessions stay above 99.8%.',
              de: 'Wir veröffentlichen zunächst für einen Teil der Nutzer, beobachten Crashlytics und weiten den Rollout aus, sobald die absturzfreien Sessions stabil über 99,8\u00a0% liegen.',
              ar: 'نطلق الإصدار لنسبة من المستخدمين، ونراقب Crashlytics، ثم نوسّع الطرح حين تستقر نسبة الجلسات الخالية من الأعطال فوق 99.8%.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'Flutter questions we hear often',
          de: 'Häufige Fragen zu Flutter',
          ar: 'أسئلة شائعة حول Flutter',
        },
        items: [
          {
            question: {
              en: 'Should we choose Flutter or React Native?',
              de: 'Sollten wir uns für Flutter oder React Native entscheiden?',
              ar: 'هل نختار Flutter أم React Native؟',
            },
            answer: {
              en: 'Flutter is stronger when the interface is highly custom, pixel consistency across platforms matters, or animation performance is critical. React Native wins when you already have a React web team and want to share logic with it. We build both and will recommend one after seeing your roadmap and hiring plans.',
              de: 'Flutter ist stärker, wenn die Oberfläche stark individualisiert ist, pixelgenaue Konsistenz über Plattformen hinweg zählt oder die Animationsperformance entscheidend ist. React Native gewinnt, wenn Sie bereits ein React-Webteam haben und Logik mit ihm teilen möchten. Wir entwickeln mit beiden und empfehlen Ihnen eines, sobald wir Ihre Roadmap und Ihre Einstellungspläne kennen.',
              ar: 'يتفوق Flutter حين تكون الواجهة مخصصة بدرجة كبيرة، أو يكون الاتساق على مستوى البكسل بين المنصات مهمًا، أو يكون أداء الرسوم المتحركة حاسمًا. أما React Native فيتفوق إذا كان لديك بالفعل فريق ويب يعمل بـ React وتريد مشاركة المنطق معه. نحن نبني بكليهما، وسنوصي بأحدهما بعد الاطلاع على خارطة طريقك وخطط التوظيف لديك.',
            },
          },
          {
            question: {
              en: 'Can Flutter access every native feature we need?',
              de: 'Kann Flutter auf jede native Funktion zugreifen, die wir brauchen?',
              ar: 'هل يستطيع Flutter الوصول إلى كل ميزة أصلية نحتاج إليها؟',
            },
            answer: {
              en: 'Yes. Anything Swift or Kotlin can do, Flutter can reach through platform channels. We generate those bridges with Pigeon so the contract is typed on both sides.',
              de: 'Ja. Alles, was Swift oder Kotlin können, erreicht Flutter über Platform Channels. Diese Bridges generieren wir mit Pigeon, damit der Vertrag auf beiden Seiten typisiert ist.',
              ar: 'نعم. كل ما تستطيع Swift أو Kotlin فعله يمكن لـ Flutter الوصول إليه عبر قنوات المنصة. ونولّد هذه الجسور باستخدام Pigeon ليكون العقد محدد الأنواع من الجهتين.',
            },
          },
          {
            question: {
              en: 'How large will the app be?',
              de: 'Wie groß wird die App?',
              ar: 'ما الحجم المتوقع للتطبيق؟',
            },
            answer: {
              en: 'Flutter adds roughly 4–6 MB compared with a minimal native app. We keep the rest in check with tree-shaken icon fonts, compressed assets and deferred components, and report app size on every build.',
              de: 'Flutter bringt gegenüber einer minimalen nativen App rund 4–6\u00a0MB mehr mit. Den Rest halten wir mit per Tree Shaking reduzierten Icon-Fonts, komprimierten Assets und Deferred Components im Rahmen und weisen die App-Größe bei jedem Build aus.',
              ar: 'يضيف Flutter نحو 4–6 ميغابايت مقارنةً بتطبيق أصلي بسيط. ونُبقي بقية الحجم تحت السيطرة بخطوط أيقونات مُقلَّصة عبر tree shaking، وأصول مضغوطة، ومكوّنات مؤجلة التحميل، ونرصد حجم التطبيق في كل بناء.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Planning a Flutter app or inheriting one?',
          de: 'Sie planen eine Flutter-App oder übernehmen eine?',
          ar: 'هل تخطط لتطبيق Flutter أو ورثت تطبيقًا قائمًا؟',
        },
        text: {
          en: 'Send us your repository or your idea. A senior Flutter engineer will come back with risks, options and a realistic estimate within a week.',
          de: 'Schicken Sie uns Ihr Repository oder Ihre Idee. Jemand aus unserem erfahrenen Flutter-Team meldet sich innerhalb einer Woche mit Risiken, Optionen und einer realistischen Schätzung.',
          ar: 'أرسل إلينا مستودعك أو فكرتك، وسيعود إليك مهندس Flutter أول خلال أسبوع بالمخاطر والخيارات وتقدير واقعي.',
        },
        action: {
          label: {
            en: 'Book a Flutter review',
            de: 'Flutter-Review buchen',
            ar: 'احجز مراجعة Flutter',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['joyne'],
    keywords: [
      'Flutter development',
      'Flutter app development company',
      'Dart',
      'cross-platform mobile apps',
      'Impeller',
      'platform channels',
      'golden tests',
    ],
  },
  {
    slug: 'node-js-development',
    group: 'technologies',
    path: '/services/node-js-development',
    name: { en: 'Node.js', de: 'Node.js', ar: 'Node.js' },
    title: {
      en: 'Node.js development company',
      de: 'Agentur für Node.js-Entwicklung',
      ar: 'شركة تطوير Node.js',
    },
    description: {
      en: 'Node.js and TypeScript backends from Fernhill: APIs, real-time services and job workers with tracing, strict validation and a clean upgrade path.',
      de: 'Node.js- und TypeScript-Backends von Fernhill: APIs, Echtzeitdienste und Job-Worker mit Tracing, strikter Validierung und sauberem Upgrade-Pfad.',
      ar: 'أنظمة خلفية بـ Node.js وTypeScript من Fernhill: واجهات API وخدمات فورية ومعالِجات مهام، مع تتبّع وتحقق صارم من المدخلات ومسار ترقية واضح.',
    },
    summary: {
      en: 'TypeScript APIs, real-time services and background workers on Node.js, built to be observable and easy to upgrade.',
      de: 'TypeScript-APIs, Echtzeitdienste und Hintergrund-Worker auf Node.js, beobachtbar gebaut und leicht zu aktualisieren.',
      ar: 'واجهات برمجة بلغة TypeScript وخدمات فورية ومعالِجات مهام خلفية على Node.js، مصممة لتكون قابلة للمراقبة وسهلة التحديث.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Technologies', de: 'Technologien', ar: 'التقنيات' },
        heading: {
          en: 'Node.js backends that stay fast after the launch traffic arrives',
          de: 'Node.js-Backends, die auch nach dem Ansturm zum Launch schnell bleiben',
          ar: 'أنظمة خلفية بـ Node.js تبقى سريعة حين يتدفق الزوار مع الإطلاق',
        },
        lead: {
          en: 'We build TypeScript services on Node.js for product teams that need APIs, real-time features and integrations delivered quickly, without the fragile callback-era code that gives Node a bad name.',
          de: 'Wir entwickeln TypeScript-Services auf Node.js für Produktteams, die APIs, Echtzeitfunktionen und Integrationen schnell brauchen – ohne den fragilen Code aus der Callback-Ära, der Node einen schlechten Ruf eingebracht hat.',
          ar: 'نبني خدمات TypeScript على Node.js لفرق المنتجات التي تحتاج إلى واجهات API وميزات فورية وتكاملات تُسلَّم بسرعة، دون الشيفرة الهشة الموروثة من حقبة callbacks التي شوّهت سمعة Node.',
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
          en: 'What we build with Node.js',
          de: 'Was wir mit Node.js entwickeln',
          ar: 'ما نبنيه باستخدام Node.js',
        },
        items: [
          {
            title: {
              en: 'REST and GraphQL APIs',
              de: 'REST- und GraphQL-APIs',
              ar: 'واجهات REST وGraphQL',
            },
            text: {
              en: 'NestJS or Fastify services with OpenAPI contracts, generated clients and versioning rules your mobile apps can rely on.',
              de: 'Services mit NestJS oder Fastify, mit OpenAPI-Verträgen, generierten Clients und Versionierungsregeln, auf die sich Ihre Mobile Apps verlassen können.',
              ar: 'خدمات مبنية بـ NestJS أو Fastify مع عقود OpenAPI وعملاء مولَّدين تلقائيًا وقواعد لإدارة الإصدارات تعتمد عليها تطبيقات الجوال لديك.',
            },
          },
          {
            title: { en: 'Real-time features', de: 'Echtzeitfunktionen', ar: 'ميزات فورية' },
            text: {
              en: 'Chat, live dashboards, presence and collaborative editing over WebSockets, with Redis pub/sub so they scale past a single instance.',
              de: 'Chat, Live-Dashboards, Präsenzanzeige und kollaboratives Bearbeiten über WebSockets – mit Redis Pub/Sub, damit sie über eine einzelne Instanz hinaus skalieren.',
              ar: 'محادثات ولوحات معلومات مباشرة ومؤشرات حضور وتحرير تشاركي عبر WebSockets، مع Redis pub/sub لتتوسع إلى ما بعد خادم واحد.',
            },
          },
          {
            title: {
              en: 'Background jobs and queues',
              de: 'Hintergrundjobs und Queues',
              ar: 'مهام خلفية وطوابير',
            },
            text: {
              en: 'BullMQ or SQS workers for emails, exports, webhooks and billing runs, with retries, idempotency keys and dead-letter handling.',
              de: 'Worker mit BullMQ oder SQS für E-Mails, Exporte, Webhooks und Abrechnungsläufe – mit Retries, Idempotenzschlüsseln und Dead-Letter-Handling.',
              ar: 'معالِجات BullMQ أو SQS لرسائل البريد الإلكتروني والتصدير وwebhooks ودورات الفوترة، مع إعادة المحاولة ومفاتيح منع التكرار (idempotency) ومعالجة الرسائل المتعذرة (dead-letter).',
            },
          },
          {
            title: {
              en: 'Backends for frontends',
              de: 'Backends for Frontends',
              ar: 'أنظمة خلفية مخصصة للواجهات (BFF)',
            },
            text: {
              en: 'A thin aggregation layer that shapes data for React and mobile clients and keeps legacy systems out of the browser.',
              de: 'Eine schlanke Aggregationsschicht, die Daten für React- und Mobile-Clients aufbereitet und Altsysteme vom Browser fernhält.',
              ar: 'طبقة تجميع خفيفة تهيّئ البيانات لعملاء React والجوال، وتُبقي الأنظمة القديمة بعيدًا عن المتصفح.',
            },
          },
          {
            title: {
              en: 'Third-party integrations',
              de: 'Integrationen von Drittanbietern',
              ar: 'التكامل مع خدمات خارجية',
            },
            text: {
              en: 'Stripe, Twilio, Salesforce, HubSpot and ERP connectors with signed webhooks, rate-limit handling and replayable event logs.',
              de: 'Konnektoren für Stripe, Twilio, Salesforce, HubSpot und ERP-Systeme mit signierten Webhooks, Rate-Limit-Handling und wiederabspielbaren Event-Logs.',
              ar: 'موصِّلات لـ Stripe وTwilio وSalesforce وHubSpot وأنظمة ERP مع webhooks موقّعة، ومعالجة لحدود معدل الطلبات، وسجلات أحداث قابلة لإعادة التشغيل.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach Node.js',
          de: 'Unser Ansatz für Node.js',
          ar: 'نهجنا في العمل مع Node.js',
        },
        paragraphs: [
          {
            en: 'Every service we write is TypeScript in strict mode, and every boundary validates its input: request bodies, queue messages and environment variables pass through zod schemas before business code sees them. Data access goes through Prisma or Drizzle with reviewed migrations, and the same types flow into the [React frontends](/services/react-development) we often build alongside.',
            de: 'Jeder Service, den wir schreiben, ist TypeScript im Strict Mode, und jede Schnittstelle validiert ihre Eingaben: Request-Bodys, Queue-Nachrichten und Umgebungsvariablen durchlaufen zod-Schemas, bevor die Geschäftslogik sie zu sehen bekommt. Der Datenzugriff läuft über Prisma oder Drizzle mit geprüften Migrationen, und dieselben Typen fließen in die [React-Frontends](/services/react-development), die wir oft parallel entwickeln.',
            ar: 'كل خدمة نكتبها مبنية بـ TypeScript في الوضع الصارم، وكل نقطة حدودية تتحقق من مدخلاتها: تمر أجسام الطلبات ورسائل الطوابير ومتغيرات البيئة عبر مخططات zod قبل أن تصل إليها شيفرة منطق الأعمال. ويجري الوصول إلى البيانات عبر Prisma أو Drizzle مع ترحيلات مُراجَعة، وتنتقل الأنواع نفسها إلى [واجهات React الأمامية](/services/react-development) التي نبنيها في الغالب بالتوازي.',
          },
          {
            en: 'Node is excellent at I/O and poor at long CPU work on the main thread. We watch event-loop lag as a first-class metric, move image processing and PDF generation to worker threads or separate services, and cap promise concurrency so one bulk import cannot starve every other request. OpenTelemetry traces follow a request from the load balancer through queues to the database.',
            de: 'Node ist hervorragend bei I/O und schwach bei langen CPU-Aufgaben im Haupt-Thread. Wir behandeln die Event-Loop-Verzögerung als zentrale Kennzahl, verlagern Bildverarbeitung und PDF-Erzeugung in Worker Threads oder separate Services und begrenzen die Promise-Parallelität, damit ein einzelner Massenimport nicht alle anderen Requests ausbremst. OpenTelemetry-Traces verfolgen einen Request vom Load Balancer über Queues bis zur Datenbank.',
            ar: 'يتفوق Node في عمليات الإدخال والإخراج (I/O)، لكنه ضعيف في المهام الطويلة التي تستهلك المعالج على الخيط الرئيسي. لذلك نراقب تأخر حلقة الأحداث (event loop) مقياسًا أساسيًا، وننقل معالجة الصور وتوليد ملفات PDF إلى خيوط عاملة أو خدمات منفصلة، ونحدّ من تزامن الوعود (promises) حتى لا تستنزف عملية استيراد جماعية واحدة موارد جميع الطلبات الأخرى. وتتتبع آثار OpenTelemetry الطلب من موازن الأحمال مرورًا بالطوابير حتى قاعدة البيانات.',
          },
          {
            en: 'Dependency sprawl is the other classic risk. Lockfiles are committed, Renovate opens small weekly update PRs, and we track the Node LTS calendar so an end-of-life runtime never becomes an emergency. Our [DevOps engineers](/services/devops) package services as containers with health checks and graceful shutdown so deploys do not drop connections.',
            de: 'Wildwuchs bei Abhängigkeiten ist das andere klassische Risiko. Lockfiles werden eingecheckt, Renovate öffnet jede Woche kleine Update-PRs, und wir behalten den LTS-Kalender von Node im Blick, damit eine Runtime am Ende ihres Lebenszyklus nie zum Notfall wird. Unsere [DevOps-Fachleute](/services/devops) verpacken Services als Container mit Health Checks und Graceful Shutdown, damit Deployments keine Verbindungen kappen.',
            ar: 'أما الخطر التقليدي الآخر فهو تضخم الاعتماديات. لذلك نحفظ ملفات القفل (lockfiles) في المستودع، ويفتح Renovate طلبات دمج صغيرة أسبوعية للتحديثات، ونتابع جدول إصدارات Node طويلة الدعم (LTS) حتى لا تتحول بيئة تشغيل منتهية الدعم إلى حالة طارئة أبدًا. ويحزم [مهندسو DevOps](/services/devops) لدينا الخدمات في حاويات مع فحوصات سلامة وإيقاف سلس، حتى لا تنقطع الاتصالات أثناء النشر.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'From first endpoint to production',
          de: 'Vom ersten Endpoint bis zur Produktion',
          ar: 'من أول نقطة نهاية حتى بيئة الإنتاج',
        },
        items: [
          {
            title: { en: 'Contract first', de: 'Contract First', ar: 'العقد أولًا' },
            text: {
              en: 'We agree the API shape with your client teams as an OpenAPI or GraphQL schema and generate mocks so frontend work starts on day one.',
              de: 'Wir stimmen die Form der API mit Ihren Client-Teams als OpenAPI- oder GraphQL-Schema ab und generieren Mocks, damit die Frontend-Arbeit am ersten Tag beginnen kann.',
              ar: 'نتفق مع فرق تطبيقات العملاء لديك على شكل واجهة API في صورة مخطط OpenAPI أو GraphQL، ونولّد نماذج محاكاة (mocks) ليبدأ العمل على الواجهة الأمامية من اليوم الأول.',
            },
          },
          {
            title: { en: 'Walking skeleton', de: 'Walking Skeleton', ar: 'هيكل أولي قابل للتشغيل' },
            text: {
              en: 'One endpoint deployed end to end, with CI, migrations, secrets, logging and tracing, before we multiply features.',
              de: 'Ein Endpoint, durchgängig deployt mit CI, Migrationen, Secrets, Logging und Tracing, bevor wir Features vervielfachen.',
              ar: 'نقطة نهاية واحدة منشورة من البداية إلى النهاية، مع CI والترحيلات والأسرار والسجلات والتتبع، قبل أن نضاعف الميزات.',
            },
          },
          {
            title: {
              en: 'Feature increments',
              de: 'Feature-Inkremente',
              ar: 'إضافة الميزات على دفعات',
            },
            text: {
              en: 'Each increment ships behind a feature flag with unit tests, contract tests and a load profile for the endpoints it touches.',
              de: 'Jedes Inkrement wird hinter einem Feature Flag ausgeliefert – mit Unit-Tests, Contract-Tests und einem Lastprofil für die betroffenen Endpoints.',
              ar: 'تُطلق كل دفعة خلف مفتاح ميزة (feature flag) مع اختبارات وحدات واختبارات عقود وملف أحمال لنقاط النهاية التي تمسها.',
            },
          },
          {
            title: {
              en: 'Load and failure testing',
              de: 'Last- und Ausfalltests',
              ar: 'اختبارات الأحمال والأعطال',
            },
            text: {
              en: 'k6 scenarios at two to three times expected peak, plus deliberate failures of Redis and third-party APIs, to confirm the service degrades gracefully.',
              de: 'k6-Szenarien mit dem Zwei- bis Dreifachen der erwarteten Spitzenlast sowie gezielte Ausfälle von Redis und Drittanbieter-APIs, um zu bestätigen, dass der Service kontrolliert degradiert.',
              ar: 'سيناريوهات k6 بضعفين إلى ثلاثة أضعاف ذروة الحمل المتوقعة، إلى جانب أعطال متعمدة في Redis وواجهات API الخارجية، للتأكد من أن أداء الخدمة يتراجع بسلاسة دون انهيار.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: { en: 'Node.js questions', de: 'Fragen zu Node.js', ar: 'أسئلة حول Node.js' },
        items: [
          {
            question: {
              en: 'Express, NestJS or Fastify?',
              de: 'Express, NestJS oder Fastify?',
              ar: 'Express أم NestJS أم Fastify؟',
            },
            answer: {
              en: 'For new services with several engineers we usually choose NestJS, because its module structure keeps large codebases navigable. For small, latency-sensitive services Fastify is leaner. We maintain plenty of Express apps too and only migrate when there is a concrete reason.',
              de: 'Für neue Services mit mehreren Entwicklerinnen und Entwicklern wählen wir meist NestJS, weil seine Modulstruktur auch große Codebasen übersichtlich hält. Für kleine, latenzkritische Services ist Fastify schlanker. Wir betreuen auch viele Express-Apps und migrieren nur, wenn es einen konkreten Grund gibt.',
              ar: 'للخدمات الجديدة التي يعمل عليها عدة مهندسين نختار عادةً NestJS، لأن بنيته القائمة على الوحدات تُبقي قواعد الشيفرة الكبيرة سهلة التصفح. أما للخدمات الصغيرة الحساسة لزمن الاستجابة فإن Fastify أخف. ونحن نصون كثيرًا من تطبيقات Express أيضًا، ولا ننتقل منها إلا لسبب ملموس.',
            },
          },
          {
            question: {
              en: 'Is Node.js a good fit for heavy computation?',
              de: 'Eignet sich Node.js für rechenintensive Aufgaben?',
              ar: 'هل يناسب Node.js العمليات الحسابية الثقيلة؟',
            },
            answer: {
              en: 'Not on its own. For analytics, machine learning or large numeric work we pair Node APIs with Python services or worker pools, and keep the Node layer focused on requests, orchestration and real-time traffic.',
              de: 'Allein nicht. Für Analytics, Machine Learning oder umfangreiche numerische Berechnungen kombinieren wir Node-APIs mit Python-Services oder Worker-Pools und konzentrieren die Node-Schicht auf Requests, Orchestrierung und Echtzeit-Traffic.',
              ar: 'ليس بمفرده. ففي التحليلات أو تعلّم الآلة أو العمليات العددية الكبيرة نقرن واجهات Node بخدمات Python أو مجموعات من المعالِجات العاملة، ونُبقي طبقة Node مركّزة على الطلبات والتنسيق والحركة الفورية.',
            },
          },
          {
            question: {
              en: 'Can you take over an existing Node.js codebase?',
              de: 'Können Sie eine bestehende Node.js-Codebasis übernehmen?',
              ar: 'هل يمكنكم تولّي قاعدة شيفرة Node.js قائمة؟',
            },
            answer: {
              en: 'Yes. We start with a two-week audit covering dependencies, test coverage, error handling and hot paths, then propose a stabilization plan. Most teams see fewer production incidents within the first month.',
              de: 'Ja. Wir beginnen mit einem zweiwöchigen Audit zu Abhängigkeiten, Testabdeckung, Fehlerbehandlung und Hot Paths und schlagen dann einen Stabilisierungsplan vor. Die meisten Teams verzeichnen schon im ersten Monat weniger Produktionsvorfälle.',
              ar: 'نعم. نبدأ بتدقيق مدته أسبوعان يشمل الاعتماديات وتغطية الاختبارات ومعالجة الأخطاء والمسارات الأكثر استخدامًا، ثم نقترح خطة لتحقيق الاستقرار. وتلاحظ معظم الفرق انخفاضًا في أعطال بيئة الإنتاج خلال الشهر الأول.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Need a backend your frontend teams can trust?',
          de: 'Sie brauchen ein Backend, dem Ihre Frontend-Teams vertrauen können?',
          ar: 'هل تحتاج إلى نظام خلفي تثق به فرق الواجهات الأمامية لديك؟',
        },
        text: {
          en: 'Tell us about the product, the expected traffic and the systems it must talk to. We will outline an architecture and a first milestone.',
          de: 'Erzählen Sie uns vom Produkt, vom erwarteten Traffic und von den Systemen, mit denen es kommunizieren muss. Wir skizzieren eine Architektur und einen ersten Meilenstein.',
          ar: 'أخبرنا عن المنتج وحجم الحركة المتوقع والأنظمة التي يجب أن يتواصل معها، وسنرسم لك ملامح البنية التقنية وأول محطة رئيسية.',
        },
        action: {
          label: {
            en: 'Discuss your backend',
            de: 'Ihr Backend besprechen',
            ar: 'ناقش نظامك الخلفي معنا',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['shyft', 'kindred-box'],
    keywords: [
      'Node.js development',
      'Node.js development company',
      'TypeScript backend',
      'NestJS',
      'Fastify',
      'real-time APIs',
      'BullMQ',
    ],
  },
  {
    slug: 'react-development',
    group: 'technologies',
    path: '/services/react-development',
    name: { en: 'React', de: 'React', ar: 'React' },
    title: {
      en: 'React development company',
      de: 'Agentur für React-Entwicklung',
      ar: 'شركة تطوير React',
    },
    description: {
      en: 'React and Next.js applications from Fernhill: fast, accessible interfaces with clear state management, Core Web Vitals budgets and tested components.',
      de: 'React- und Next.js-Anwendungen von Fernhill: schnelle, barrierefreie Oberflächen mit klarem State Management, Core-Web-Vitals-Budgets und getesteten Komponenten.',
      ar: 'تطبيقات React وNext.js من Fernhill: واجهات سريعة وسهلة الوصول مع إدارة حالة واضحة، وميزانيات أداء لمؤشرات Core Web Vitals، ومكوّنات مختبَرة.',
    },
    summary: {
      en: 'React and Next.js interfaces that load quickly, stay accessible and remain easy to change as the product grows.',
      de: 'React- und Next.js-Oberflächen, die schnell laden, barrierefrei bleiben und sich mit dem Produkt leicht weiterentwickeln lassen.',
      ar: 'واجهات مبنية بـ React وNext.js تُحمَّل بسرعة وتبقى سهلة الوصول ويسهل تعديلها مع نمو المنتج.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Technologies', de: 'Technologien', ar: 'التقنيات' },
        heading: {
          en: 'React applications your next five engineers can understand',
          de: 'React-Anwendungen, die auch Ihre nächsten fünf Entwicklerinnen und Entwickler verstehen',
          ar: 'تطبيقات React يفهمها المهندسون الخمسة القادمون إلى فريقك',
        },
        lead: {
          en: 'We build React and Next.js frontends for SaaS products, dashboards and customer portals, with the structure, performance budgets and tests that keep a growing codebase from slowing your team down.',
          de: 'Wir entwickeln React- und Next.js-Frontends für SaaS-Produkte, Dashboards und Kundenportale – mit der Struktur, den Performance-Budgets und den Tests, die verhindern, dass eine wachsende Codebasis Ihr Team ausbremst.',
          ar: 'نبني واجهات أمامية بـ React وNext.js لمنتجات SaaS ولوحات المعلومات وبوابات العملاء، مع البنية وميزانيات الأداء والاختبارات التي تمنع قاعدة الشيفرة المتنامية من إبطاء فريقك.',
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
          en: 'What we build with React',
          de: 'Was wir mit React entwickeln',
          ar: 'ما نبنيه باستخدام React',
        },
        items: [
          {
            title: {
              en: 'Product dashboards and SaaS apps',
              de: 'Produkt-Dashboards und SaaS-Apps',
              ar: 'لوحات معلومات المنتجات وتطبيقات SaaS',
            },
            text: {
              en: 'Data-dense interfaces with TanStack Query and Table, virtualized lists, keyboard shortcuts and permission-aware views.',
              de: 'Datenreiche Oberflächen mit TanStack Query und Table, virtualisierten Listen, Tastenkürzeln und berechtigungsabhängigen Ansichten.',
              ar: 'واجهات كثيفة البيانات باستخدام TanStack Query وTable، مع قوائم افتراضية، واختصارات لوحة المفاتيح، وعروض تراعي صلاحيات المستخدم.',
            },
          },
          {
            title: {
              en: 'Next.js sites and storefronts',
              de: 'Next.js-Websites und Onlineshops',
              ar: 'مواقع ومتاجر إلكترونية بـ Next.js',
            },
            text: {
              en: 'Server rendering, static generation and React Server Components where they improve load time and search visibility.',
              de: 'Server-Rendering, statische Generierung und React Server Components, wo sie Ladezeit und Sichtbarkeit in Suchmaschinen verbessern.',
              ar: 'العرض من جهة الخادم، والتوليد الثابت، وReact Server Components، حيثما تحسّن زمن التحميل والظهور في محركات البحث.',
            },
          },
          {
            title: {
              en: 'Component libraries',
              de: 'Komponentenbibliotheken',
              ar: 'مكتبات المكوّنات',
            },
            text: {
              en: 'Typed, documented components in Storybook with visual regression tests, shared across every app in your organization.',
              de: 'Typisierte, dokumentierte Komponenten in Storybook mit visuellen Regressionstests, gemeinsam genutzt von allen Apps in Ihrem Unternehmen.',
              ar: 'مكوّنات محددة الأنواع وموثّقة في Storybook مع اختبارات انحدار بصرية، تتشاركها جميع التطبيقات في مؤسستك.',
            },
          },
          {
            title: {
              en: 'Migrations and upgrades',
              de: 'Migrationen und Upgrades',
              ar: 'الترحيل والترقيات',
            },
            text: {
              en: 'Create React App to Vite, class components to hooks, Pages Router to App Router, done incrementally while features keep shipping.',
              de: 'Von Create React App zu Vite, von Klassenkomponenten zu Hooks, vom Pages Router zum App Router – schrittweise, während weiter Features ausgeliefert werden.',
              ar: 'من Create React App إلى Vite، ومن مكوّنات الأصناف إلى hooks، ومن Pages Router إلى App Router، على مراحل تدريجية مع استمرار إطلاق الميزات.',
            },
          },
          {
            title: {
              en: 'Accessibility remediation',
              de: 'Barrierefreiheit nachrüsten',
              ar: 'معالجة مشكلات سهولة الوصول',
            },
            text: {
              en: 'Audits against WCAG 2.2 AA and fixes for focus management, semantics and screen reader announcements in complex widgets.',
              de: 'Audits nach WCAG 2.2 AA und Korrekturen bei Fokusmanagement, Semantik und Screenreader-Ansagen in komplexen Widgets.',
              ar: 'تدقيق وفق معيار WCAG 2.2 AA وإصلاحات لإدارة التركيز والدلالات وإعلانات قارئات الشاشة في المكوّنات المعقدة.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach React',
          de: 'Unser Ansatz für React',
          ar: 'نهجنا في العمل مع React',
        },
        paragraphs: [
          {
            en: 'Most slow, fragile React apps share one cause: server data and interface state tangled in a global store. We keep server state in TanStack Query or server components, keep local state local, and reach for Zustand or Redux Toolkit only for genuinely shared client state. Forms use React Hook Form with zod schemas shared with the API, so validation rules live in one place.',
            de: 'Die meisten langsamen, fragilen React-Apps haben dieselbe Ursache: Serverdaten und UI-State, verknäult in einem globalen Store. Wir halten den Server-State in TanStack Query oder Server Components, lassen lokalen State lokal und greifen nur für wirklich geteilten Client-State zu Zustand oder Redux Toolkit. Formulare nutzen React Hook Form mit zod-Schemas, die mit der API geteilt werden, sodass die Validierungsregeln an einer Stelle liegen.',
            ar: 'تشترك معظم تطبيقات React البطيئة والهشة في سبب واحد: تشابك بيانات الخادم وحالة الواجهة في مخزن عام واحد. نحن نُبقي حالة الخادم في TanStack Query أو مكوّنات الخادم، ونُبقي الحالة المحلية محلية، ولا نلجأ إلى Zustand أو Redux Toolkit إلا لحالة العميل المشتركة فعلًا. وتستخدم النماذج React Hook Form مع مخططات zod مشتركة مع واجهة API، فتبقى قواعد التحقق في مكان واحد.',
          },
          {
            en: 'Performance is measured, not assumed. Lighthouse CI runs on every pull request with budgets for Largest Contentful Paint under 2.5 s and Interaction to Next Paint under 200 ms, and bundle size diffs are posted as comments. We fix re-render storms with the React Profiler rather than sprinkling memo everywhere.',
            de: 'Performance wird gemessen, nicht angenommen. Lighthouse CI läuft bei jedem Pull Request mit Budgets für Largest Contentful Paint unter 2,5\u00a0s und Interaction to Next Paint unter 200\u00a0ms, und Änderungen der Bundle-Größe werden als Kommentare gepostet. Re-Render-Stürme beheben wir mit dem React Profiler, statt überall memo zu verstreuen.',
            ar: 'نقيس الأداء ولا نفترضه. يعمل Lighthouse CI مع كل طلب دمج بميزانيات تُبقي Largest Contentful Paint دون 2.5 ثانية وInteraction to Next Paint دون 200 مللي ثانية، وتُنشر فروق حجم الحزم في صورة تعليقات. ونعالج موجات إعادة العرض المتلاحقة باستخدام React Profiler بدلًا من نثر memo في كل مكان.',
          },
          {
            en: 'Components are tested the way users use them, with Vitest and Testing Library, and critical journeys run end to end in Playwright. When a product spans several apps we extract a shared library and pair it with a [design system](/services/design-systems), and for public sites we work with our [web development](/services/web-development) team on rendering strategy and SEO.',
            de: 'Komponenten testen wir so, wie Nutzer sie verwenden – mit Vitest und Testing Library –, und kritische Journeys laufen End-to-End in Playwright. Erstreckt sich ein Produkt über mehrere Apps, extrahieren wir eine gemeinsame Bibliothek und verbinden sie mit einem [Designsystem](/services/design-systems). Bei öffentlichen Websites arbeiten wir mit unserem Team für [Webentwicklung](/services/web-development) an Rendering-Strategie und SEO.',
            ar: 'نختبر المكوّنات بالطريقة التي يستخدمها بها المستخدمون، عبر Vitest وTesting Library، وتُشغَّل رحلات المستخدم الحرجة من البداية إلى النهاية في Playwright. وحين يمتد المنتج عبر عدة تطبيقات، نستخرج مكتبة مشتركة ونقرنها بـ[نظام تصميم](/services/design-systems)، وفي المواقع العامة نعمل مع فريق [تطوير الويب](/services/web-development) لدينا على استراتيجية العرض وتحسين محركات البحث (SEO).',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How we deliver React projects',
          de: 'So setzen wir React-Projekte um',
          ar: 'كيف ننفّذ مشاريع React',
        },
        items: [
          {
            title: {
              en: 'Codebase or concept review',
              de: 'Review von Codebasis oder Konzept',
              ar: 'مراجعة قاعدة الشيفرة أو الفكرة',
            },
            text: {
              en: 'We assess the current app or the product brief, choose rendering strategy and state boundaries, and write them down as short decision records.',
              de: 'Wir bewerten die bestehende App oder das Produkt-Briefing, legen Rendering-Strategie und State-Grenzen fest und halten sie in kurzen Decision Records fest.',
              ar: 'نقيّم التطبيق الحالي أو موجز المنتج، ونختار استراتيجية العرض وحدود الحالة، ونوثّقها في سجلات قرارات قصيرة.',
            },
          },
          {
            title: { en: 'Foundations', de: 'Fundament', ar: 'الأسس' },
            text: {
              en: 'Routing, data fetching, auth, error boundaries, linting and CI with performance budgets, in place before the first feature.',
              de: 'Routing, Datenabruf, Authentifizierung, Error Boundaries, Linting und CI mit Performance-Budgets – alles steht vor dem ersten Feature.',
              ar: 'التوجيه وجلب البيانات والمصادقة وحدود الأخطاء والتدقيق الآلي للشيفرة (linting) وCI مع ميزانيات الأداء، وكلها جاهزة قبل أول ميزة.',
            },
          },
          {
            title: { en: 'Feature delivery', de: 'Feature-Umsetzung', ar: 'تسليم الميزات' },
            text: {
              en: 'Vertical slices built with design in Storybook first, then wired to real APIs and demoed every two weeks.',
              de: 'Vertikale Slices, zuerst gemeinsam mit dem Design in Storybook gebaut, dann an echte APIs angebunden und alle zwei Wochen vorgeführt.',
              ar: 'شرائح عمودية تُبنى أولًا مع فريق التصميم في Storybook، ثم تُربط بواجهات API حقيقية وتُعرض كل أسبوعين.',
            },
          },
          {
            title: { en: 'Hardening', de: 'Härtung', ar: 'التحصين قبل الإطلاق' },
            text: {
              en: 'Accessibility audit, cross-browser pass, error monitoring with Sentry and a load test of the slowest pages before launch.',
              de: 'Barrierefreiheits-Audit, Cross-Browser-Prüfung, Fehler-Monitoring mit Sentry und ein Lasttest der langsamsten Seiten vor dem Launch.',
              ar: 'تدقيق سهولة الوصول، وجولة اختبار عبر المتصفحات، ومراقبة الأخطاء باستخدام Sentry، واختبار أحمال لأبطأ الصفحات قبل الإطلاق.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: { en: 'React questions', de: 'Fragen zu React', ar: 'أسئلة حول React' },
        items: [
          {
            question: {
              en: 'Do we need Next.js, or is a plain React app enough?',
              de: 'Brauchen wir Next.js, oder reicht eine reine React-App?',
              ar: 'هل نحتاج إلى Next.js أم يكفي تطبيق React عادي؟',
            },
            answer: {
              en: 'If pages must rank in search or load fast for first-time visitors, Next.js pays for itself. For an authenticated dashboard behind a login, a Vite single-page app is simpler to host and reason about. Many clients end up with both: a Next.js marketing site and a Vite product app sharing components.',
              de: 'Wenn Seiten in Suchmaschinen ranken oder für Erstbesucher schnell laden müssen, macht sich Next.js bezahlt. Für ein Dashboard hinter einem Login ist eine Single-Page-App mit Vite einfacher zu hosten und zu durchschauen. Viele Kunden haben am Ende beides: eine Marketing-Website mit Next.js und eine Produkt-App mit Vite, die sich Komponenten teilen.',
              ar: 'إذا كان يجب أن تتصدر الصفحات نتائج البحث أو أن تُحمَّل بسرعة للزوار الجدد، فإن Next.js يستحق تكلفته. أما للوحة معلومات محمية خلف تسجيل الدخول، فتطبيق صفحة واحدة مبني بـ Vite أبسط في الاستضافة والفهم. وينتهي الأمر بكثير من العملاء إلى الاثنين معًا: موقع تسويقي بـ Next.js وتطبيق منتج بـ Vite يتشاركان المكوّنات.',
            },
          },
          {
            question: {
              en: 'Can you speed up our existing React app?',
              de: 'Können Sie unsere bestehende React-App beschleunigen?',
              ar: 'هل يمكنكم تسريع تطبيق React الحالي لدينا؟',
            },
            answer: {
              en: 'Usually, yes. We profile real sessions, then address the largest wins first: code splitting, oversized dependencies, waterfall requests and unnecessary re-renders. A two-to-four-week performance engagement typically cuts interaction latency noticeably on mid-range devices.',
              de: 'Meist ja. Wir analysieren echte Sessions und gehen dann die größten Hebel zuerst an: Code-Splitting, überdimensionierte Abhängigkeiten, Wasserfall-Requests und unnötige Re-Renders. Ein zwei- bis vierwöchiger Performance-Einsatz senkt die Interaktionslatenz auf Mittelklassegeräten in der Regel spürbar.',
              ar: 'نعم في الغالب. نحلل أداء جلسات حقيقية، ثم نبدأ بأكبر المكاسب: تقسيم الشيفرة، والاعتماديات المتضخمة، والطلبات المتتابعة (waterfall)، وإعادة العرض غير الضرورية. وعادةً ما يخفض تعاون لتحسين الأداء يمتد من أسبوعين إلى أربعة أسابيع زمنَ الاستجابة للتفاعل بشكل ملحوظ على الأجهزة المتوسطة.',
            },
          },
          {
            question: {
              en: 'Which state management library do you use?',
              de: 'Welche State-Management-Bibliothek verwenden Sie?',
              ar: 'ما مكتبة إدارة الحالة التي تستخدمونها؟',
            },
            answer: {
              en: 'As little as possible. TanStack Query covers most needs, and we add Zustand or Redux Toolkit only when several distant components share complex client state. We will work within your existing choice unless it is actively causing bugs.',
              de: 'So wenig wie möglich. TanStack Query deckt die meisten Anforderungen ab, und Zustand oder Redux Toolkit ergänzen wir nur, wenn mehrere weit voneinander entfernte Komponenten komplexen Client-State teilen. Ihre bestehende Wahl behalten wir bei, solange sie nicht aktiv Bugs verursacht.',
              ar: 'أقل ما يمكن. يغطي TanStack Query معظم الاحتياجات، ولا نضيف Zustand أو Redux Toolkit إلا حين تتشارك عدة مكوّنات متباعدة حالةً معقدة لدى العميل. وسنعمل ضمن اختيارك الحالي ما لم يكن يتسبب فعليًا في أخطاء.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Let’s look at your React roadmap',
          de: 'Werfen wir einen Blick auf Ihre React-Roadmap',
          ar: 'لنلقِ نظرة على خارطة طريق React لديك',
        },
        text: {
          en: 'Whether you are starting fresh or untangling a large codebase, a senior React engineer can review your situation and propose a first step.',
          de: 'Ob Sie neu starten oder eine große Codebasis entwirren: Jemand aus unserem erfahrenen React-Team prüft Ihre Situation und schlägt einen ersten Schritt vor.',
          ar: 'سواء كنت تبدأ من الصفر أو تفكّ تشابك قاعدة شيفرة كبيرة، يمكن لمهندس React أول أن يراجع وضعك ويقترح خطوة أولى.',
        },
        action: {
          label: { en: 'Start a conversation', de: 'Gespräch beginnen', ar: 'ابدأ محادثة' },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['kindred-box', 'osmosis', 'tattle'],
    keywords: [
      'React development',
      'React development company',
      'Next.js',
      'React Server Components',
      'TypeScript frontend',
      'WCAG',
      'Core Web Vitals',
    ],
  },
  {
    slug: 'react-native-development',
    group: 'technologies',
    path: '/services/react-native-development',
    name: { en: 'React Native', de: 'React Native', ar: 'React Native' },
    title: {
      en: 'React Native development company',
      de: 'Agentur für React-Native-Entwicklung',
      ar: 'شركة تطوير React Native',
    },
    description: {
      en: 'Fernhill builds React Native apps with Expo, EAS and the New Architecture: shared TypeScript, native modules in Swift and Kotlin, and safe OTA updates.',
      de: 'Fernhill entwickelt React-Native-Apps mit Expo, EAS und der New Architecture: geteiltes TypeScript, native Module in Swift und Kotlin und sichere OTA-Updates.',
      ar: 'تبني Fernhill تطبيقات React Native باستخدام Expo وEAS والبنية الجديدة: شيفرة TypeScript مشتركة، ووحدات أصلية بـ Swift وKotlin، وتحديثات OTA آمنة.',
    },
    summary: {
      en: 'React Native apps with Expo and the New Architecture, sharing TypeScript with your web team and shipping updates safely.',
      de: 'React-Native-Apps mit Expo und der New Architecture, die TypeScript mit Ihrem Web-Team teilen und Updates sicher ausliefern.',
      ar: 'تطبيقات React Native مع Expo والبنية الجديدة، تتشارك شيفرة TypeScript مع فريق الويب لديك وتنشر التحديثات بأمان.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Technologies', de: 'Technologien', ar: 'التقنيات' },
        heading: {
          en: 'React Native apps that earn four-plus stars on both stores',
          de: 'React-Native-Apps, die in beiden Stores mehr als vier Sterne holen',
          ar: 'تطبيقات React Native تحصد أربع نجوم فأكثر في كلا المتجرين',
        },
        lead: {
          en: 'We build iOS and Android apps in React Native for teams that want to share TypeScript and talent with their web product, while still writing native code wherever the experience demands it.',
          de: 'Wir entwickeln iOS- und Android-Apps mit React Native für Teams, die TypeScript und Know-how mit ihrem Webprodukt teilen möchten – und schreiben trotzdem nativen Code, wo immer das Nutzererlebnis es verlangt.',
          ar: 'نبني تطبيقات iOS وAndroid بـ React Native للفرق التي تريد مشاركة TypeScript والكفاءات مع منتجها على الويب، مع كتابة شيفرة أصلية حيثما تتطلب التجربة ذلك.',
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
          en: 'What we build with React Native',
          de: 'Was wir mit React Native entwickeln',
          ar: 'ما نبنيه باستخدام React Native',
        },
        items: [
          {
            title: {
              en: 'Cross-platform product apps',
              de: 'Plattformübergreifende Produkt-Apps',
              ar: 'تطبيقات منتجات متعددة المنصات',
            },
            text: {
              en: 'Consumer and B2B apps on Expo with EAS Build, deep linking, push notifications and analytics wired in from the first sprint.',
              de: 'Consumer- und B2B-Apps auf Expo mit EAS Build, Deep Linking, Push-Benachrichtigungen und Analytics – ab dem ersten Sprint eingebunden.',
              ar: 'تطبيقات للمستهلكين وللشركات (B2B) على Expo مع EAS Build والروابط العميقة والإشعارات الفورية والتحليلات، مدمجة منذ السبرنت الأول.',
            },
          },
          {
            title: {
              en: 'Custom native modules',
              de: 'Individuelle native Module',
              ar: 'وحدات أصلية مخصصة',
            },
            text: {
              en: 'Swift and Kotlin modules through the Expo Modules API or Turbo Modules for camera pipelines, wearables, payments and SDKs without JavaScript bindings.',
              de: 'Swift- und Kotlin-Module über die Expo Modules API oder Turbo Modules für Kamera-Pipelines, Wearables, Zahlungen und SDKs ohne JavaScript-Bindings.',
              ar: 'وحدات بـ Swift وKotlin عبر Expo Modules API أو Turbo Modules لمعالجة صور الكاميرا والأجهزة القابلة للارتداء والمدفوعات وحزم SDK التي لا تتوفر لها روابط JavaScript.',
            },
          },
          {
            title: {
              en: 'New Architecture migrations',
              de: 'Migrationen auf die New Architecture',
              ar: 'الترحيل إلى البنية الجديدة (New Architecture)',
            },
            text: {
              en: 'Moving older apps to Fabric, JSI and bridgeless mode, including replacing libraries that never made the jump.',
              de: 'Umstellung älterer Apps auf Fabric, JSI und den Bridgeless Mode – einschließlich des Ersatzes von Bibliotheken, die den Sprung nie geschafft haben.',
              ar: 'نقل التطبيقات القديمة إلى Fabric وJSI والوضع الخالي من الجسر (bridgeless)، بما في ذلك استبدال المكتبات التي لم تواكب هذا الانتقال.',
            },
          },
          {
            title: {
              en: 'Web and mobile monorepos',
              de: 'Monorepos für Web und Mobile',
              ar: 'مستودعات موحّدة للويب والجوال',
            },
            text: {
              en: 'Shared business logic, API clients and validation between a React web app and a React Native app, with separate UI layers where platforms differ.',
              de: 'Gemeinsame Geschäftslogik, API-Clients und Validierung für eine React-Web-App und eine React-Native-App, mit getrennten UI-Schichten, wo sich die Plattformen unterscheiden.',
              ar: 'منطق أعمال وعملاء API وقواعد تحقق مشتركة بين تطبيق ويب بـ React وتطبيق React Native، مع طبقات واجهة منفصلة حيث تختلف المنصات.',
            },
          },
          {
            title: {
              en: 'Offline and sync',
              de: 'Offline und Synchronisierung',
              ar: 'العمل دون اتصال والمزامنة',
            },
            text: {
              en: 'SQLite or WatermelonDB storage with background sync for apps used in clinics, warehouses and on the road.',
              de: 'Speicherung mit SQLite oder WatermelonDB und Hintergrundsynchronisierung für Apps, die in Praxen, Lagerhallen und unterwegs genutzt werden.',
              ar: 'تخزين باستخدام SQLite أو WatermelonDB مع مزامنة في الخلفية للتطبيقات المستخدمة في العيادات والمستودعات وأثناء التنقل.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach React Native',
          de: 'Unser Ansatz für React Native',
          ar: 'نهجنا في العمل مع React Native',
        },
        paragraphs: [
          {
            en: 'We start on Expo unless there is a specific reason not to: continuous native generation, EAS Build and config plugins remove most of the Xcode and Gradle drift that used to make React Native painful. Hermes is on by default, animations run on the UI thread with Reanimated, and long lists use FlashList.',
            de: 'Wir starten mit Expo, sofern nichts Konkretes dagegen spricht: Continuous Native Generation, EAS Build und Config Plugins beseitigen den Großteil der Konfigurationsdrift bei Xcode und Gradle, die React Native früher so mühsam machte. Hermes ist standardmäßig aktiv, Animationen laufen mit Reanimated im UI-Thread, und lange Listen nutzen FlashList.',
            ar: 'نبدأ على Expo ما لم يكن هناك سبب محدد يمنع ذلك: فالتوليد الأصلي المستمر وEAS Build وإضافات الإعداد (config plugins) تزيل معظم انحرافات إعدادات Xcode وGradle التي كانت تجعل العمل بـ React Native مرهقًا. ويكون Hermes مفعّلًا افتراضيًا، وتعمل الرسوم المتحركة على خيط الواجهة عبر Reanimated، وتستخدم القوائم الطويلة FlashList.',
          },
          {
            en: 'Over-the-air updates with EAS Update are powerful and easy to misuse. We ship only JavaScript and asset changes over the air, tie each update to a runtime version so it cannot reach an incompatible binary, and roll out gradually with instant rollback. Significant functional changes go through store review, as Apple’s guidelines require.',
            de: 'Over-the-Air-Updates mit EAS Update sind mächtig – und leicht zu missbrauchen. Auf diesem Weg liefern wir nur JavaScript- und Asset-Änderungen aus, binden jedes Update an eine Runtime-Version, damit es kein inkompatibles Binary erreicht, und rollen schrittweise mit sofortiger Rollback-Möglichkeit aus. Größere funktionale Änderungen durchlaufen das Store-Review, wie es Apples Richtlinien verlangen.',
            ar: 'التحديثات عبر الهواء باستخدام EAS Update قوية، ويسهل إساءة استخدامها. لذلك لا نرسل عبر الهواء إلا تغييرات JavaScript والأصول، ونربط كل تحديث بإصدار بيئة تشغيل محدد حتى لا يصل إلى نسخة ثنائية غير متوافقة، ونطرح التحديثات تدريجيًا مع إمكانية التراجع الفوري. أما التغييرات الوظيفية الجوهرية فتمر بمراجعة المتجر، كما تشترط إرشادات Apple.',
          },
          {
            en: 'The most common failure we inherit is an app pinned to a React Native version two or three years old because one library blocks the upgrade. We schedule upgrades quarterly as part of [app maintenance](/services/app-maintenance), keep Maestro end-to-end flows green on every build, and coordinate native work with our broader [mobile app development](/services/mobile-app-development) practice.',
            de: 'Das häufigste Problem, das wir übernehmen, ist eine App, die auf einer zwei oder drei Jahre alten React-Native-Version festhängt, weil eine einzige Bibliothek das Upgrade blockiert. Wir planen Upgrades quartalsweise im Rahmen der [App-Wartung](/services/app-maintenance) ein, halten die End-to-End-Flows in Maestro bei jedem Build grün und stimmen native Arbeit mit unserem übergreifenden Bereich für [Mobile-App-Entwicklung](/services/mobile-app-development) ab.',
            ar: 'أكثر مشكلة نرثها شيوعًا هي تطبيق عالق على إصدار من React Native عمره سنتان أو ثلاث لأن مكتبة واحدة تعيق الترقية. لذلك نجدول الترقيات كل ثلاثة أشهر ضمن [صيانة التطبيقات](/services/app-maintenance)، ونُبقي مسارات Maestro الشاملة ناجحة في كل بناء، وننسّق العمل الأصلي مع فريق [تطوير تطبيقات الجوال](/services/mobile-app-development) الأوسع لدينا.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'Our React Native process',
          de: 'Unser React-Native-Prozess',
          ar: 'منهجيتنا في React Native',
        },
        items: [
          {
            title: {
              en: 'Architecture and library audit',
              de: 'Architektur- und Bibliotheks-Audit',
              ar: 'تدقيق البنية والمكتبات',
            },
            text: {
              en: 'Navigation, storage and native dependencies are chosen for New Architecture support and maintenance history.',
              de: 'Navigation, Speicherung und native Abhängigkeiten wählen wir danach aus, ob sie die New Architecture unterstützen und wie gut sie gepflegt werden.',
              ar: 'نختار مكتبات التنقل والتخزين والاعتماديات الأصلية بناءً على دعمها للبنية الجديدة وسجل صيانتها.',
            },
          },
          {
            title: { en: 'Shared foundations', de: 'Gemeinsames Fundament', ar: 'أسس مشتركة' },
            text: {
              en: 'Design tokens, API client, auth and error reporting are set up once and reused by web and mobile where it makes sense.',
              de: 'Design-Tokens, API-Client, Authentifizierung und Fehlerberichte werden einmal eingerichtet und, wo sinnvoll, von Web und Mobile gemeinsam genutzt.',
              ar: 'تُعدّ رموز التصميم وعميل API والمصادقة والإبلاغ عن الأخطاء مرة واحدة، ويُعاد استخدامها في الويب والجوال حيثما كان ذلك منطقيًا.',
            },
          },
          {
            title: {
              en: 'Sprint builds on real devices',
              de: 'Sprint-Builds auf echten Geräten',
              ar: 'نسخ كل سبرنت على أجهزة حقيقية',
            },
            text: {
              en: 'Every merge produces an internal EAS build, and Maestro flows run on both platforms before QA picks it up.',
              de: 'Jeder Merge erzeugt einen internen EAS-Build, und Maestro-Flows laufen auf beiden Plattformen, bevor QA ihn übernimmt.',
              ar: 'ينتج كل دمج نسخة EAS داخلية، وتُشغَّل مسارات Maestro على المنصتين قبل أن يتسلمها فريق ضمان الجودة.',
            },
          },
          {
            title: {
              en: 'Launch and update policy',
              de: 'Launch und Update-Richtlinie',
              ar: 'سياسة الإطلاق والتحديث',
            },
            text: {
              en: 'We agree what can ship over the air, set up staged store rollouts and connect crash and performance monitoring.',
              de: 'Wir legen fest, was per OTA-Update ausgeliefert werden darf, richten gestaffelte Store-Rollouts ein und binden Crash- und Performance-Monitoring an.',
              ar: 'نتفق على ما يمكن إطلاقه عبر الهواء، ونُعدّ طرحًا تدريجيًا في المتاجر، ونربط مراقبة الأعطال والأداء.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: {
          en: 'React Native questions',
          de: 'Fragen zu React Native',
          ar: 'أسئلة حول React Native',
        },
        items: [
          {
            question: {
              en: 'Expo or bare React Native?',
              de: 'Expo oder Bare React Native?',
              ar: 'Expo أم React Native المجرّد (bare)؟',
            },
            answer: {
              en: 'Expo, in nearly every case today. The old limitation of not being able to add native code is gone: config plugins and development builds let you include any native library. We go bare only for unusual build requirements, such as embedding React Native inside a large existing native app.',
              de: 'Heute in fast jedem Fall Expo. Die alte Einschränkung, keinen nativen Code hinzufügen zu können, gibt es nicht mehr: Mit Config Plugins und Development Builds lässt sich jede native Bibliothek einbinden. Bare setzen wir nur bei ungewöhnlichen Build-Anforderungen ein, etwa wenn React Native in eine große bestehende native App eingebettet wird.',
              ar: 'Expo في كل الحالات تقريبًا اليوم. فالقيد القديم المتمثل في عدم القدرة على إضافة شيفرة أصلية قد زال، إذ تتيح إضافات الإعداد ونسخ التطوير تضمين أي مكتبة أصلية. ولا نلجأ إلى الإعداد المجرّد إلا لمتطلبات بناء غير معتادة، مثل تضمين React Native داخل تطبيق أصلي كبير قائم.',
            },
          },
          {
            question: {
              en: 'Our app is on an old version. Can you upgrade it?',
              de: 'Unsere App läuft auf einer alten Version. Können Sie sie aktualisieren?',
              ar: 'تطبيقنا يعمل على إصدار قديم، فهل يمكنكم ترقيته؟',
            },
            answer: {
              en: 'Yes. We upgrade in steps, replacing abandoned libraries along the way, and keep the app releasable throughout. A jump of several versions to the New Architecture typically takes four to eight weeks.',
              de: 'Ja. Wir aktualisieren schrittweise, ersetzen dabei aufgegebene Bibliotheken und halten die App die ganze Zeit releasefähig. Ein Sprung über mehrere Versionen hinweg auf die New Architecture dauert in der Regel vier bis acht Wochen.',
              ar: 'نعم. نرقّي التطبيق على مراحل، ونستبدل المكتبات المهجورة في أثناء ذلك، ونُبقي التطبيق قابلًا للإصدار طوال الوقت. وتستغرق القفزة عبر عدة إصدارات إلى البنية الجديدة عادةً من أربعة إلى ثمانية أسابيع.',
            },
          },
          {
            question: {
              en: 'How much code is really shared between iOS and Android?',
              de: 'Wie viel Code teilen sich iOS und Android wirklich?',
              ar: 'ما مقدار الشيفرة المشتركة فعلًا بين iOS وAndroid؟',
            },
            answer: {
              en: 'In most of our projects 85–95% of the code is shared. The remainder is platform-specific UI polish, permissions flows and native modules, which is where users notice whether an app feels native.',
              de: 'In den meisten unserer Projekte werden 85–95\u00a0% des Codes geteilt. Der Rest entfällt auf plattformspezifischen UI-Feinschliff, Berechtigungsabläufe und native Module – genau dort merken Nutzer, ob sich eine App nativ anfühlt.',
              ar: 'في معظم مشاريعنا تكون 85–95% من الشيفرة مشتركة. أما الباقي فهو لمسات واجهة خاصة بكل منصة، ومسارات طلب الأذونات، والوحدات الأصلية، وهي المواضع التي يلاحظ فيها المستخدمون ما إذا كان التطبيق يبدو أصليًا.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Building or rescuing a React Native app?',
          de: 'Sie entwickeln eine React-Native-App oder wollen eine retten?',
          ar: 'هل تبني تطبيق React Native أو تحاول إنقاذ تطبيق قائم؟',
        },
        text: {
          en: 'Share your repository or product plan, and we will come back with an honest view of effort, risks and the fastest path to a stable release.',
          de: 'Teilen Sie Ihr Repository oder Ihren Produktplan mit uns, und wir melden uns mit einer ehrlichen Einschätzung von Aufwand, Risiken und dem schnellsten Weg zu einem stabilen Release.',
          ar: 'شاركنا مستودعك أو خطة منتجك، وسنعود إليك بتقييم صريح للجهد والمخاطر وأسرع طريق إلى إصدار مستقر.',
        },
        action: {
          label: {
            en: 'Get a React Native assessment',
            de: 'React-Native-Einschätzung anfordern',
            ar: 'احصل على تقييم لتطبيق React Native',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['health-in-her-hue', 'shyft', 'jombine'],
    keywords: [
      'React Native development',
      'React Native development company',
      'Expo',
      'EAS Update',
      'New Architecture',
      'cross-platform apps',
      'Turbo Modules',
    ],
  },
  {
    slug: 'ruby-on-rails-development',
    group: 'technologies',
    path: '/services/ruby-on-rails-development',
    name: { en: 'Ruby on Rails', de: 'Ruby on Rails', ar: 'Ruby on Rails' },
    title: {
      en: 'Ruby on Rails development company',
      de: 'Agentur für Ruby-on-Rails-Entwicklung',
      ar: 'شركة تطوير Ruby on Rails',
    },
    description: {
      en: 'Ruby on Rails development and upgrades by Fernhill: Hotwire apps, JSON APIs, Sidekiq jobs and zero-downtime migrations for long-lived products.',
      de: 'Ruby-on-Rails-Entwicklung und -Upgrades von Fernhill: Hotwire-Apps, JSON-APIs, Sidekiq-Jobs und Migrationen ohne Ausfallzeit für langlebige Produkte.',
      ar: 'تطوير Ruby on Rails وترقيته من Fernhill: تطبيقات Hotwire، وواجهات JSON API، ومهام Sidekiq، وترحيلات دون توقف للمنتجات طويلة العمر.',
    },
    summary: {
      en: 'New Rails products, APIs and careful version upgrades for codebases that have years of business logic inside.',
      de: 'Neue Rails-Produkte, APIs und sorgfältige Versions-Upgrades für Codebasen mit jahrelang gewachsener Geschäftslogik.',
      ar: 'منتجات وواجهات برمجة جديدة بـ Rails، وترقيات مدروسة للإصدارات في قواعد شيفرة تحمل سنوات من منطق الأعمال.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Technologies', de: 'Technologien', ar: 'التقنيات' },
        heading: {
          en: 'Rails for teams that want to ship weekly for the next ten years',
          de: 'Rails für Teams, die auch in den nächsten zehn Jahren jede Woche ausliefern wollen',
          ar: 'Rails للفرق التي تريد الإطلاق أسبوعيًا طوال السنوات العشر القادمة',
        },
        lead: {
          en: 'We build new Rails applications and look after established ones: upgrades, performance work and steady feature delivery on codebases that run real businesses.',
          de: 'Wir entwickeln neue Rails-Anwendungen und betreuen bestehende: Upgrades, Performance-Optimierung und stetige Feature-Lieferung für Codebasen, auf denen echte Unternehmen laufen.',
          ar: 'نبني تطبيقات Rails جديدة ونرعى التطبيقات القائمة: ترقيات، وتحسين للأداء، وتسليم منتظم للميزات في قواعد شيفرة تقوم عليها أعمال حقيقية.',
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
          en: 'What we do with Rails',
          de: 'Was wir mit Rails machen',
          ar: 'ما نقدّمه باستخدام Rails',
        },
        items: [
          {
            title: {
              en: 'New Rails 7 and 8 applications',
              de: 'Neue Anwendungen mit Rails 7 und 8',
              ar: 'تطبيقات جديدة بـ Rails 7 و8',
            },
            text: {
              en: 'Server-rendered products with Hotwire, Turbo and Stimulus that feel fast without a separate single-page app to maintain.',
              de: 'Serverseitig gerenderte Produkte mit Hotwire, Turbo und Stimulus, die sich schnell anfühlen – ohne separate Single-Page-App, die gepflegt werden muss.',
              ar: 'منتجات تُعرض من جهة الخادم باستخدام Hotwire وTurbo وStimulus، وتبدو سريعة دون الحاجة إلى صيانة تطبيق صفحة واحدة منفصل.',
            },
          },
          {
            title: {
              en: 'JSON APIs for mobile and React clients',
              de: 'JSON-APIs für Mobile- und React-Clients',
              ar: 'واجهات JSON API لتطبيقات الجوال وReact',
            },
            text: {
              en: 'Versioned APIs with serializers, token auth and OpenAPI documentation generated from request specs.',
              de: 'Versionierte APIs mit Serializern, Token-Authentifizierung und OpenAPI-Dokumentation, die aus Request Specs generiert wird.',
              ar: 'واجهات API ذات إصدارات مع أدوات تسلسل البيانات (serializers) والمصادقة بالرموز (tokens) وتوثيق OpenAPI مولَّد من مواصفات الطلبات (request specs).',
            },
          },
          {
            title: { en: 'Version upgrades', de: 'Versions-Upgrades', ar: 'ترقيات الإصدارات' },
            text: {
              en: 'Rails 4, 5 or 6 and Ruby 2.x brought up to current releases in incremental, releasable steps.',
              de: 'Rails 4, 5 oder 6 und Ruby 2.x, in inkrementellen, releasefähigen Schritten auf aktuelle Versionen gebracht.',
              ar: 'ترقية Rails 4 أو 5 أو 6 وRuby 2.x إلى الإصدارات الحالية عبر خطوات تدريجية قابلة للإصدار.',
            },
          },
          {
            title: {
              en: 'Performance and scaling',
              de: 'Performance und Skalierung',
              ar: 'الأداء وقابلية التوسع',
            },
            text: {
              en: 'N+1 queries removed, caching introduced, slow endpoints moved to Sidekiq or Solid Queue jobs, and Postgres indexes tuned.',
              de: 'N+1-Abfragen beseitigt, Caching eingeführt, langsame Endpoints in Sidekiq- oder Solid-Queue-Jobs ausgelagert und Postgres-Indizes optimiert.',
              ar: 'إزالة استعلامات N+1، وإدخال التخزين المؤقت، ونقل نقاط النهاية البطيئة إلى مهام Sidekiq أو Solid Queue، وضبط فهارس Postgres.',
            },
          },
          {
            title: {
              en: 'Modularizing a large monolith',
              de: 'Modularisierung eines großen Monolithen',
              ar: 'تقسيم نظام أحادي كبير إلى وحدات',
            },
            text: {
              en: 'Packwerk boundaries or Rails engines that let several teams work in one app without stepping on each other.',
              de: 'Packwerk-Grenzen oder Rails Engines, mit denen mehrere Teams in einer App arbeiten, ohne sich gegenseitig auf die Füße zu treten.',
              ar: 'حدود Packwerk أو محركات Rails (engines) تتيح لعدة فرق العمل في تطبيق واحد دون أن يعيق بعضها بعضًا.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach Rails',
          de: 'Unser Ansatz für Rails',
          ar: 'نهجنا في العمل مع Rails',
        },
        paragraphs: [
          {
            en: 'We like the majestic monolith and we know where it strains. Fat models and chains of callbacks are the usual source of surprising behavior, so we move business processes into plain service and form objects with explicit inputs, and keep callbacks for data integrity only. RSpec with FactoryBot covers the domain, and Capybara system tests cover the flows that make money.',
            de: 'Wir mögen den „Majestic Monolith“ – und wir wissen, wo er an seine Grenzen stößt. Fette Models und Ketten von Callbacks sind die übliche Quelle überraschenden Verhaltens. Deshalb verlagern wir Geschäftsprozesse in einfache Service- und Form-Objekte mit expliziten Eingaben und nutzen Callbacks nur noch für die Datenintegrität. RSpec mit FactoryBot deckt die Domäne ab, Capybara-Systemtests decken die Abläufe ab, mit denen Geld verdient wird.',
            ar: 'نحب «النظام الأحادي المهيب» (majestic monolith)، ونعرف مواضع الضغط عليه. فالنماذج المتضخمة وسلاسل الاستدعاءات الراجعة (callbacks) هي المصدر المعتاد للسلوك المفاجئ، لذا ننقل عمليات الأعمال إلى كائنات خدمات ونماذج بسيطة ذات مدخلات صريحة، ونقصر الاستدعاءات الراجعة على سلامة البيانات فقط. ويغطي RSpec مع FactoryBot منطق المجال، بينما تغطي اختبارات النظام بـ Capybara المسارات التي تدرّ الأرباح.',
          },
          {
            en: 'Upgrades follow a dual-boot approach using the next_rails gem: the app runs on both the current and target version in CI, deprecations are fixed on the main branch, and the switch happens when both suites are green. Schema changes go through strong_migrations, so a migration that would lock a busy table is caught in review, not in production. Brakeman and bundler-audit run on every pull request.',
            de: 'Upgrades folgen einem Dual-Boot-Ansatz mit dem Gem next_rails: Die App läuft im CI sowohl auf der aktuellen als auch auf der Zielversion, Deprecations werden im Main-Branch behoben, und umgestellt wird, sobald beide Test-Suites grün sind. Schemaänderungen laufen über strong_migrations, sodass eine Migration, die eine stark genutzte Tabelle sperren würde, im Review auffällt und nicht erst in der Produktion. Brakeman und bundler-audit laufen bei jedem Pull Request.',
            ar: 'تتبع الترقيات أسلوب التشغيل المزدوج (dual boot) باستخدام الحزمة next_rails: إذ يعمل التطبيق في CI على الإصدار الحالي والإصدار المستهدف معًا، وتُعالَج تحذيرات الميزات المتقادمة على الفرع الرئيسي، ويجري التحويل حين تنجح مجموعتا الاختبارات كلتاهما. وتمر تغييرات المخطط عبر strong_migrations، فيُكتشف أي ترحيل قد يقفل جدولًا كثيف الاستخدام أثناء المراجعة لا في بيئة الإنتاج. ويعمل Brakeman وbundler-audit مع كل طلب دمج.',
          },
          {
            en: 'Rails remains one of the fastest ways to validate a product, which is why we often use it for [MVP development](/services/mvp-development). For multi-tenant products we combine it with our [SaaS development](/services/saas-development) patterns: tenant scoping enforced at the query layer, Stripe Billing, and audit trails from the start.',
            de: 'Rails ist nach wie vor einer der schnellsten Wege, ein Produkt zu validieren – deshalb setzen wir es oft für die [MVP-Entwicklung](/services/mvp-development) ein. Bei mandantenfähigen Produkten kombinieren wir es mit unseren Mustern aus der [SaaS-Entwicklung](/services/saas-development): Mandantentrennung auf Abfrageebene, Stripe Billing und Audit-Trails von Anfang an.',
            ar: 'يظل Rails من أسرع الطرق للتحقق من جدوى المنتج، ولهذا نستخدمه كثيرًا في [تطوير المنتج الأولي (MVP)](/services/mvp-development). وفي المنتجات متعددة المستأجرين نجمعه مع أنماطنا في [تطوير SaaS](/services/saas-development): عزل بيانات المستأجرين على مستوى طبقة الاستعلامات، وStripe Billing، وسجلات التدقيق منذ البداية.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How we take on a Rails codebase',
          de: 'So übernehmen wir eine Rails-Codebasis',
          ar: 'كيف نتولى قاعدة شيفرة Rails',
        },
        items: [
          {
            title: { en: 'Health check', de: 'Health Check', ar: 'فحص الحالة' },
            text: {
              en: 'Two weeks reviewing test coverage, gem versions, slow queries, error rates and deployment, summarized as a prioritized list with effort estimates.',
              de: 'Zwei Wochen Analyse von Testabdeckung, Gem-Versionen, langsamen Abfragen, Fehlerraten und Deployment, zusammengefasst in einer priorisierten Liste mit Aufwandsschätzungen.',
              ar: 'أسبوعان لمراجعة تغطية الاختبارات وإصدارات gems والاستعلامات البطيئة ومعدلات الأخطاء وعملية النشر، تُلخَّص في قائمة مرتبة حسب الأولوية مع تقديرات للجهد.',
            },
          },
          {
            title: { en: 'Safety net', de: 'Sicherheitsnetz', ar: 'شبكة الأمان' },
            text: {
              en: 'Missing tests added around critical paths, CI made reliable, and error monitoring and APM configured so changes can be judged.',
              de: 'Fehlende Tests rund um kritische Pfade ergänzt, CI zuverlässig gemacht sowie Fehler-Monitoring und APM eingerichtet, damit sich Änderungen beurteilen lassen.',
              ar: 'إضافة الاختبارات الناقصة حول المسارات الحرجة، وجعل CI موثوقًا، وإعداد مراقبة الأخطاء وأداء التطبيق (APM) ليمكن تقييم أثر التغييرات.',
            },
          },
          {
            title: { en: 'Incremental upgrade', de: 'Schrittweises Upgrade', ar: 'ترقية تدريجية' },
            text: {
              en: 'One minor version at a time under dual boot, with feature work continuing on the same branch.',
              de: 'Eine Minor-Version nach der anderen per Dual Boot, während die Feature-Arbeit auf demselben Branch weiterläuft.',
              ar: 'إصدار فرعي واحد في كل مرة بأسلوب التشغيل المزدوج، مع استمرار العمل على الميزات في الفرع نفسه.',
            },
          },
          {
            title: { en: 'Steady delivery', de: 'Stetige Lieferung', ar: 'تسليم منتظم' },
            text: {
              en: 'Regular feature releases with a fixed share of each sprint reserved for technical debt, so the codebase improves as the product grows.',
              de: 'Regelmäßige Feature-Releases, wobei ein fester Anteil jedes Sprints für technische Schulden reserviert ist – so wird die Codebasis besser, während das Produkt wächst.',
              ar: 'إصدارات منتظمة للميزات مع تخصيص حصة ثابتة من كل سبرنت لمعالجة الدين التقني، لتتحسن قاعدة الشيفرة مع نمو المنتج.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: { en: 'Rails questions', de: 'Fragen zu Rails', ar: 'أسئلة حول Rails' },
        items: [
          {
            question: {
              en: 'Is Rails still a sensible choice for a new product?',
              de: 'Ist Rails für ein neues Produkt noch eine sinnvolle Wahl?',
              ar: 'هل لا يزال Rails خيارًا معقولًا لمنتج جديد؟',
            },
            answer: {
              en: 'For most web products with a relational data model, yes. Rails 8 ships with authentication generators, Solid Queue and Solid Cache, and Kamal for deployment, so a small team can run a serious product with few moving parts. We choose something else when the core of the product is real-time, machine learning or heavy computation.',
              de: 'Für die meisten Webprodukte mit relationalem Datenmodell: ja. Rails 8 bringt Generatoren für die Authentifizierung, Solid Queue und Solid Cache sowie Kamal für das Deployment mit, sodass ein kleines Team ein ernsthaftes Produkt mit wenigen beweglichen Teilen betreiben kann. Wir wählen etwas anderes, wenn der Kern des Produkts Echtzeit, Machine Learning oder rechenintensive Verarbeitung ist.',
              ar: 'نعم، لمعظم منتجات الويب ذات نموذج البيانات العلائقي. فـ Rails 8 يأتي مع مولّدات للمصادقة وSolid Queue وSolid Cache وKamal للنشر، ما يتيح لفريق صغير تشغيل منتج جاد بعدد قليل من الأجزاء المتحركة. ونختار تقنية أخرى حين يكون جوهر المنتج قائمًا على العمليات الفورية أو تعلّم الآلة أو الحوسبة الثقيلة.',
            },
          },
          {
            question: {
              en: 'Can we keep shipping features during an upgrade?',
              de: 'Können wir während eines Upgrades weiter Features ausliefern?',
              ar: 'هل يمكننا مواصلة إطلاق الميزات أثناء الترقية؟',
            },
            answer: {
              en: 'Yes, that is the point of dual booting. Feature work and upgrade work share one main branch, and the version switch is a small, reversible deploy rather than a long-lived branch.',
              de: 'Ja, genau darum geht es beim Dual Boot. Feature- und Upgrade-Arbeit teilen sich einen Main-Branch, und der Versionswechsel ist ein kleines, umkehrbares Deployment statt eines langlebigen Branches.',
              ar: 'نعم، وهذا هو الهدف من التشغيل المزدوج. إذ يتشارك العمل على الميزات والعمل على الترقية فرعًا رئيسيًا واحدًا، ويكون التحويل إلى الإصدار الجديد عملية نشر صغيرة قابلة للتراجع بدلًا من فرع طويل العمر.',
            },
          },
          {
            question: {
              en: 'Hotwire or a React frontend?',
              de: 'Hotwire oder ein React-Frontend?',
              ar: 'Hotwire أم واجهة أمامية بـ React؟',
            },
            answer: {
              en: 'Hotwire suits forms, back offices and most CRUD-heavy products, and it halves the amount of code to maintain. We add React for highly interactive surfaces like editors or drag-and-drop planners, often as islands inside a Hotwire app.',
              de: 'Hotwire eignet sich für Formulare, Backoffices und die meisten CRUD-lastigen Produkte und halbiert die Menge an Code, die gepflegt werden muss. React ergänzen wir für hochinteraktive Oberflächen wie Editoren oder Drag-and-drop-Planer, oft als Inseln innerhalb einer Hotwire-App.',
              ar: 'يناسب Hotwire النماذج وأنظمة المكاتب الخلفية ومعظم المنتجات القائمة على عمليات CRUD، ويقلّص حجم الشيفرة التي تحتاج إلى صيانة إلى النصف. ونضيف React للواجهات عالية التفاعل مثل المحررات أو أدوات التخطيط بالسحب والإفلات، وغالبًا في صورة جزر داخل تطبيق Hotwire.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Is your Rails app a few versions behind?',
          de: 'Hinkt Ihre Rails-App ein paar Versionen hinterher?',
          ar: 'هل تطبيق Rails لديك متأخر ببضعة إصدارات؟',
        },
        text: {
          en: 'Tell us the Rails and Ruby versions you run and what worries you most. We will suggest an upgrade path and what it would take.',
          de: 'Nennen Sie uns Ihre Rails- und Ruby-Versionen und Ihre größte Sorge. Wir schlagen einen Upgrade-Pfad vor und sagen Ihnen, was er erfordern würde.',
          ar: 'أخبرنا بإصدارَي Rails وRuby اللذين تستخدمهما وما يقلقك أكثر، وسنقترح مسارًا للترقية وما يتطلبه.',
        },
        action: {
          label: { en: 'Plan a Rails upgrade', de: 'Rails-Upgrade planen', ar: 'خطّط لترقية Rails' },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['jombine', 'osmosis'],
    keywords: [
      'Ruby on Rails development',
      'Rails development company',
      'Rails upgrade',
      'Hotwire',
      'Sidekiq',
      'Rails API',
      'Ruby',
    ],
  },
  {
    slug: 'python-software-development',
    group: 'technologies',
    path: '/services/python-software-development',
    name: { en: 'Python', de: 'Python', ar: 'Python' },
    title: {
      en: 'Python software development company',
      de: 'Agentur für Python-Softwareentwicklung',
      ar: 'شركة تطوير برمجيات Python',
    },
    description: {
      en: 'Python development by Fernhill: Django and FastAPI backends, data pipelines and ML services, typed, tested and packaged for reliable production use.',
      de: 'Python-Entwicklung von Fernhill: Django- und FastAPI-Backends, Datenpipelines und ML-Services – typisiert, getestet und paketiert für den verlässlichen Betrieb.',
      ar: 'تطوير Python من Fernhill: أنظمة خلفية بـ Django وFastAPI، وخطوط بيانات، وخدمات تعلّم آلي، محددة الأنواع ومختبَرة ومحزّمة لتعمل بموثوقية في الإنتاج.',
    },
    summary: {
      en: 'Django and FastAPI backends, data pipelines and machine learning services written as tested, typed production code.',
      de: 'Django- und FastAPI-Backends, Datenpipelines und Machine-Learning-Dienste als getesteter, typisierter Produktionscode.',
      ar: 'خوادم خلفية بـ Django وFastAPI، وخطوط معالجة بيانات، وخدمات تعلّم آلي مكتوبة كشيفرة إنتاجية مختبَرة ومحددة الأنواع.',
    },
    sections: [
      {
        type: 'hero',
        eyebrow: { en: 'Technologies', de: 'Technologien', ar: 'التقنيات' },
        heading: {
          en: 'Python that leaves the notebook and runs in production',
          de: 'Python, das das Notebook verlässt und in Produktion läuft',
          ar: 'شيفرة Python تغادر دفاتر التحليل لتعمل في بيئة الإنتاج',
        },
        lead: {
          en: 'We write Python backends, data pipelines and machine learning services for teams whose most valuable logic lives in Python, and we make that code as dependable as the rest of the stack.',
          de: 'Wir schreiben Python-Backends, Datenpipelines und Machine-Learning-Services für Teams, deren wertvollste Logik in Python steckt – und machen diesen Code so verlässlich wie den Rest des Stacks.',
          ar: 'نكتب أنظمة خلفية وخطوط بيانات وخدمات تعلّم آلي بلغة Python للفرق التي يكمن أثمن منطق لديها في Python، ونجعل هذه الشيفرة موثوقة بقدر بقية مكوّنات منظومتها التقنية.',
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
          en: 'What we build with Python',
          de: 'Was wir mit Python entwickeln',
          ar: 'ما نبنيه باستخدام Python',
        },
        items: [
          {
            title: {
              en: 'Django products and back offices',
              de: 'Django-Produkte und Backoffices',
              ar: 'منتجات وأنظمة مكاتب خلفية بـ Django',
            },
            text: {
              en: 'Data-heavy web apps with the Django ORM, Django REST Framework and a customized admin your operations team will actually use.',
              de: 'Datenintensive Web-Apps mit dem Django ORM, dem Django REST Framework und einem angepassten Admin-Bereich, den Ihr Operations-Team tatsächlich nutzt.',
              ar: 'تطبيقات ويب كثيفة البيانات باستخدام Django ORM وDjango REST Framework ولوحة إدارة مخصصة سيستخدمها فريق العمليات لديك فعلًا.',
            },
          },
          {
            title: { en: 'FastAPI services', de: 'FastAPI-Services', ar: 'خدمات FastAPI' },
            text: {
              en: 'Async APIs with Pydantic models and generated OpenAPI docs, suited to model serving and integration-heavy workloads.',
              de: 'Asynchrone APIs mit Pydantic-Modellen und generierter OpenAPI-Dokumentation, geeignet für Model Serving und integrationslastige Workloads.',
              ar: 'واجهات API غير متزامنة مع نماذج Pydantic وتوثيق OpenAPI مولَّد تلقائيًا، مناسبة لتقديم نماذج التعلّم الآلي وأحمال العمل كثيرة التكاملات.',
            },
          },
          {
            title: { en: 'Data pipelines', de: 'Datenpipelines', ar: 'خطوط معالجة البيانات' },
            text: {
              en: 'Ingestion and transformation jobs orchestrated with Dagster or Airflow, using Polars or pandas, with tests on the data as well as the code.',
              de: 'Ingestion- und Transformationsjobs, orchestriert mit Dagster oder Airflow, mit Polars oder pandas – und mit Tests für die Daten ebenso wie für den Code.',
              ar: 'مهام لاستيعاب البيانات وتحويلها تُنسَّق عبر Dagster أو Airflow، باستخدام Polars أو pandas، مع اختبارات للبيانات وللشيفرة على حد سواء.',
            },
          },
          {
            title: {
              en: 'Machine learning in production',
              de: 'Machine Learning in Produktion',
              ar: 'تعلّم الآلة في بيئة الإنتاج',
            },
            text: {
              en: 'scikit-learn, PyTorch and LLM services packaged with versioned models, monitoring for drift and a clear retraining path.',
              de: 'Services mit scikit-learn, PyTorch und LLMs, paketiert mit versionierten Modellen, Drift-Monitoring und einem klaren Weg zum Retraining.',
              ar: 'خدمات scikit-learn وPyTorch والنماذج اللغوية الكبيرة (LLM) محزّمة مع نماذج ذات إصدارات، ومراقبة لانحراف النماذج، ومسار واضح لإعادة التدريب.',
            },
          },
          {
            title: {
              en: 'Automation and integrations',
              de: 'Automatisierung und Integrationen',
              ar: 'الأتمتة والتكاملات',
            },
            text: {
              en: 'The scripts that quietly run your business, turned into scheduled, logged and alerting services with proper credentials handling.',
              de: 'Die Skripte, die im Stillen Ihr Geschäft am Laufen halten, verwandelt in geplante, protokollierte Services mit Alerting und sauberem Umgang mit Zugangsdaten.',
              ar: 'السكربتات التي تدير أعمالك بصمت، نحوّلها إلى خدمات مجدولة ومسجَّلة ومزوّدة بالتنبيهات، مع إدارة سليمة لبيانات الاعتماد.',
            },
          },
        ],
      },
      {
        type: 'richText',
        heading: {
          en: 'How we approach Python',
          de: 'Unser Ansatz für Python',
          ar: 'نهجنا في العمل مع Python',
        },
        paragraphs: [
          {
            en: 'Python’s flexibility is what makes it easy to write code that breaks quietly. We counter it with tooling: dependencies locked with uv or Poetry, ruff for linting and formatting, type hints checked by mypy or pyright in CI, and pytest suites that include property-based tests with Hypothesis for the parsing and calculation code where edge cases hide.',
            de: 'Gerade die Flexibilität von Python macht es leicht, Code zu schreiben, der still und leise kaputtgeht. Dem begegnen wir mit Tooling: mit uv oder Poetry fixierte Abhängigkeiten, ruff für Linting und Formatierung, Type Hints, die im CI von mypy oder pyright geprüft werden, und pytest-Suites mit Property-based Tests über Hypothesis für den Parsing- und Berechnungscode, in dem sich Randfälle verstecken.',
            ar: 'مرونة Python هي بالضبط ما يجعل كتابة شيفرة تتعطل بصمت أمرًا سهلًا. ونواجه ذلك بالأدوات: اعتماديات مثبّتة الإصدارات باستخدام uv أو Poetry، وruff للتدقيق والتنسيق، وتلميحات أنواع يتحقق منها mypy أو pyright في CI، ومجموعات اختبارات pytest تتضمن اختبارات قائمة على الخصائص باستخدام Hypothesis لشيفرة التحليل والحسابات حيث تختبئ الحالات الحدّية.',
          },
          {
            en: 'Much of our Python work starts as someone else’s notebook. We keep the analyst’s logic but move it into a package with functions, tests and configuration, then wrap it in a job or API. Long CPU-bound work goes to multiprocessing, vectorized Polars expressions or a task queue with Celery, because the GIL still makes threads the wrong tool for it. I/O-bound services use asyncio with care, never mixed with blocking database drivers.',
            de: 'Ein Großteil unserer Python-Arbeit beginnt als Notebook von jemand anderem. Wir behalten die Logik des Analysten bei, überführen sie aber in ein Paket mit Funktionen, Tests und Konfiguration und verpacken sie dann in einen Job oder eine API. Lange CPU-lastige Aufgaben übernehmen Multiprocessing, vektorisierte Polars-Ausdrücke oder eine Task-Queue mit Celery, denn wegen des GIL sind Threads dafür immer noch das falsche Werkzeug. I/O-lastige Services nutzen asyncio mit Bedacht und nie gemischt mit blockierenden Datenbanktreibern.',
            ar: 'يبدأ كثير من عملنا في Python من دفتر تحليل (notebook) كتبه شخص آخر. نحتفظ بمنطق المحلل، لكننا ننقله إلى حزمة تضم دوالّ واختبارات وإعدادات، ثم نغلّفه في مهمة مجدولة أو واجهة API. وتُسند المهام الطويلة المعتمدة على المعالج إلى المعالجة المتعددة (multiprocessing) أو تعبيرات Polars المتجهة أو طابور مهام مع Celery، لأن قفل GIL لا يزال يجعل الخيوط أداة غير مناسبة لها. أما الخدمات المعتمدة على الإدخال والإخراج فتستخدم asyncio بحذر، دون خلطها أبدًا ببرامج تشغيل قواعد بيانات حاجبة.',
          },
          {
            en: 'Python is the common thread in our [AI development](/services/ai-development) and [data warehousing](/services/data-warehousing) work, so the same engineers who build your API can own the pipeline that feeds it and the model it serves.',
            de: 'Python ist der rote Faden in unserer Arbeit an [KI-Entwicklung](/services/ai-development) und [Data Warehousing](/services/data-warehousing). So können dieselben Entwicklerinnen und Entwickler, die Ihre API bauen, auch die Pipeline verantworten, die sie speist, und das Modell, das sie ausliefert.',
            ar: 'Python هي القاسم المشترك في أعمالنا في [تطوير الذكاء الاصطناعي](/services/ai-development) و[مستودعات البيانات](/services/data-warehousing)، لذا يمكن للمهندسين أنفسهم الذين يبنون واجهة API لديك أن يتولوا خط البيانات الذي يغذيها والنموذج الذي تقدّمه.',
          },
        ],
      },
      {
        type: 'steps',
        heading: {
          en: 'How we deliver Python projects',
          de: 'So setzen wir Python-Projekte um',
          ar: 'كيف ننفّذ مشاريع Python',
        },
        items: [
          {
            title: {
              en: 'Discovery and data review',
              de: 'Discovery-Phase und Datenanalyse',
              ar: 'مرحلة الاستكشاف ومراجعة البيانات',
            },
            text: {
              en: 'We look at the existing scripts, notebooks and data sources, and identify which logic is core and which is incidental.',
              de: 'Wir sehen uns vorhandene Skripte, Notebooks und Datenquellen an und ermitteln, welche Logik zum Kern gehört und welche nebensächlich ist.',
              ar: 'نطّلع على السكربتات ودفاتر التحليل (notebooks) ومصادر البيانات الحالية، ونميّز المنطق الجوهري من المنطق العَرَضي.',
            },
          },
          {
            title: { en: 'Project skeleton', de: 'Projektgerüst', ar: 'الهيكل الأساسي للمشروع' },
            text: {
              en: 'Package layout, locked dependencies, typing, linting, CI and container builds, agreed before feature work starts.',
              de: 'Paketstruktur, fixierte Abhängigkeiten, Typisierung, Linting, CI und Container-Builds – abgestimmt, bevor die Feature-Arbeit beginnt.',
              ar: 'بنية الحزم، والاعتماديات المثبّتة، وتحديد الأنواع، والتدقيق، وCI، وبناء الحاويات، نتفق عليها كلها قبل بدء العمل على الميزات.',
            },
          },
          {
            title: { en: 'Build and test', de: 'Entwickeln und testen', ar: 'البناء والاختبار' },
            text: {
              en: 'Features delivered in small increments with unit, integration and data-quality tests, demoed on real data every sprint.',
              de: 'Features in kleinen Inkrementen mit Unit-, Integrations- und Datenqualitätstests, in jedem Sprint mit echten Daten vorgeführt.',
              ar: 'ميزات تُسلَّم على دفعات صغيرة مع اختبارات الوحدات والتكامل وجودة البيانات، وتُعرض على بيانات حقيقية في كل سبرنت.',
            },
          },
          {
            title: { en: 'Operate', de: 'Betreiben', ar: 'التشغيل' },
            text: {
              en: 'Structured logging, metrics, alerts and runbooks, so your team knows when a nightly job fails and what to do about it.',
              de: 'Strukturiertes Logging, Metriken, Alerts und Runbooks, damit Ihr Team weiß, wann ein nächtlicher Job fehlschlägt und was dann zu tun ist.',
              ar: 'سجلات منظَّمة ومقاييس وتنبيهات وأدلة تشغيل، ليعرف فريقك متى تفشل مهمة ليلية وما الذي ينبغي فعله حيالها.',
            },
          },
        ],
      },
      {
        type: 'faq',
        heading: { en: 'Python questions', de: 'Fragen zu Python', ar: 'أسئلة حول Python' },
        items: [
          {
            question: {
              en: 'Django or FastAPI?',
              de: 'Django oder FastAPI?',
              ar: 'Django أم FastAPI؟',
            },
            answer: {
              en: 'Django when you need a full product: users, permissions, admin, forms and a relational model with many tables. FastAPI when the service is narrow and API-first, such as serving a model or aggregating other services. Several clients run both, with Django as the system of record and FastAPI for ML endpoints.',
              de: 'Django, wenn Sie ein vollständiges Produkt brauchen: Benutzer, Berechtigungen, Admin, Formulare und ein relationales Modell mit vielen Tabellen. FastAPI, wenn der Service eng umrissen und API-first ist, etwa zum Ausliefern eines Modells oder zum Bündeln anderer Services. Mehrere Kunden nutzen beides: Django als führendes System und FastAPI für ML-Endpoints.',
              ar: 'Django حين تحتاج إلى منتج متكامل: مستخدمون وصلاحيات ولوحة إدارة ونماذج إدخال ونموذج بيانات علائقي بجداول كثيرة. وFastAPI حين تكون الخدمة محدودة النطاق وقائمة على API أولًا، مثل تقديم نموذج تعلّم آلي أو تجميع خدمات أخرى. ويستخدم عدد من عملائنا الاثنين معًا: Django نظامًا مرجعيًا للبيانات وFastAPI لنقاط نهاية التعلّم الآلي.',
            },
          },
          {
            question: {
              en: 'Can you productionize our data scientists’ work?',
              de: 'Können Sie die Arbeit unserer Data Scientists produktionsreif machen?',
              ar: 'هل يمكنكم تحويل عمل علماء البيانات لدينا إلى حلول جاهزة للإنتاج؟',
            },
            answer: {
              en: 'Yes, and we do it with them rather than around them. We pair with your data scientists to refactor notebooks into tested modules, agree on model versioning and set up monitoring, so they can keep iterating without handing work over a wall.',
              de: 'Ja – und zwar mit ihnen statt an ihnen vorbei. Wir arbeiten im Pairing mit Ihren Data Scientists, überführen Notebooks per Refactoring in getestete Module, vereinbaren die Versionierung der Modelle und richten Monitoring ein. So können sie weiter iterieren, ohne Arbeit über den Zaun zu werfen.',
              ar: 'نعم، ونفعل ذلك معهم لا من وراء ظهورهم. نعمل جنبًا إلى جنب مع علماء البيانات لديك لإعادة هيكلة دفاتر التحليل في وحدات مختبَرة، ونتفق على إدارة إصدارات النماذج، ونُعدّ المراقبة، ليتمكنوا من مواصلة التطوير دون أن يرموا بالعمل إلى فريق آخر ويمضوا.',
            },
          },
          {
            question: {
              en: 'Is Python fast enough?',
              de: 'Ist Python schnell genug?',
              ar: 'هل Python سريعة بما يكفي؟',
            },
            answer: {
              en: 'For web APIs and pipelines, almost always: the database and network dominate. Where Python itself is the bottleneck, vectorized libraries, Cython or a focused Rust extension usually solve it without rewriting the system.',
              de: 'Für Web-APIs und Pipelines fast immer: Dort dominieren Datenbank und Netzwerk. Wo Python selbst der Engpass ist, lösen vektorisierte Bibliotheken, Cython oder eine gezielte Rust-Erweiterung das Problem meist, ohne das System neu zu schreiben.',
              ar: 'في واجهات API للويب وخطوط البيانات، نعم في الغالب الأعم: فقاعدة البيانات والشبكة هما العامل الحاسم. وحيث تكون Python نفسها عنق الزجاجة، تحل المكتبات المتجهة أو Cython أو إضافة مركّزة بلغة Rust المشكلة عادةً دون إعادة كتابة النظام.',
            },
          },
        ],
      },
      {
        type: 'callToAction',
        heading: {
          en: 'Have Python code the business depends on?',
          de: 'Ihr Geschäft hängt an Python-Code?',
          ar: 'هل تعتمد أعمالك على شيفرة Python؟',
        },
        text: {
          en: 'Tell us what it does today and where it hurts. We will suggest how to make it reliable and what a first engagement could deliver.',
          de: 'Erzählen Sie uns, was er heute leistet und wo es hakt. Wir schlagen vor, wie er zuverlässig wird und was ein erster Auftrag liefern könnte.',
          ar: 'أخبرنا بما تفعله اليوم وأين تكمن المشكلات، وسنقترح كيف نجعلها موثوقة وما الذي يمكن أن يحققه تعاون أول بيننا.',
        },
        action: {
          label: {
            en: 'Talk to a Python engineer',
            de: 'Mit unserem Python-Team sprechen',
            ar: 'تحدّث إلى مهندس Python',
          },
          href: '/contact-us',
        },
      },
    ],
    relatedCaseStudies: ['tattle', 'nicolette'],
    keywords: [
      'Python development',
      'Python software development company',
      'Django',
      'FastAPI',
      'data pipelines',
      'machine learning',
      'Dagster',
    ],
  },
] satisfies ServiceInput[];
