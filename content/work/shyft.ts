import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'shyft',
  title: {
    en: 'Shyft: shift swapping for hourly retail and restaurant teams',
    de: 'Shyft: Schichttausch für Stundenkräfte in Handel und Gastronomie',
    ar: 'Shyft: تبادل المناوبات لفرق التجزئة والمطاعم العاملة بالساعة',
  },
  description:
    'How Fernhill rebuilt Shyft’s iOS and Android apps in React Native and cut manager approval time for shift swaps from 19 hours to 47 minutes.',
  summary: {
    en: 'A React Native rebuild and a rules-aware swap marketplace that let hourly workers trade shifts in minutes without breaking labor rules.',
    de: 'Ein Neubau in React Native und ein regelbasierter Tauschmarktplatz, über den Stundenkräfte Schichten in Minuten tauschen, ohne gegen Arbeitszeitregeln zu verstoßen.',
    ar: 'إعادة بناء بتقنية React Native وسوق لتبادل المناوبات يراعي قواعد العمل، يتيحان للعاملين بالساعة تبادل مناوباتهم خلال دقائق دون مخالفة أنظمة العمل.',
  },
  accent: '#ea580c',
  tags: ['Mobile', 'React Native', 'Node.js', 'Workforce management'],
  blocks: [
    {
      type: 'hero',
      client: 'Shyft',
      heading: {
        en: 'Trading a shift should take minutes, not a group chat',
        de: 'Eine Schicht zu tauschen sollte Minuten dauern – nicht einen ganzen Gruppenchat',
        ar: 'تبادل المناوبة يجب أن يستغرق دقائق، لا محادثة جماعية طويلة',
      },
      lead: {
        en: 'Shyft helps hourly workers at retail and restaurant chains pick up, drop and swap shifts. Fernhill rebuilt the mobile apps, designed a swap marketplace that checks overtime and minor-labor rules before an offer goes live, and gave store managers a console that approves most swaps by policy.',
        de: 'Shyft hilft Stundenkräften in Handels- und Restaurantketten, Schichten zu übernehmen, abzugeben und zu tauschen. Fernhill hat die mobilen Apps neu gebaut, einen Tauschmarktplatz entworfen, der Überstunden- und Jugendarbeitsschutzregeln prüft, bevor ein Angebot sichtbar wird, und Filialleitungen eine Konsole gegeben, die die meisten Tauschanfragen nach festen Regeln freigibt.',
        ar: 'تساعد Shyft العاملين بالساعة في سلاسل التجزئة والمطاعم على تولّي المناوبات والتخلّي عنها وتبادلها. أعادت Fernhill بناء التطبيقات المحمولة، وصمّمت سوقًا لتبادل المناوبات يتحقّق من قواعد العمل الإضافي وتشغيل القاصرين قبل نشر أي عرض، ومنحت مديري المتاجر لوحة تحكم توافق على معظم طلبات التبادل وفق سياسات محددة مسبقًا.',
      },
      industry: 'Workforce management',
      year: 2019,
      platforms: ['iOS', 'Android', 'Web'],
      image: {
        src: 'work/shyft-hero.svg',
        alt: 'Shyft mobile app showing a weekly shift calendar with an open swap offer between two coworkers',
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: 'The challenge',
      challenge:
        'Shyft had grown to 1,400 store locations on two separate native codebases maintained by small teams. Swaps were approved by hand, managers ignored notifications, and 30% of posted shifts were still open when they started.',
      goal: 'Ship one React Native codebase for iOS and Android within six months, validate every swap against scheduling and labor rules in real time, and let managers approve in bulk or automatically by store policy.',
      outcomes: [
        { value: '47 min', label: 'median swap approval, down from 19 hours' },
        { value: '91%', label: 'of posted shifts filled before they start' },
        { value: '4.8', label: 'App Store rating after the relaunch' },
      ],
    },
    {
      type: 'services',
      heading: 'What we did',
      items: [
        { name: 'React Native development', path: '/services/react-native-development' },
        { name: 'Node.js development', path: '/services/node-js-development' },
        { name: 'Mobile design', path: '/services/mobile-design' },
        { name: 'QA testing', path: '/services/qa-testing' },
      ],
    },
    {
      type: 'projects',
      heading: 'What we built',
      items: [
        {
          title: 'Swap marketplace',
          platform: 'iOS & Android',
          text: 'A feed of open shifts filtered by role, store and certification. Every offer runs through a Node.js rules service that checks overtime thresholds, rest periods and minor-labor limits before a coworker can accept it.',
        },
        {
          title: 'Manager approval console',
          platform: 'Web',
          text: 'A React console where district managers set auto-approval policies per store, review flagged swaps in bulk and see coverage gaps for the next 14 days, so only the exceptions need a human decision.',
        },
        {
          title: 'Scheduling integrations',
          platform: 'API',
          text: 'Two-way sync with Kronos, HotSchedules and 7shifts through a queue-backed integration layer, so an approved swap appears in the employer’s system of record within 60 seconds and payroll stays correct.',
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/shyft-screens.svg',
        alt: 'Shyft manager console with a two-week coverage timeline next to the mobile swap screen',
        width: 1200,
        height: 700,
      },
      caption: 'The manager console and the mobile swap flow share one design system and one rules engine.',
    },
    {
      type: 'testimonial',
      quote:
        'Fernhill treated labor compliance as a product feature, not an afterthought. Our enterprise retailers signed because their managers finally trusted the approvals the app was making for them.',
      author: 'Danielle Okafor',
      role: 'CTO, Shyft',
    },
  ],
} satisfies CaseStudyInput;
