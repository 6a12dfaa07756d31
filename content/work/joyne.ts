import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'joyne',
  title: {
    en: 'Joyne: small-group events people actually show up to',
    de: 'Joyne: Events in kleinen Gruppen, zu denen Menschen wirklich kommen',
    ar: 'Joyne: فعاليات لمجموعات صغيرة يحضرها الناس فعلًا',
  },
  description: {
    en: 'Fernhill built Joyne’s Flutter app for finding and hosting small local events, with group chat, paid tickets and reminders that cut no-shows by 70%.',
    de: 'Fernhill baute Joynes Flutter-App zum Finden und Ausrichten kleiner lokaler Events – mit Gruppenchat, Ticketverkauf und Erinnerungen, die No-Shows um 70\u00a0% senken.',
    ar: 'بنت Fernhill تطبيق Flutter الخاص بـJoyne لاكتشاف الفعاليات المحلية الصغيرة واستضافتها، مع دردشة جماعية وتذاكر مدفوعة وتذكيرات خفّضت حالات التغيّب بنسبة 70%.',
  },
  summary: {
    en: 'A Flutter app for discovering, hosting and attending small local events, with group chat, ticketing and reminders designed to reduce no-shows.',
    de: 'Eine Flutter-App, mit der Menschen kleine lokale Events entdecken, veranstalten und besuchen – mit Gruppenchat, Ticketing und Erinnerungen gegen No-Shows.',
    ar: 'تطبيق Flutter لاكتشاف الفعاليات المحلية الصغيرة واستضافتها وحضورها، مع دردشة جماعية وتذاكر وتذكيرات مصمّمة للحدّ من التغيّب.',
  },
  accent: '#7c3aed',
  tags: [
    { en: 'Mobile', de: 'Mobile', ar: 'الجوال' },
    { en: 'Flutter', de: 'Flutter', ar: 'Flutter' },
    { en: 'Social', de: 'Social Apps', ar: 'التطبيقات الاجتماعية' },
    { en: 'MVP', de: 'MVP', ar: 'المنتج الأولي (MVP)' },
  ],
  blocks: [
    {
      type: 'hero',
      client: 'Joyne',
      heading: {
        en: 'Turning RSVPs into people in the room',
        de: 'Aus Zusagen werden Gäste, die wirklich da sind',
        ar: 'من تأكيد الحضور إلى أشخاص حاضرين فعلًا',
      },
      lead: {
        en: 'Joyne helps people meet through small hosted events: supper clubs, run crews, board-game nights and gallery walks capped at 12 guests. Fernhill designed and built the Flutter app, the hosting tools and the payments layer, and launched in Chicago and Denver within 16 weeks.',
        de: 'Joyne bringt Menschen über kleine Events zusammen, die Gastgeber ausrichten: Supper Clubs, Laufgruppen, Spieleabende und Galerierundgänge mit höchstens 12 Gästen. Fernhill hat die Flutter-App, die Werkzeuge für Gastgeber und die Zahlungsabwicklung gestaltet und entwickelt und den Start in Chicago und Denver innerhalb von 16 Wochen umgesetzt.',
        ar: 'تساعد Joyne الناس على التعارف عبر فعاليات صغيرة يستضيفها أفراد من المجتمع: نوادي العشاء، ومجموعات الجري، وأمسيات ألعاب الطاولة، وجولات المعارض الفنية، بحدّ أقصى 12 ضيفًا. صمّمت Fernhill وطوّرت تطبيق Flutter وأدوات المضيفين وطبقة المدفوعات، وأطلقت التطبيق في شيكاغو ودنفر خلال 16 أسبوعًا.',
      },
      industry: {
        en: 'Social and events',
        de: 'Soziale Plattformen und Events',
        ar: 'التواصل الاجتماعي والفعاليات',
      },
      year: 2022,
      platforms: [
        { en: 'iOS', de: 'iOS', ar: 'iOS' },
        { en: 'Android', de: 'Android', ar: 'Android' },
      ],
      image: {
        src: 'work/joyne-hero.svg',
        alt: {
          en: 'Two Joyne phone screens showing a supper club event card with attendee avatars and a pre-event group chat',
          de: 'Zwei Smartphone-Screens von Joyne mit der Eventkarte eines Supper Clubs samt Avataren der Teilnehmenden und einem Gruppenchat vor dem Event',
          ar: 'شاشتا هاتف من Joyne تعرضان بطاقة فعالية لنادي عشاء مع الصور الرمزية للحضور ودردشة جماعية تسبق الفعالية',
        },
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: { en: 'The challenge', de: 'Die Herausforderung', ar: 'التحدي' },
      challenge: {
        en: 'In Joyne’s beta, 41% of free RSVPs never showed up, and hosts stopped planning events after one half-empty table. The prototype was a web app with no push notifications, no way to message the group and no way to charge for ingredients or venue costs.',
        de: 'In der Beta von Joyne erschienen 41\u00a0% derjenigen, die kostenlos zugesagt hatten, nie, und Gastgeber planten nach einem einzigen halb leeren Tisch keine weiteren Events. Der Prototyp war eine Web-App ohne Push-Benachrichtigungen, ohne Gruppennachrichten und ohne Möglichkeit, Kosten für Zutaten oder Location abzurechnen.',
        ar: 'في النسخة التجريبية من Joyne، لم يحضر 41% ممن أكدوا حضورهم المجاني، وتوقف المضيفون عن تنظيم الفعاليات بعد طاولة واحدة نصف فارغة. وكان النموذج الأولي تطبيق ويب بلا إشعارات فورية، ولا وسيلة لمراسلة المجموعة، ولا طريقة لتحصيل تكاليف المكوّنات أو المكان.',
      },
      goal: {
        en: 'Ship iOS and Android apps from one Flutter codebase, add paid tickets with host payouts, and design a commitment flow of deposits, reminders and pre-event chat that would bring the no-show rate below 15%.',
        de: 'iOS- und Android-Apps aus einer Flutter-Codebasis ausliefern, bezahlte Tickets mit Auszahlungen an Gastgeber ergänzen und einen verbindlichen Ablauf aus Anzahlungen, Erinnerungen und Chat vor dem Event gestalten, der die No-Show-Rate unter 15\u00a0% drückt.',
        ar: 'إطلاق تطبيقي iOS وAndroid من قاعدة شيفرة Flutter واحدة، وإضافة تذاكر مدفوعة مع تحويل المستحقات إلى المضيفين، وتصميم مسار التزام يجمع العربون والتذكيرات والدردشة قبل الفعالية لخفض نسبة التغيّب إلى أقل من 15%.',
      },
      outcomes: [
        {
          value: { en: '12%', de: '12\u00a0%', ar: '12%' },
          label: {
            en: 'no-show rate, down from 41%',
            de: 'No-Show-Rate, zuvor 41\u00a0%',
            ar: 'نسبة التغيّب، انخفاضًا من 41%',
          },
        },
        {
          value: { en: '2.4×', de: '2,4×', ar: '2.4×' },
          label: {
            en: 'more hosts running a second event',
            de: 'mehr Gastgeber, die ein zweites Event veranstalten',
            ar: 'زيادة في عدد المضيفين الذين ينظّمون فعالية ثانية',
          },
        },
        {
          value: { en: '16 weeks', de: '16 Wochen', ar: '16 أسبوعًا' },
          label: {
            en: 'from design kickoff to App Store launch',
            de: 'vom Design-Kick-off bis zum Launch im App Store',
            ar: 'من انطلاق التصميم حتى الإطلاق في App Store',
          },
        },
      ],
    },
    {
      type: 'services',
      heading: { en: 'What we did', de: 'Unsere Leistungen', ar: 'ما قدّمناه' },
      items: [
        {
          name: { en: 'Mobile design', de: 'Mobile Design', ar: 'تصميم تطبيقات الجوال' },
          path: '/services/mobile-design',
        },
        {
          name: {
            en: 'Flutter app development',
            de: 'Flutter-App-Entwicklung',
            ar: 'تطوير تطبيقات Flutter',
          },
          path: '/services/flutter-app-development',
        },
        {
          name: { en: 'MVP development', de: 'MVP-Entwicklung', ar: 'تطوير المنتج الأولي' },
          path: '/services/mvp-development',
        },
        {
          name: { en: 'QA testing', de: 'QA und Testing', ar: 'ضمان الجودة والاختبار' },
          path: '/services/qa-testing',
        },
      ],
    },
    {
      type: 'projects',
      heading: { en: 'What we built', de: 'Was wir gebaut haben', ar: 'ما بنيناه' },
      items: [
        {
          title: {
            en: 'Event discovery feed',
            de: 'Feed zum Entdecken von Events',
            ar: 'موجز اكتشاف الفعاليات',
          },
          platform: { en: 'iOS & Android', de: 'iOS & Android', ar: 'iOS وAndroid' },
          text: {
            en: 'A map and feed ranked by distance, interests and how full an event already is, built on Firebase with Algolia geo search. Events close to capacity surface first, which gives new hosts momentum.',
            de: 'Eine Karte und ein Feed, sortiert nach Entfernung, Interessen und Auslastung der Events, gebaut auf Firebase mit der Geosuche von Algolia. Fast ausgebuchte Events erscheinen zuerst – das verschafft neuen Gastgebern Schwung.',
            ar: 'خريطة وموجز مرتبان حسب المسافة والاهتمامات ومدى امتلاء الفعالية، مبنيان على Firebase مع البحث الجغرافي من Algolia. وتظهر الفعاليات القريبة من اكتمال العدد أولًا، ما يمنح المضيفين الجدد زخمًا.',
          },
        },
        {
          title: { en: 'Host toolkit', de: 'Werkzeuge für Gastgeber', ar: 'أدوات المضيفين' },
          platform: { en: 'iOS & Android', de: 'iOS & Android', ar: 'iOS وAndroid' },
          text: {
            en: 'Hosts create an event in under two minutes, set a ticket price or a refundable deposit and get paid through Stripe Connect Express. A QR check-in screen records who attended and releases deposits automatically.',
            de: 'Gastgeber erstellen ein Event in weniger als zwei Minuten, legen einen Ticketpreis oder eine erstattbare Anzahlung fest und werden über Stripe Connect Express bezahlt. Ein QR-Check-in erfasst, wer gekommen ist, und gibt Anzahlungen automatisch frei.',
            ar: 'ينشئ المضيفون الفعالية في أقل من دقيقتين، ويحددون سعر التذكرة أو عربونًا قابلًا للاسترداد، ويتلقون مستحقاتهم عبر Stripe Connect Express. وتسجّل شاشة تسجيل الحضور برمز QR من حضر، وتُعيد العربون تلقائيًا.',
          },
        },
        {
          title: {
            en: 'Pre-event group chat',
            de: 'Gruppenchat vor dem Event',
            ar: 'دردشة جماعية قبل الفعالية',
          },
          platform: { en: 'iOS & Android', de: 'iOS & Android', ar: 'iOS وAndroid' },
          text: {
            en: 'A chat that opens 48 hours before each event, with host prompts and timed reminder pushes. Guests who post at least once in the chat turned out to be three times more likely to attend.',
            de: 'Ein Chat, der 48 Stunden vor jedem Event öffnet, mit Gesprächsimpulsen der Gastgeber und zeitgesteuerten Push-Erinnerungen. Gäste, die mindestens einmal im Chat schrieben, erschienen nachweislich dreimal so häufig.',
            ar: 'دردشة تُفتح قبل 48 ساعة من كل فعالية، مع أسئلة افتتاحية يطرحها المضيف وتذكيرات فورية مجدولة. وتبيّن أن الضيوف الذين ينشرون رسالة واحدة على الأقل في الدردشة أكثر ميلًا للحضور بثلاثة أضعاف.',
          },
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/joyne-screens.svg',
        alt: {
          en: 'Four Joyne phone screens: event discovery map, event details, group chat and QR check-in',
          de: 'Vier Smartphone-Screens von Joyne: Karte zum Entdecken von Events, Eventdetails, Gruppenchat und QR-Check-in',
          ar: 'أربع شاشات هاتف من Joyne: خريطة اكتشاف الفعاليات، وتفاصيل الفعالية، والدردشة الجماعية، وتسجيل الحضور برمز QR',
        },
        width: 1200,
        height: 700,
      },
      caption: {
        en: 'Discovery, event details, group chat and QR check-in in the Joyne app.',
        de: 'Entdecken, Eventdetails, Gruppenchat und QR-Check-in in der Joyne-App.',
        ar: 'الاكتشاف وتفاصيل الفعالية والدردشة الجماعية وتسجيل الحضور برمز QR في تطبيق Joyne.',
      },
    },
    {
      type: 'testimonial',
      quote: {
        en: 'Fernhill pushed us to treat no-shows as the core product problem, not a marketing one. The deposit and chat flows they designed changed the economics for every host on the platform.',
        de: 'Fernhill hat uns dazu gebracht, No-Shows als zentrales Produktproblem zu behandeln, nicht als Marketingproblem. Die Abläufe für Anzahlung und Chat, die das Team gestaltet hat, haben die Wirtschaftlichkeit für jeden Gastgeber auf der Plattform verändert.',
        ar: 'دفعتنا Fernhill إلى التعامل مع التغيّب بوصفه المشكلة الجوهرية للمنتج، لا مشكلة تسويقية. وقد غيّر مسارا العربون والدردشة اللذان صمّمهما الفريق الجدوى الاقتصادية لكل مضيف على المنصة.',
      },
      author: 'Priya Raman',
      role: {
        en: 'Co-founder and CPO, Joyne',
        de: 'Mitgründerin und CPO, Joyne',
        ar: 'الشريكة المؤسِّسة ورئيسة المنتجات، Joyne',
      },
    },
  ],
} satisfies CaseStudyInput;
