import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'joyne',
  title: {
    en: 'Joyne: small-group events people actually show up to',
    de: 'Joyne: Events in kleinen Gruppen, zu denen Menschen wirklich kommen',
    ar: 'Joyne: فعاليات لمجموعات صغيرة يحضرها الناس فعلًا',
  },
  description:
    'Fernhill built Joyne’s Flutter app for finding and hosting small local events, with group chat, paid tickets and reminders that cut no-shows by 70%.',
  summary: {
    en: 'A Flutter app for discovering, hosting and attending small local events, with group chat, ticketing and reminders designed to reduce no-shows.',
    de: 'Eine Flutter-App, mit der Menschen kleine lokale Events entdecken, veranstalten und besuchen – mit Gruppenchat, Ticketing und Erinnerungen gegen No-Shows.',
    ar: 'تطبيق Flutter لاكتشاف الفعاليات المحلية الصغيرة واستضافتها وحضورها، مع دردشة جماعية وتذاكر وتذكيرات مصمّمة للحدّ من التغيّب.',
  },
  accent: '#7c3aed',
  tags: ['Mobile', 'Flutter', 'Social', 'MVP'],
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
        de: 'Joyne bringt Menschen über kleine, gastgeführte Events zusammen: Supper Clubs, Laufgruppen, Spieleabende und Galerierundgänge mit höchstens 12 Gästen. Fernhill hat die Flutter-App, die Werkzeuge für Gastgeber und die Zahlungsabwicklung gestaltet und entwickelt und den Start in Chicago und Denver innerhalb von 16 Wochen umgesetzt.',
        ar: 'تساعد Joyne الناس على التعارف عبر فعاليات صغيرة يستضيفها أفراد من المجتمع: نوادي العشاء، ومجموعات الجري، وأمسيات ألعاب الطاولة، وجولات المعارض الفنية، بحدّ أقصى 12 ضيفًا. صمّمت Fernhill وطوّرت تطبيق Flutter وأدوات المضيفين وطبقة المدفوعات، وأطلقت التطبيق في شيكاغو ودنفر خلال 16 أسبوعًا.',
      },
      industry: 'Social and events',
      year: 2022,
      platforms: ['iOS', 'Android'],
      image: {
        src: 'work/joyne-hero.svg',
        alt: 'Two Joyne phone screens showing a supper club event card with attendee avatars and a pre-event group chat',
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: 'The challenge',
      challenge:
        'In Joyne’s beta, 41% of free RSVPs never showed up, and hosts stopped planning events after one half-empty table. The prototype was a web app with no push notifications, no way to message the group and no way to charge for ingredients or venue costs.',
      goal: 'Ship iOS and Android apps from one Flutter codebase, add paid tickets with host payouts, and design a commitment flow of deposits, reminders and pre-event chat that would bring the no-show rate below 15%.',
      outcomes: [
        { value: '12%', label: 'no-show rate, down from 41%' },
        { value: '2.4×', label: 'more hosts running a second event' },
        { value: '16 weeks', label: 'from design kickoff to App Store launch' },
      ],
    },
    {
      type: 'services',
      heading: 'What we did',
      items: [
        { name: 'Mobile design', path: '/services/mobile-design' },
        { name: 'Flutter app development', path: '/services/flutter-app-development' },
        { name: 'MVP development', path: '/services/mvp-development' },
        { name: 'QA testing', path: '/services/qa-testing' },
      ],
    },
    {
      type: 'projects',
      heading: 'What we built',
      items: [
        {
          title: 'Event discovery feed',
          platform: 'iOS & Android',
          text: 'A map and feed ranked by distance, interests and how full an event already is, built on Firebase with Algolia geo search. Events close to capacity surface first, which gives new hosts momentum.',
        },
        {
          title: 'Host toolkit',
          platform: 'iOS & Android',
          text: 'Hosts create an event in under two minutes, set a ticket price or a refundable deposit and get paid through Stripe Connect Express. A QR check-in screen records who attended and releases deposits automatically.',
        },
        {
          title: 'Pre-event group chat',
          platform: 'iOS & Android',
          text: 'A chat that opens 48 hours before each event, with host prompts and timed reminder pushes. Guests who post at least once in the chat turned out to be three times more likely to attend.',
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/joyne-screens.svg',
        alt: 'Four Joyne phone screens: event discovery map, event details, group chat and QR check-in',
        width: 1200,
        height: 700,
      },
      caption: 'Discovery, event details, group chat and QR check-in in the Joyne app.',
    },
    {
      type: 'testimonial',
      quote:
        'Fernhill pushed us to treat no-shows as the core product problem, not a marketing one. The deposit and chat flows they designed changed the economics for every host on the platform.',
      author: 'Priya Raman',
      role: 'Co-founder and CPO, Joyne',
    },
  ],
} satisfies CaseStudyInput;
