import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'osmosis',
  title: {
    en: 'Osmosis: video-first learning for medical and nursing students',
    de: 'Osmosis: videobasiertes Lernen für Medizin- und Pflegestudierende',
    ar: 'Osmosis: تعلّم قائم على الفيديو لطلاب الطب والتمريض',
  },
  description: {
    en: 'How Fernhill rebuilt Osmosis’s learning platform with spaced-repetition quizzes, offline video and cohort analytics for medical and nursing schools.',
    de: 'Wie Fernhill die Lernplattform von Osmosis mit Spaced-Repetition-Quiz, Offline-Videos und Kohortenanalysen für Medizin- und Pflegeschulen neu aufbaute.',
    ar: 'كيف أعادت Fernhill بناء منصة Osmosis التعليمية باختبارات التكرار المتباعد والفيديو دون اتصال وتحليلات الدفعات لكليات الطب والتمريض.',
  },
  summary: {
    en: 'A rebuilt video learning platform with adaptive quizzes, offline downloads and cohort analytics for medical and nursing schools.',
    de: 'Eine neu aufgebaute Video-Lernplattform mit adaptiven Quizfragen, Offline-Downloads und Kohortenanalysen für Medizin- und Pflegeschulen.',
    ar: 'منصة تعلّم بالفيديو أُعيد بناؤها، مع اختبارات تكيّفية وتنزيلات للمشاهدة دون اتصال وتحليلات للدفعات الدراسية في كليات الطب والتمريض.',
  },
  accent: '#16a34a',
  tags: [
    { en: 'Edtech', de: 'EdTech', ar: 'تقنيات التعليم' },
    { en: 'Healthcare', de: 'Gesundheitswesen', ar: 'الرعاية الصحية' },
    { en: 'Ruby on Rails', de: 'Ruby on Rails', ar: 'Ruby on Rails' },
    { en: 'Data', de: 'Daten', ar: 'البيانات' },
  ],
  blocks: [
    {
      type: 'hero',
      client: 'Osmosis',
      heading: {
        en: 'Helping students remember what they watch',
        de: 'Damit Studierende behalten, was sie sehen',
        ar: 'لمساعدة الطلاب على تذكّر ما يشاهدونه',
      },
      lead: {
        en: 'Osmosis publishes short animated videos that explain physiology, pathology and pharmacology to medical and nursing students. Fernhill rebuilt the learning platform around retention: spaced-repetition questions linked to every video, offline viewing for clinical rotations and a faculty dashboard used by 140 partner schools.',
        de: 'Osmosis veröffentlicht kurze Animationsvideos, die Medizin- und Pflegestudierenden Physiologie, Pathologie und Pharmakologie erklären. Fernhill hat die Lernplattform konsequent auf das Behalten ausgerichtet: Wiederholungsfragen nach dem Spaced-Repetition-Prinzip zu jedem Video, Offline-Wiedergabe für klinische Praktika und ein Dashboard für Lehrende an 140 Partnerhochschulen.',
        ar: 'تنشر Osmosis مقاطع فيديو متحركة قصيرة تشرح علم وظائف الأعضاء وعلم الأمراض وعلم الأدوية لطلاب الطب والتمريض. أعادت Fernhill بناء منصة التعلّم حول ترسيخ المعلومات: أسئلة مراجعة متباعدة مرتبطة بكل فيديو، ومشاهدة دون اتصال خلال التدريب السريري، ولوحة متابعة لأعضاء هيئة التدريس تستخدمها 140 كلية شريكة.',
      },
      industry: { en: 'Medical education', de: 'Medizinische Ausbildung', ar: 'التعليم الطبي' },
      year: 2023,
      platforms: [
        { en: 'Web', de: 'Web', ar: 'الويب' },
        { en: 'iOS', de: 'iOS', ar: 'iOS' },
        { en: 'Android', de: 'Android', ar: 'Android' },
      ],
      image: {
        src: 'work/osmosis-hero.svg',
        alt: {
          en: 'Osmosis lesson on a laptop with a video player, chapter list and a linked review question card',
          de: 'Osmosis-Lektion auf einem Laptop mit Videoplayer, Kapitelliste und verknüpfter Wiederholungsfrage',
          ar: 'درس من Osmosis على حاسوب محمول مع مشغّل فيديو وقائمة فصول وبطاقة سؤال مراجعة مرتبطة به',
        },
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: { en: 'The challenge', de: 'Die Herausforderung', ar: 'التحدي' },
      challenge: {
        en: 'Osmosis had 2,000 videos on a monolithic PHP site where quizzes lived on a separate page. The mobile apps were web wrappers that failed on hospital Wi-Fi, and schools licensing the library could not see whether assigned content was watched or understood.',
        de: 'Osmosis hatte 2.000 Videos auf einer monolithischen PHP-Website, deren Quizfragen auf einer separaten Seite lagen. Die mobilen Apps waren bloße Web-Wrapper, die im Krankenhaus-WLAN versagten, und Hochschulen mit Lizenz für die Bibliothek konnten nicht sehen, ob zugewiesene Inhalte angesehen oder verstanden wurden.',
        ar: 'كانت Osmosis تضم 2,000 فيديو على موقع PHP أحادي البنية تقع فيه الاختبارات في صفحة منفصلة. وكانت تطبيقات الجوال مجرد أغلفة لصفحات الويب تتعطّل على شبكات Wi-Fi في المستشفيات، ولم تستطع الكليات المرخِّصة للمكتبة معرفة ما إذا كان المحتوى المقرّر قد شوهد أو فُهم.',
      },
      goal: {
        en: 'Move to a Rails API and a React front end without a content freeze, tie every video to adaptive question sets, ship real offline playback on iOS and Android, and give faculty cohort analytics they can sync to their LMS.',
        de: 'Ohne Veröffentlichungsstopp auf eine Rails-API und ein React-Frontend umsteigen, jedes Video mit adaptiven Fragensets verknüpfen, echte Offline-Wiedergabe auf iOS und Android liefern und Lehrenden Kohortenanalysen bieten, die sie mit ihrem LMS synchronisieren können.',
        ar: 'الانتقال إلى API مبنية بـRails وواجهة أمامية بـReact دون تجميد المحتوى، وربط كل فيديو بمجموعات أسئلة تكيّفية، وتوفير تشغيل حقيقي دون اتصال على iOS وAndroid، ومنح أعضاء هيئة التدريس تحليلات للدفعات يمكنهم مزامنتها مع نظام إدارة التعلّم (LMS) لديهم.',
      },
      outcomes: [
        {
          value: { en: '2.3×', de: '2,3×', ar: '2.3×' },
          label: {
            en: 'more questions answered per active student',
            de: 'mehr beantwortete Fragen pro aktivem Studierenden',
            ar: 'أسئلة أكثر يُجيب عنها كل طالب نشط',
          },
        },
        {
          value: { en: '140', de: '140', ar: '140' },
          label: {
            en: 'schools using the faculty dashboard',
            de: 'Hochschulen nutzen das Dashboard für Lehrende',
            ar: 'كلية تستخدم لوحة متابعة هيئة التدريس',
          },
        },
        {
          value: { en: '99.95%', de: '99,95\u00a0%', ar: '99.95%' },
          label: {
            en: 'uptime through board exam season',
            de: 'Verfügbarkeit während der Examenssaison',
            ar: 'نسبة جاهزية التشغيل طوال موسم امتحانات الترخيص',
          },
        },
        {
          value: { en: '0 days', de: '0 Tage', ar: '0 يوم' },
          label: {
            en: 'of content freeze during the migration',
            de: 'Veröffentlichungsstopp während der Migration',
            ar: 'من تجميد المحتوى خلال الترحيل',
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
            en: 'Ruby on Rails development',
            de: 'Ruby-on-Rails-Entwicklung',
            ar: 'تطوير Ruby on Rails',
          },
          path: '/services/ruby-on-rails-development',
        },
        {
          name: { en: 'React development', de: 'React-Entwicklung', ar: 'تطوير React' },
          path: '/services/react-development',
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
          name: { en: 'Data warehousing', de: 'Data Warehousing', ar: 'مستودعات البيانات' },
          path: '/services/data-warehousing',
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
            en: 'Adaptive question engine',
            de: 'Adaptive Fragen-Engine',
            ar: 'محرّك أسئلة تكيّفي',
          },
          platform: { en: 'Web & mobile', de: 'Web und Mobile', ar: 'الويب والجوال' },
          text: {
            en: 'A spaced-repetition scheduler in Rails that links 18,000 board-style questions to video timestamps, so a missed question sends the student back to the exact 40 seconds of animation that explain the concept.',
            de: 'Ein Spaced-Repetition-Planer in Rails, der 18.000 Fragen im Stil der Examensprüfungen mit Zeitmarken in den Videos verknüpft: Wer eine Frage verfehlt, landet genau bei den 40 Sekunden Animation, die das Konzept erklären.',
            ar: 'أداة جدولة للتكرار المتباعد مبنية بـRails تربط 18,000 سؤال على نمط امتحانات الترخيص بمواضع زمنية في الفيديوهات، فإذا أخطأ الطالب في سؤال أعادته بالضبط إلى مقطع الـ40 ثانية من الرسوم المتحركة الذي يشرح المفهوم.',
          },
        },
        {
          title: {
            en: 'Offline video for rotations',
            de: 'Offline-Videos für klinische Praktika',
            ar: 'فيديو دون اتصال للتدريب السريري',
          },
          platform: { en: 'iOS & Android', de: 'iOS und Android', ar: 'iOS وAndroid' },
          text: {
            en: 'React Native apps with encrypted HLS downloads, background sync of quiz answers and license checks that tolerate two weeks without a connection, built for students on night shifts in basement wards.',
            de: 'React-Native-Apps mit verschlüsselten HLS-Downloads, Hintergrundsynchronisierung der Quizantworten und Lizenzprüfungen, die zwei Wochen ohne Verbindung überstehen – gebaut für Studierende im Nachtdienst auf Stationen im Untergeschoss.',
            ar: 'تطبيقات React Native مع تنزيلات HLS مشفّرة، ومزامنة إجابات الاختبارات في الخلفية، وعمليات تحقّق من الترخيص تصمد أسبوعين دون اتصال، صُمّمت للطلاب في المناوبات الليلية داخل أجنحة الطوابق السفلية.',
          },
        },
        {
          title: {
            en: 'Faculty analytics',
            de: 'Analysen für Lehrende',
            ar: 'تحليلات لهيئة التدريس',
          },
          platform: { en: 'Web', de: 'Web', ar: 'الويب' },
          text: {
            en: 'Viewing and quiz events land in Snowflake via Segment; dbt models power a React dashboard with cohort heat maps and LTI 1.3 grade passback to Canvas, Blackboard and Moodle.',
            de: 'Wiedergabe- und Quiz-Events gelangen über Segment in Snowflake; dbt-Modelle speisen ein React-Dashboard mit Kohorten-Heatmaps und Notenrückgabe per LTI 1.3 an Canvas, Blackboard und Moodle.',
            ar: 'تصل أحداث المشاهدة والاختبارات إلى Snowflake عبر Segment، وتغذّي نماذج dbt لوحة متابعة مبنية بـReact تضم خرائط حرارية للدفعات وإرسال الدرجات عبر LTI 1.3 إلى Canvas وBlackboard وMoodle.',
          },
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/osmosis-screens.svg',
        alt: {
          en: 'Osmosis faculty dashboard with a cohort heat map and topic mastery bars next to a mobile quiz screen',
          de: 'Osmosis-Dashboard für Lehrende mit Kohorten-Heatmap und Balken zur Themenbeherrschung neben einem mobilen Quizbildschirm',
          ar: 'لوحة متابعة هيئة التدريس في Osmosis مع خريطة حرارية للدفعة وأشرطة لإتقان الموضوعات بجوار شاشة اختبار على الجوال',
        },
        width: 1200,
        height: 700,
      },
      caption: {
        en: 'The faculty cohort dashboard alongside the mobile review queue students use between shifts.',
        de: 'Das Kohorten-Dashboard für Lehrende neben der mobilen Wiederholungsliste, die Studierende zwischen ihren Diensten nutzen.',
        ar: 'لوحة متابعة الدفعات لهيئة التدريس إلى جانب قائمة المراجعة على الجوال التي يستخدمها الطلاب بين المناوبات.',
      },
    },
    {
      type: 'testimonial',
      quote: {
        en: 'We migrated 2,000 videos and a decade of learner data while students were studying for boards, and none of them noticed. Then our retention numbers started to move.',
        de: 'Wir haben 2.000 Videos und die Lerndaten eines Jahrzehnts migriert, während die Studierenden für ihre Examen lernten – und niemand hat es bemerkt. Und dann kam Bewegung in unsere Zahlen zur Nutzerbindung.',
        ar: 'رحّلنا 2,000 فيديو وبيانات عقد كامل من المتعلّمين بينما كان الطلاب يستعدّون لامتحانات الترخيص، ولم يلاحظ أحد منهم شيئًا. ثم بدأت أرقام الاستبقاء لدينا بالتحسّن.',
      },
      author: 'Elena Vasquez-Hart',
      role: {
        en: 'VP of Engineering, Osmosis',
        de: 'Leiterin Softwareentwicklung, Osmosis',
        ar: 'نائبة الرئيس للهندسة، Osmosis',
      },
    },
  ],
} satisfies CaseStudyInput;
