import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'tattle',
  title: {
    en: 'Tattle: guest feedback restaurant operators act on',
    de: 'Tattle: Gästefeedback, auf das Restaurantbetreiber reagieren',
    ar: 'Tattle: آراء الضيوف التي يتحرّك بناءً عليها مشغّلو المطاعم',
  },
  description: {
    en: 'Fernhill rebuilt Tattle’s analytics platform, tying guest feedback to POS checks so restaurant chains can find and fix issues location by location.',
    de: 'Fernhill baute die Analyseplattform von Tattle neu und verknüpfte Gästefeedback mit Kassenbons, damit Restaurantketten Probleme Standort für Standort finden und beheben.',
    ar: 'أعادت Fernhill بناء منصة التحليلات لدى Tattle، فربطت آراء الضيوف بفواتير نقاط البيع لتكتشف سلاسل المطاعم المشكلات وتعالجها فرعًا تلو الآخر.',
  },
  summary: {
    en: 'A data platform and operator dashboard that link guest surveys to POS transactions, so restaurant chains see which locations, shifts and dishes need attention.',
    de: 'Eine Datenplattform mit Dashboard, die Gästeumfragen mit Kassendaten verknüpft, damit Restaurantketten sehen, welche Standorte, Schichten und Gerichte Aufmerksamkeit brauchen.',
    ar: 'منصة بيانات ولوحة تحكم للمشغّلين تربطان استبيانات الضيوف بمعاملات نقاط البيع، لتعرف سلاسل المطاعم أي الفروع والمناوبات والأطباق تحتاج إلى اهتمام.',
  },
  accent: '#dc2626',
  tags: [
    { en: 'SaaS', de: 'SaaS', ar: 'البرمجيات كخدمة' },
    { en: 'Data', de: 'Daten', ar: 'البيانات' },
    { en: 'Analytics', de: 'Analytics', ar: 'التحليلات' },
    { en: 'Restaurants', de: 'Gastronomie', ar: 'المطاعم' },
  ],
  blocks: [
    {
      type: 'hero',
      client: 'Tattle',
      heading: {
        en: 'From a cold-fries complaint to a fix by Friday',
        de: 'Von der Beschwerde über kalte Pommes zur Lösung bis Freitag',
        ar: 'من شكوى بطاطس باردة إلى حلّ قبل يوم الجمعة',
      },
      lead: {
        en: 'Tattle collects short guest surveys after every order and connects each response to the check, the location and the shift behind it. Fernhill rebuilt the data pipeline and the operator dashboard for chains with 50 to 2,000 locations, and added alerts that route issues to the right general manager.',
        de: 'Tattle erfasst nach jeder Bestellung kurze Gästeumfragen und verknüpft jede Antwort mit dem Bon, dem Standort und der Schicht, aus der sie stammt. Fernhill hat die Datenpipeline und das Dashboard für Ketten mit 50 bis 2.000 Standorten neu entwickelt und Benachrichtigungen ergänzt, die Probleme direkt an die zuständige Filialleitung weiterleiten.',
        ar: 'تجمع Tattle استبيانات قصيرة من الضيوف بعد كل طلب، وتربط كل إجابة بالفاتورة والفرع والمناوبة التي صدرت عنها. أعادت Fernhill بناء مسار البيانات ولوحة تحكم المشغّلين لسلاسل يتراوح عدد فروعها بين 50 و2,000 فرع، وأضافت تنبيهات توجّه كل مشكلة إلى مدير الفرع المسؤول.',
      },
      industry: {
        en: 'Restaurant technology',
        de: 'Gastronomie-Technologie',
        ar: 'تقنيات المطاعم',
      },
      year: 2023,
      platforms: [
        { en: 'Web', de: 'Web', ar: 'الويب' },
        { en: 'iOS', de: 'iOS', ar: 'iOS' },
        { en: 'Android', de: 'Android', ar: 'Android' },
      ],
      image: {
        src: 'work/tattle-hero.svg',
        alt: {
          en: 'Tattle operator dashboard with a satisfaction trend line, a score donut, star ratings and a bar chart by daypart',
          de: 'Tattle-Dashboard für Betreiber mit Zufriedenheitstrend, Ringdiagramm zum Score, Sternebewertungen und Balkendiagramm nach Tageszeit',
          ar: 'لوحة تحكم المشغّلين في Tattle مع خط اتجاه للرضا ومخطط حلقي للنتيجة وتقييمات بالنجوم ومخطط أعمدة حسب فترات اليوم',
        },
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: { en: 'The challenge', de: 'Die Herausforderung', ar: 'التحدي' },
      challenge: {
        en: 'Tattle’s nightly batch jobs took up to 14 hours for the largest chains, so operators saw yesterday’s problems the day after tomorrow. Every POS integration was custom code, and dashboards timed out on queries across more than 300 locations.',
        de: 'Die nächtlichen Batch-Jobs von Tattle dauerten bei den größten Ketten bis zu 14 Stunden, sodass Betreiber die Probleme von gestern erst übermorgen sahen. Jede Kassenintegration war eigens geschriebener Code, und Dashboards liefen bei Abfragen über mehr als 300 Standorte in Timeouts.',
        ar: 'كانت مهام المعالجة الليلية المجمّعة لدى Tattle تستغرق ما يصل إلى 14 ساعة لأكبر السلاسل، فلا يرى المشغّلون مشكلات الأمس إلا بعد غد. وكان كل تكامل مع نقاط البيع شيفرة مكتوبة خصيصًا، وكانت لوحات التحكم تتجاوز المهلة عند الاستعلام عن أكثر من 300 فرع.',
      },
      goal: {
        en: 'Deliver feedback to operators within 15 minutes of a visit, put every POS integration behind one ingestion layer, and keep dashboard queries under two seconds for chains with 2,000 locations and five years of history.',
        de: 'Feedback innerhalb von 15 Minuten nach einem Besuch an die Betreiber liefern, alle Kassenintegrationen hinter einer einzigen Ingestion-Schicht bündeln und Dashboard-Abfragen für Ketten mit 2.000 Standorten und fünf Jahren Historie unter zwei Sekunden halten.',
        ar: 'إيصال آراء الضيوف إلى المشغّلين خلال 15 دقيقة من الزيارة، وتوحيد كل تكاملات نقاط البيع خلف طبقة استيعاب واحدة، وإبقاء زمن استعلامات لوحات التحكم دون ثانيتين لسلاسل تضم 2,000 فرع وسجلًا يمتد خمس سنوات.',
      },
      outcomes: [
        {
          value: { en: '9 min', de: '9 Min.', ar: '9 دقائق' },
          label: {
            en: 'from guest response to dashboard, down from 14 hours',
            de: 'von der Gästeantwort bis ins Dashboard, zuvor 14 Stunden',
            ar: 'من ردّ الضيف إلى لوحة التحكم، بعد أن كانت 14 ساعة',
          },
        },
        {
          value: { en: '1.2 s', de: '1,2\u00a0s', ar: '1.2 ثانية' },
          label: {
            en: 'p95 dashboard query time at 2,000 locations',
            de: 'Dashboard-Abfragezeit (p95) bei 2.000 Standorten',
            ar: 'زمن استعلام لوحة التحكم (p95) مع 2,000 فرع',
          },
        },
        {
          value: { en: '3 weeks', de: '3 Wochen', ar: '3 أسابيع' },
          label: {
            en: 'to add a new POS integration, down from 11',
            de: 'für eine neue Kassenintegration, zuvor 11',
            ar: 'لإضافة تكامل جديد مع نقاط البيع، بعد أن كانت 11 أسبوعًا',
          },
        },
      ],
    },
    {
      type: 'services',
      heading: { en: 'What we did', de: 'Unsere Leistungen', ar: 'ما قدّمناه' },
      items: [
        {
          name: { en: 'Data warehousing', de: 'Data Warehousing', ar: 'مستودعات البيانات' },
          path: '/services/data-warehousing',
        },
        {
          name: {
            en: 'Python software development',
            de: 'Python-Softwareentwicklung',
            ar: 'تطوير البرمجيات بلغة Python',
          },
          path: '/services/python-software-development',
        },
        {
          name: {
            en: 'SaaS development',
            de: 'SaaS-Entwicklung',
            ar: 'تطوير البرمجيات كخدمة (SaaS)',
          },
          path: '/services/saas-development',
        },
        {
          name: { en: 'React development', de: 'React-Entwicklung', ar: 'تطوير React' },
          path: '/services/react-development',
        },
        {
          name: { en: 'AI development', de: 'KI-Entwicklung', ar: 'تطوير الذكاء الاصطناعي' },
          path: '/services/ai-development',
        },
      ],
    },
    {
      type: 'projects',
      heading: { en: 'What we built', de: 'Was wir gebaut haben', ar: 'ما بنيناه' },
      items: [
        {
          title: {
            en: 'Streaming ingestion layer',
            de: 'Streaming-Schicht für die Datenaufnahme',
            ar: 'طبقة استيعاب البيانات المتدفقة',
          },
          platform: { en: 'AWS', de: 'AWS', ar: 'AWS' },
          text: {
            en: 'Python connectors for Toast, Square, Oracle MICROS and NCR Aloha publish normalized checks to Kafka, where survey responses join their checks in near real time. A new POS connector now follows a documented template.',
            de: 'Python-Konnektoren für Toast, Square, Oracle MICROS und NCR Aloha veröffentlichen normalisierte Bons in Kafka, wo Umfrageantworten nahezu in Echtzeit mit ihren Bons zusammengeführt werden. Ein neuer Kassenkonnektor folgt heute einer dokumentierten Vorlage.',
            ar: 'تنشر موصّلات مكتوبة بـPython لأنظمة Toast وSquare وOracle MICROS وNCR Aloha فواتير موحّدة الصيغة إلى Kafka، حيث تُقرن إجابات الاستبيانات بفواتيرها في الوقت شبه الفعلي. وبات أي موصّل جديد لنقاط البيع يتّبع قالبًا موثّقًا.',
          },
        },
        {
          title: {
            en: 'Operator dashboard',
            de: 'Dashboard für Betreiber',
            ar: 'لوحة تحكم المشغّلين',
          },
          platform: { en: 'Web', de: 'Web', ar: 'الويب' },
          text: {
            en: 'A React dashboard over ClickHouse with location leaderboards, daypart heat maps and a comment explorer that groups free-text feedback into themes such as wait time, food temperature and order accuracy.',
            de: 'Ein React-Dashboard auf Basis von ClickHouse mit Standort-Ranglisten, Heatmaps nach Tageszeit und einem Kommentar-Explorer, der Freitext-Feedback nach Themen wie Wartezeit, Speisentemperatur und Bestellgenauigkeit gruppiert.',
            ar: 'لوحة تحكم مبنية بـReact فوق ClickHouse، تضم ترتيبًا للفروع وخرائط حرارية حسب فترات اليوم وأداة لاستكشاف التعليقات تصنّف الملاحظات النصية الحرة في محاور مثل وقت الانتظار وحرارة الطعام ودقة الطلبات.',
          },
        },
        {
          title: {
            en: 'Manager alerts app',
            de: 'Alert-App für Filialleitungen',
            ar: 'تطبيق تنبيهات المديرين',
          },
          platform: { en: 'iOS & Android', de: 'iOS und Android', ar: 'iOS وAndroid' },
          text: {
            en: 'General managers get a push when a threshold is crossed, such as three accuracy complaints in one lunch shift, and can reply to the guest or log a fix from their phone before the shift ends.',
            de: 'Filialleitungen erhalten eine Push-Benachrichtigung, sobald ein Schwellenwert überschritten wird – etwa drei Beschwerden über falsche Bestellungen in einer Mittagsschicht –, und können noch vor Schichtende per Smartphone dem Gast antworten oder eine Korrektur erfassen.',
            ar: 'يتلقّى مديرو الفروع إشعارًا فوريًا عند تجاوز حدّ معيّن، كثلاث شكاوى من أخطاء في الطلبات خلال مناوبة غداء واحدة، ويمكنهم الردّ على الضيف أو تسجيل الإجراء التصحيحي من هواتفهم قبل انتهاء المناوبة.',
          },
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/tattle-screens.svg',
        alt: {
          en: 'Tattle location leaderboard and daypart heat map next to a manager alert on a phone',
          de: 'Tattle-Standortrangliste und Heatmap nach Tageszeit neben einer Benachrichtigung für die Filialleitung auf einem Smartphone',
          ar: 'ترتيب الفروع في Tattle وخريطة حرارية حسب فترات اليوم بجوار تنبيه لمدير الفرع على الهاتف',
        },
        width: 1200,
        height: 700,
      },
      caption: {
        en: 'The location leaderboard and daypart heat map, next to a manager alert.',
        de: 'Die Standortrangliste und die Heatmap nach Tageszeit, daneben eine Benachrichtigung für die Filialleitung.',
        ar: 'ترتيب الفروع والخريطة الحرارية حسب فترات اليوم، بجوار تنبيه لمدير الفرع.',
      },
    },
    {
      type: 'testimonial',
      quote: {
        en: 'Our operators used to read last week’s feedback in a spreadsheet. Now a general manager hears about a problem before the lunch rush is over, and our renewal conversations start from there.',
        de: 'Früher lasen unsere Betreiber das Feedback der Vorwoche in einer Tabelle. Heute erfährt eine Filialleitung von einem Problem, bevor der Mittagsansturm vorbei ist – und genau dort setzen unsere Gespräche über Vertragsverlängerungen an.',
        ar: 'كان مشغّلونا يقرؤون آراء الأسبوع الماضي في جدول بيانات. أمّا الآن فيعلم مدير الفرع بالمشكلة قبل أن تنتهي ذروة الغداء، ومن هنا تنطلق محادثات تجديد العقود معنا.',
      },
      author: 'Jonah Whitfield',
      role: { en: 'CEO, Tattle', de: 'CEO, Tattle', ar: 'الرئيس التنفيذي، Tattle' },
    },
  ],
} satisfies CaseStudyInput;
