import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'health-in-her-hue',
  title: {
    en: 'Health in Her Hue: culturally competent care, one search away',
    de: 'Health in Her Hue: kultursensible Versorgung, nur eine Suche entfernt',
    ar: 'Health in Her Hue: رعاية صحية واعية ثقافيًا على بُعد بحث واحد',
  },
  description: {
    en: 'Fernhill built Health in Her Hue’s HIPAA-ready apps that connect women of color with culturally competent clinicians, health content and community.',
    de: 'Fernhill entwickelte die HIPAA-konformen Apps von Health in Her Hue: Sie verbinden Women of Color mit kultursensiblen Behandelnden, Gesundheitsinhalten und Community.',
    ar: 'بنت Fernhill تطبيقات Health in Her Hue المتوافقة مع HIPAA، التي تربط النساء ذوات البشرة الملوّنة بأطباء يتمتعون بالكفاءة الثقافية وبمحتوى صحي ومجتمع داعم.',
  },
  summary: {
    en: 'A HIPAA-ready React Native app and clinician directory that helps women of color find providers who understand their lived experience.',
    de: 'Eine HIPAA-konforme React-Native-App mit Verzeichnis von Behandelnden, über die Women of Color Fachleute finden, die ihre Lebensrealität verstehen.',
    ar: 'تطبيق React Native متوافق مع HIPAA ودليل لمقدّمي الرعاية يساعد النساء من ذوات البشرة الملوّنة على إيجاد أطباء يفهمون تجاربهن الحياتية.',
  },
  accent: '#a4286a',
  tags: [
    { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
    { en: 'HIPAA', de: 'HIPAA', ar: 'HIPAA' },
    { en: 'React Native', de: 'React Native', ar: 'React Native' },
    { en: 'Mobile', de: 'Mobile', ar: 'الجوال' },
  ],
  blocks: [
    {
      type: 'hero',
      client: 'Health in Her Hue',
      heading: {
        en: 'Finding a clinician who listens, without the guesswork',
        de: 'Behandelnde finden, die zuhören – ohne Rätselraten',
        ar: 'العثور على طبيب يُحسن الإصغاء، دون تخمين',
      },
      lead: {
        en: 'Health in Her Hue connects Black women and other women of color with culturally competent clinicians and evidence-based health content. Fernhill designed and built the mobile apps, a searchable provider directory and a HIPAA-ready backend, taking the product from a waitlist to a national launch in seven months.',
        de: 'Health in Her Hue bringt Schwarze Frauen und andere Women of Color mit kultursensiblen Behandelnden und evidenzbasierten Gesundheitsinhalten zusammen. Fernhill hat die mobilen Apps, ein durchsuchbares Verzeichnis der Behandelnden und ein HIPAA-konformes Backend gestaltet und entwickelt – von der Warteliste bis zum landesweiten Start in sieben Monaten.',
        ar: 'تربط Health in Her Hue النساء السوداوات وغيرهن من ذوات البشرة الملوّنة بأطباء يتمتعون بالكفاءة الثقافية وبمحتوى صحي قائم على الأدلة. صمّمت Fernhill وطوّرت التطبيقات المحمولة ودليلًا قابلًا للبحث لمقدّمي الرعاية ونظامًا خلفيًا متوافقًا مع HIPAA، لتنقل المنتج من قائمة الانتظار إلى إطلاق على مستوى البلاد خلال سبعة أشهر.',
      },
      industry: { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
      year: 2021,
      platforms: [
        { en: 'iOS', de: 'iOS', ar: 'iOS' },
        { en: 'Android', de: 'Android', ar: 'Android' },
        { en: 'Web', de: 'Web', ar: 'الويب' },
      ],
      image: {
        src: 'work/health-in-her-hue-hero.svg',
        alt: {
          en: 'Health in Her Hue app showing clinician profile cards with match scores beside a saved health article',
          de: 'Die App von Health in Her Hue mit Profilkarten von Behandelnden samt Match-Scores neben einem gespeicherten Gesundheitsartikel',
          ar: 'تطبيق Health in Her Hue يعرض بطاقات تعريفية لمقدّمي الرعاية مع درجات التوافق إلى جانب مقال صحي محفوظ',
        },
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: { en: 'The challenge', de: 'Die Herausforderung', ar: 'التحدي' },
      challenge: {
        en: 'The founders had a 22,000-person waitlist, a spreadsheet of 600 vetted clinicians and a content library on a blogging platform. Nothing connected a member’s health concerns to a provider, and saving appointment intent meant handling protected health information.',
        de: 'Das Gründungsteam hatte eine Warteliste mit 22.000 Personen, eine Tabelle mit 600 geprüften Behandelnden und eine Inhaltsbibliothek auf einer Blogging-Plattform. Nichts verknüpfte die gesundheitlichen Anliegen eines Mitglieds mit passenden Fachleuten, und schon das Speichern von Terminwünschen bedeutete den Umgang mit geschützten Gesundheitsdaten.',
        ar: 'كان لدى الفريق المؤسس قائمة انتظار تضم 22,000 شخص، وجدول بيانات يضم 600 طبيب خضعوا للتدقيق، ومكتبة محتوى على منصة تدوين. ولم يكن هناك ما يربط المخاوف الصحية للعضوة بمقدّم رعاية مناسب، وكان مجرد حفظ نية حجز موعد يعني التعامل مع معلومات صحية محمية.',
      },
      goal: {
        en: 'Launch iOS and Android apps with a directory searchable by specialty, insurance, location and cultural competency training, plus personalized content, on infrastructure that would pass a HIPAA risk assessment and scale to national demand.',
        de: 'iOS- und Android-Apps starten, mit einem Verzeichnis, das sich nach Fachgebiet, Versicherung, Standort und Schulung in kultureller Kompetenz durchsuchen lässt, und mit personalisierten Inhalten – auf einer Infrastruktur, die eine HIPAA-Risikoanalyse besteht und landesweite Nachfrage trägt.',
        ar: 'إطلاق تطبيقين لنظامي iOS وAndroid مع دليل يمكن البحث فيه حسب التخصص والتأمين والموقع والتدريب على الكفاءة الثقافية، إلى جانب محتوى مخصص، على بنية تحتية تجتاز تقييم مخاطر HIPAA وتتوسع لتلبية الطلب على مستوى البلاد.',
      },
      outcomes: [
        {
          value: { en: '7 months', de: '7 Monate', ar: '7 أشهر' },
          label: {
            en: 'from kickoff to national launch',
            de: 'vom Kick-off bis zum landesweiten Start',
            ar: 'من انطلاق المشروع حتى الإطلاق على مستوى البلاد',
          },
        },
        {
          value: { en: '3,100', de: '3.100', ar: '3,100' },
          label: {
            en: 'vetted clinicians in the directory after year one',
            de: 'geprüfte Behandelnde im Verzeichnis nach dem ersten Jahr',
            ar: 'مقدّم رعاية موثوق في الدليل بعد العام الأول',
          },
        },
        {
          value: { en: '58%', de: '58\u00a0%', ar: '58%' },
          label: {
            en: 'of members book or save a provider within 30 days',
            de: 'der Mitglieder buchen oder speichern innerhalb von 30 Tagen eine Fachperson',
            ar: 'من العضوات يحجزن موعدًا مع مقدّم رعاية أو يحفظنه خلال 30 يومًا',
          },
        },
      ],
    },
    {
      type: 'services',
      heading: { en: 'What we did', de: 'Unsere Leistungen', ar: 'ما قدّمناه' },
      items: [
        {
          name: {
            en: 'User research and testing',
            de: 'Nutzerforschung und Usability-Tests',
            ar: 'أبحاث المستخدمين واختبارات قابلية الاستخدام',
          },
          path: '/services/user-research-and-testing',
        },
        {
          name: {
            en: 'React Native development',
            de: 'React-Native-Entwicklung',
            ar: 'تطوير React Native',
          },
          path: '/services/react-native-development',
        },
        {
          name: {
            en: 'HIPAA-compliant software',
            de: 'HIPAA-konforme Software',
            ar: 'برمجيات متوافقة مع HIPAA',
          },
          path: '/services/hipaa-compliant-software-development',
        },
        {
          name: {
            en: 'Healthcare software',
            de: 'Software für das Gesundheitswesen',
            ar: 'برمجيات الرعاية الصحية',
          },
          path: '/services/healthcare-software-development',
        },
      ],
    },
    {
      type: 'projects',
      heading: { en: 'What we built', de: 'Was wir gebaut haben', ar: 'ما بنيناه' },
      items: [
        {
          title: {
            en: 'Clinician directory and matching',
            de: 'Verzeichnis und Matching für Behandelnde',
            ar: 'دليل مقدّمي الرعاية والمطابقة',
          },
          platform: { en: 'iOS & Android', de: 'iOS & Android', ar: 'iOS وAndroid' },
          text: {
            en: 'Search across specialty, accepted insurance, telehealth availability and cultural competency training, ranked by a scoring model that weighs the preferences members share during onboarding. Provider data lives in PostgreSQL with PostGIS for distance queries.',
            de: 'Suche nach Fachgebiet, akzeptierter Versicherung, Telemedizin-Angebot und Schulung in kultureller Kompetenz, sortiert von einem Scoring-Modell, das die beim Onboarding angegebenen Präferenzen der Mitglieder gewichtet. Die Daten der Behandelnden liegen in PostgreSQL, mit PostGIS für Entfernungsabfragen.',
            ar: 'بحث حسب التخصص والتأمين المقبول وتوافر الرعاية عن بُعد والتدريب على الكفاءة الثقافية، مع ترتيب النتائج عبر نموذج تقييم يوازن التفضيلات التي تشاركها العضوات عند التسجيل. وتُحفظ بيانات مقدّمي الرعاية في PostgreSQL مع PostGIS لاستعلامات المسافة.',
          },
        },
        {
          title: {
            en: 'Personalized health library',
            de: 'Personalisierte Gesundheitsbibliothek',
            ar: 'مكتبة صحية مخصصة',
          },
          platform: {
            en: 'iOS, Android & Web',
            de: 'iOS, Android & Web',
            ar: 'iOS وAndroid والويب',
          },
          text: {
            en: 'A headless CMS feeding articles, videos and condition guides reviewed by a physician advisory board. Members see content tagged to the conditions they follow, including fibroids, hypertension and maternal health.',
            de: 'Ein Headless CMS liefert Artikel, Videos und Ratgeber zu Erkrankungen, geprüft von einem ärztlichen Beirat. Mitglieder sehen Inhalte zu den Themen, denen sie folgen, darunter Myome, Bluthochdruck und Gesundheit rund um Schwangerschaft und Geburt.',
            ar: 'نظام لإدارة المحتوى منفصل الواجهة يغذّي التطبيق بمقالات ومقاطع فيديو وأدلة عن الحالات الصحية يراجعها مجلس استشاري من الأطباء. وترى كل عضوة المحتوى الموسوم بالحالات التي تتابعها، ومنها الأورام الليفية وارتفاع ضغط الدم وصحة الأم.',
          },
        },
        {
          title: {
            en: 'HIPAA-ready platform',
            de: 'HIPAA-konforme Plattform',
            ar: 'منصة متوافقة مع HIPAA',
          },
          platform: { en: 'AWS', de: 'AWS', ar: 'AWS' },
          text: {
            en: 'Node.js services on AWS under a business associate agreement, with field-level encryption for health data, audit logging, role-based access for clinician accounts and infrastructure managed in Terraform.',
            de: 'Node.js-Services auf AWS unter einem Business Associate Agreement, mit Verschlüsselung der Gesundheitsdaten auf Feldebene, Audit-Logging, rollenbasiertem Zugriff für die Konten der Behandelnden und einer mit Terraform verwalteten Infrastruktur.',
            ar: 'خدمات Node.js على AWS بموجب اتفاقية شريك أعمال، مع تشفير البيانات الصحية على مستوى الحقول، وسجلات تدقيق، وصلاحيات وصول قائمة على الأدوار لحسابات مقدّمي الرعاية، وبنية تحتية تُدار عبر Terraform.',
          },
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/health-in-her-hue-screens.svg',
        alt: {
          en: 'Three Health in Her Hue phone screens: onboarding preferences, clinician search results and the health library',
          de: 'Drei Smartphone-Screens von Health in Her Hue: Präferenzen beim Onboarding, Suchergebnisse für Behandelnde und die Gesundheitsbibliothek',
          ar: 'ثلاث شاشات هاتف من Health in Her Hue: تفضيلات التسجيل، ونتائج البحث عن مقدّمي الرعاية، والمكتبة الصحية',
        },
        width: 1200,
        height: 700,
      },
      caption: {
        en: 'Onboarding, clinician search and the health library, refined with members over three rounds of moderated testing.',
        de: 'Onboarding, Suche nach Behandelnden und Gesundheitsbibliothek – gemeinsam mit Mitgliedern in drei Runden moderierter Tests verfeinert.',
        ar: 'التسجيل والبحث عن مقدّمي الرعاية والمكتبة الصحية، بعد تحسينها مع العضوات عبر ثلاث جولات من الاختبارات الموجَّهة.',
      },
    },
    {
      type: 'testimonial',
      quote: {
        en: 'Fernhill ran research sessions with our members before writing a line of code. The app feels like it was built by people who understand who we serve, because it was tested with them at every step.',
        de: 'Fernhill hat Research-Sessions mit unseren Mitgliedern durchgeführt, bevor auch nur eine Zeile Code geschrieben war. Die App wirkt, als hätten Menschen sie gebaut, die verstehen, für wen wir da sind – weil sie bei jedem Schritt mit ihnen getestet wurde.',
        ar: 'أجرت Fernhill جلسات بحثية مع عضواتنا قبل كتابة سطر واحد من الشيفرة. ويبدو التطبيق وكأن من بناه أشخاص يفهمون من نخدمهن، لأنه اختُبر معهن في كل خطوة.',
      },
      author: 'Alicia Monroe-Bennett',
      role: {
        en: 'Co-founder and CEO, Health in Her Hue',
        de: 'Mitgründerin und CEO, Health in Her Hue',
        ar: 'الشريكة المؤسِّسة والرئيسة التنفيذية، Health in Her Hue',
      },
    },
  ],
} satisfies CaseStudyInput;
