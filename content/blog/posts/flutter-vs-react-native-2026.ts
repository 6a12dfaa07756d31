import type { PostInput } from '../../schema/index.ts';

export default {
  slug: 'flutter-vs-react-native-2026',
  title: {
    en: 'Choosing between Flutter and React Native in 2026',
    de: 'Flutter oder React Native: die richtige Wahl im Jahr 2026',
    ar: 'الاختيار بين Flutter وReact Native في عام 2026',
  },
  excerpt: {
    en: 'Both frameworks are now mature enough that the wrong choice rarely sinks a project. The right one still saves months. These are the five questions we ask before recommending either, and the answers that usually decide it.',
    de: 'Beide Frameworks sind inzwischen so ausgereift, dass die falsche Wahl ein Projekt selten scheitern lässt. Die richtige spart aber immer noch Monate. Diese fünf Fragen stellen wir, bevor wir eines empfehlen – und diese Antworten geben meist den Ausschlag.',
    ar: 'بلغ كلا الإطارين من النضج حدًّا يجعل الاختيار الخاطئ نادرًا ما يُفشل مشروعًا، لكن الاختيار الصحيح لا يزال يوفّر شهورًا. إليك الأسئلة الخمسة التي نطرحها قبل أن نوصي بأيٍّ منهما، والإجابات التي تحسم القرار عادةً.',
  },
  date: '2026-01-20',
  author: 'nadia-haddad',
  category: 'engineering',
  tags: [
    { en: 'flutter', de: 'Flutter', ar: 'Flutter' },
    { en: 'react-native', de: 'React Native', ar: 'React Native' },
    { en: 'mobile', de: 'Mobile', ar: 'الجوال' },
    { en: 'architecture', de: 'Architektur', ar: 'البنية المعمارية' },
  ],
  body: [
    {
      type: 'p',
      text: {
        en: 'We ship production apps in both [Flutter](/services/flutter-app-development) and [React Native](/services/react-native-development), roughly half and half over the last three years, so we are asked this question almost every week. Our honest answer in 2026 is that both are mature, both are backed by large companies with strong reasons to keep investing, and both can produce an app your users won’t be able to tell apart from a native one. The choice still matters, but it is rarely about raw performance anymore. It is about your team, your existing code and what the app has to do besides render screens.',
        de: 'Wir liefern produktive Apps sowohl mit [Flutter](/services/flutter-app-development) als auch mit [React Native](/services/react-native-development) aus, in den letzten drei Jahren etwa halb und halb, und werden deshalb fast jede Woche danach gefragt. Unsere ehrliche Antwort für 2026: Beide sind ausgereift, hinter beiden stehen große Unternehmen mit guten Gründen, weiter zu investieren, und mit beiden lässt sich eine App bauen, die Ihre Nutzer nicht von einer nativen unterscheiden können. Die Wahl ist nach wie vor wichtig, aber es geht dabei kaum noch um reine Performance. Es geht um Ihr Team, Ihren vorhandenen Code und darum, was die App außer dem Rendern von Screens noch leisten muss.',
        ar: 'نطلق تطبيقات إنتاجية بكلٍّ من [Flutter](/services/flutter-app-development) و[React Native](/services/react-native-development)، مناصفةً تقريبًا على مدى السنوات الثلاث الماضية، ولذلك يُطرح علينا هذا السؤال كل أسبوع تقريبًا. وجوابنا الصريح في عام 2026 أن كليهما ناضج، وتدعم كليهما شركات كبرى لديها أسباب قوية لمواصلة الاستثمار فيهما، وكلاهما قادر على إنتاج تطبيق لن يستطيع مستخدموك تمييزه عن تطبيق أصلي. ولا يزال الاختيار مهمًا، لكنه نادرًا ما يتعلق بالأداء الخام بعد الآن، بل بفريقك، وبالشيفرة الموجودة لديك، وبما يتعين على التطبيق فعله إلى جانب عرض الشاشات.',
      },
    },
    {
      type: 'h2',
      id: 'what-changed',
      text: {
        en: 'What changed since you last compared them',
        de: 'Was sich seit Ihrem letzten Vergleich geändert hat',
        ar: 'ما الذي تغيّر منذ آخر مرة قارنت بينهما',
      },
    },
    {
      type: 'p',
      text: {
        en: 'If your picture of the two frameworks dates from 2021, it needs an update:',
        de: 'Wenn Ihr Bild der beiden Frameworks aus dem Jahr 2021 stammt, braucht es ein Update:',
        ar: 'إذا كانت صورتك عن الإطارين تعود إلى عام 2021، فهي بحاجة إلى تحديث:',
      },
    },
    {
      type: 'ul',
      items: [
        {
          en: '**React Native’s New Architecture is the default**, not an experiment. Fabric, TurboModules and JSI replaced the old asynchronous bridge, which caused most of the performance complaints you may remember. Expo is now the recommended way to start a project, and its build and update services cover most of what teams used to assemble by hand.',
          de: '**Die New Architecture von React Native ist Standard**, kein Experiment mehr. Fabric, TurboModules und JSI haben die alte asynchrone Bridge ersetzt, die für die meisten Performance-Beschwerden verantwortlich war, an die Sie sich vielleicht erinnern. Expo ist heute der empfohlene Weg, ein Projekt zu starten, und seine Build- und Update-Dienste decken das meiste ab, was Teams früher von Hand zusammengebaut haben.',
          ar: '**أصبحت البنية الجديدة (New Architecture) في React Native هي الافتراضية**، لا مجرد تجربة. فقد حلّت Fabric وTurboModules وJSI محل الجسر غير المتزامن القديم، الذي كان وراء معظم شكاوى الأداء التي ربما تتذكرها. وأصبحت Expo الآن الطريقة الموصى بها لبدء أي مشروع، وتغطي خدماتها للبناء والتحديث معظم ما كانت الفرق تجمّعه يدويًا.',
        },
        {
          en: '**Flutter’s Impeller renderer is the default** on iOS and on modern Android devices, which largely ended the shader-compilation jank that used to appear the first time an animation ran.',
          de: '**Der Impeller-Renderer von Flutter ist Standard** unter iOS und auf modernen Android-Geräten, was das Ruckeln durch Shader-Kompilierung, das früher beim ersten Ablauf einer Animation auftrat, weitgehend beseitigt hat.',
          ar: '**أصبح محرك العرض Impeller في Flutter هو الافتراضي** على iOS وأجهزة Android الحديثة، ما أنهى إلى حد كبير التقطّع الناتج عن ترجمة المظلِّلات (shaders) الذي كان يظهر عند تشغيل الرسوم المتحركة أول مرة.',
        },
        {
          en: '**Both have credible web and desktop stories, with caveats.** Flutter on the web suits app-like experiences and is a poor fit for content that needs search visibility. React Native for Web works best when you share components with an existing React codebase.',
          de: '**Beide bieten überzeugende Lösungen für Web und Desktop, mit Einschränkungen.** Flutter im Web eignet sich für App-ähnliche Anwendungen und passt schlecht zu Inhalten, die in Suchmaschinen sichtbar sein müssen. React Native for Web funktioniert am besten, wenn Sie Komponenten mit einer bestehenden React-Codebasis teilen.',
          ar: '**كلاهما يقدّم حلولًا مقنعة للويب وسطح المكتب، مع بعض التحفظات.** يناسب Flutter على الويب التجارب الشبيهة بالتطبيقات، ولا يلائم المحتوى الذي يحتاج إلى الظهور في محركات البحث. أما React Native for Web فيعمل على أفضل وجه حين تتشارك المكوّنات مع قاعدة شيفرة React قائمة.',
        },
      ],
    },
    {
      type: 'h2',
      id: 'five-questions-we-ask',
      text: {
        en: 'The five questions we ask',
        de: 'Die fünf Fragen, die wir stellen',
        ar: 'الأسئلة الخمسة التي نطرحها',
      },
    },
    {
      type: 'ol',
      items: [
        {
          en: '**What does your team already know?** If React web engineers will maintain the app after launch, React Native with TypeScript lets them read and review mobile code from day one. If there is no existing team, this question matters less than the others.',
          de: '**Was kann Ihr Team bereits?** Wenn React-Webentwickler die App nach dem Launch warten, können sie dank React Native mit TypeScript den mobilen Code vom ersten Tag an lesen und prüfen. Gibt es noch kein Team, ist diese Frage weniger wichtig als die anderen.',
          ar: '**ما الذي يعرفه فريقك بالفعل؟** إذا كان مهندسو React للويب هم من سيتولون صيانة التطبيق بعد الإطلاق، فإن React Native مع TypeScript يتيح لهم قراءة شيفرة الجوال ومراجعتها من اليوم الأول. أما إن لم يكن هناك فريق قائم، فهذا السؤال أقل أهمية من غيره.',
        },
        {
          en: '**How much code could you share with the web?** Validation rules, API clients and state management written in TypeScript can be shared between a React web app and a React Native app in one monorepo. On recent projects we have shared 30 to 50% of non-UI code this way. Flutter shares code with a Flutter web build, but not with an existing React site.',
          de: '**Wie viel Code könnten Sie mit dem Web teilen?** Validierungsregeln, API-Clients und State-Management in TypeScript lassen sich in einem Monorepo zwischen einer React-Web-App und einer React-Native-App teilen. In jüngeren Projekten haben wir so 30 bis 50\u00a0% des Nicht-UI-Codes geteilt. Flutter teilt Code mit einem Flutter-Web-Build, aber nicht mit einer bestehenden React-Website.',
          ar: '**ما مقدار الشيفرة الذي يمكنك مشاركته مع الويب؟** يمكن مشاركة قواعد التحقق وعملاء API وإدارة الحالة المكتوبة بـTypeScript بين تطبيق ويب مبني بـReact وتطبيق React Native في مستودع واحد (monorepo). وفي مشاريعنا الأخيرة شاركنا بهذه الطريقة ما بين 30 و50% من الشيفرة غير المتعلقة بالواجهة. أما Flutter فيشارك الشيفرة مع نسخة ويب مبنية بـFlutter، لا مع موقع React قائم.',
        },
        {
          en: '**How custom is the interface?** Flutter draws every pixel itself, so heavily branded interfaces, complex animations and charts look identical on both platforms with less effort. React Native renders real platform components, which is an advantage when the app should feel native and a cost when the designer wants iOS and Android to match exactly.',
          de: '**Wie individuell ist die Oberfläche?** Flutter zeichnet jedes Pixel selbst, sodass stark gebrandete Oberflächen, komplexe Animationen und Diagramme mit weniger Aufwand auf beiden Plattformen identisch aussehen. React Native rendert echte Plattformkomponenten – ein Vorteil, wenn sich die App nativ anfühlen soll, und ein Nachteil, wenn das Design auf iOS und Android exakt gleich aussehen soll.',
          ar: '**ما مدى تخصيص الواجهة؟** يرسم Flutter كل بكسل بنفسه، لذا تبدو الواجهات ذات الطابع البصري القوي والرسوم المتحركة المعقدة والمخططات متطابقة على المنصتين بجهد أقل. أما React Native فيعرض مكوّنات المنصة الحقيقية، وهذه ميزة حين ينبغي أن يبدو التطبيق أصليًا، وعبء حين يريد المصمم تطابق iOS وAndroid تمامًا.',
        },
        {
          en: '**How much native integration is there?** Bluetooth peripherals, background location, health data and payment terminals mean writing Swift and Kotlin either way. List the native capabilities you need and check that well-maintained packages exist for each one, in both ecosystems, before you decide.',
          de: '**Wie viel native Integration ist nötig?** Bluetooth-Peripheriegeräte, Standortermittlung im Hintergrund, Gesundheitsdaten und Zahlungsterminals bedeuten in jedem Fall Swift- und Kotlin-Code. Listen Sie die nativen Funktionen auf, die Sie brauchen, und prüfen Sie vor der Entscheidung, ob es für jede davon gut gepflegte Pakete in beiden Ökosystemen gibt.',
          ar: '**ما حجم التكامل الأصلي المطلوب؟** الأجهزة الطرفية العاملة بالبلوتوث، وتحديد الموقع في الخلفية، والبيانات الصحية، وأجهزة الدفع، كلها تعني كتابة شيفرة Swift وKotlin في الحالتين. فاكتب قائمة بالقدرات الأصلية التي تحتاج إليها، وتحقق قبل أن تقرر من وجود حزم جيدة الصيانة لكل منها في المنظومتين كلتيهما.',
        },
        {
          en: '**Who maintains it in year three?** Hiring matters more than benchmarks. In the US, React and TypeScript developers are still easier to find than Dart developers, although the gap has narrowed, and Flutter engineers tend to be more specialized in mobile.',
          de: '**Wer wartet die App im dritten Jahr?** Recruiting zählt mehr als Benchmarks. In den USA sind React- und TypeScript-Entwickler immer noch leichter zu finden als Dart-Entwickler, auch wenn der Abstand kleiner geworden ist, und Flutter-Entwicklerinnen und -Entwickler sind tendenziell stärker auf mobile Apps spezialisiert.',
          ar: '**من سيتولى صيانته في السنة الثالثة؟** التوظيف أهم من اختبارات الأداء. ففي الولايات المتحدة لا يزال العثور على مطوري React وTypeScript أسهل من العثور على مطوري Dart، وإن كانت الفجوة قد ضاقت، كما يميل مهندسو Flutter إلى التخصص أكثر في تطوير تطبيقات الجوال.',
        },
      ],
    },
    {
      type: 'h2',
      id: 'how-it-usually-lands',
      text: {
        en: 'How it usually lands',
        de: 'Wie die Entscheidung meist ausfällt',
        ar: 'كيف يُحسم القرار عادةً',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Across our last 30 cross-platform projects, the pattern has been consistent. Companies with an existing React web product and a web team choose React Native about 80% of the time, and we usually agree. Greenfield products with a strong visual identity, especially consumer apps, fintech apps and IoT companion apps, lean toward Flutter. Apps with heavy native integration are decided by the availability and quality of the specific packages they need, not by the framework itself.',
        de: 'Über unsere letzten 30 plattformübergreifenden Projekte hinweg war das Muster einheitlich. Unternehmen mit einem bestehenden React-Webprodukt und einem Webteam wählen in etwa 80\u00a0% der Fälle React Native, und meist stimmen wir zu. Neue Produkte mit starker visueller Identität – vor allem Endkunden-Apps, Fintech-Apps und Begleit-Apps für IoT-Geräte – tendieren zu Flutter. Bei Apps mit umfangreicher nativer Integration entscheiden Verfügbarkeit und Qualität der konkret benötigten Pakete, nicht das Framework selbst.',
        ar: 'عبر آخر 30 مشروعًا متعدد المنصات نفّذناها، ظل النمط ثابتًا. فالشركات التي لديها منتج ويب قائم على React وفريق ويب تختار React Native في نحو 80% من الحالات، وغالبًا ما نتفق معها. أما المنتجات الجديدة كليًا ذات الهوية البصرية القوية، ولا سيما تطبيقات المستهلكين وتطبيقات التقنية المالية والتطبيقات المرافقة لأجهزة إنترنت الأشياء، فتميل إلى Flutter. وأما التطبيقات ذات التكامل الأصلي الكثيف فيحسمها توفر الحزم المحددة التي تحتاج إليها وجودتها، لا الإطار نفسه.',
      },
    },
    {
      type: 'quote',
      text: {
        en: 'Pick the framework your team will still be glad to maintain after the launch party. The performance gap between the two is now smaller than the gap between a good and a bad codebase in either.',
        de: 'Wählen Sie das Framework, das Ihr Team auch nach der Launch-Party noch gern wartet. Der Performance-Unterschied zwischen beiden ist heute kleiner als der Unterschied zwischen einer guten und einer schlechten Codebasis in einem von ihnen.',
        ar: 'اختر الإطار الذي سيظل فريقك سعيدًا بصيانته بعد حفل الإطلاق. ففجوة الأداء بين الإطارين باتت اليوم أصغر من الفجوة بين قاعدة شيفرة جيدة وأخرى رديئة في أيٍّ منهما.',
      },
    },
    {
      type: 'p',
      text: {
        en: 'Sometimes the answer is neither. An app that is mostly a camera pipeline or an AR experience, or one that must adopt every new iOS API the day it ships, is still better built natively in Swift and Kotlin. If you would like a second opinion on your own case, our [mobile app development](/services/mobile-app-development) team will review your requirements and tell you which way we would go, and why.',
        de: 'Manchmal lautet die Antwort: keines von beiden. Eine App, die im Wesentlichen eine Kamera-Pipeline oder ein AR-Erlebnis ist, oder eine, die jede neue iOS-API am Tag ihres Erscheinens übernehmen muss, wird nach wie vor besser nativ in Swift und Kotlin gebaut. Wenn Sie eine zweite Meinung zu Ihrem konkreten Fall möchten, prüft unser Team für [Mobile-App-Entwicklung](/services/mobile-app-development) Ihre Anforderungen und sagt Ihnen, welchen Weg wir wählen würden – und warum.',
        ar: 'وأحيانًا لا يكون الجواب أيًّا منهما. فالتطبيق الذي يتمحور في معظمه حول معالجة الكاميرا أو تجربة واقع معزز، أو الذي يجب أن يتبنى كل واجهة API جديدة في iOS يوم صدورها، لا يزال بناؤه أصليًا بـSwift وKotlin هو الخيار الأفضل. وإذا أردت رأيًا ثانيًا في حالتك تحديدًا، فسيراجع فريق [تطوير تطبيقات الجوال](/services/mobile-app-development) لدينا متطلباتك ويخبرك بالطريق الذي كنا سنسلكه، ولماذا.',
      },
    },
  ],
} satisfies PostInput;
