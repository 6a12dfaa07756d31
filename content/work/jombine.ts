import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'jombine',
  title: {
    en: 'Jombine: a local marketplace for trades jobs',
    de: 'Jombine: ein lokaler Marktplatz für Handwerksaufträge',
    ar: 'Jombine: سوق محلي لأعمال الحِرف والصيانة',
  },
  description:
    'How Fernhill built Jombine, a two-sided marketplace that matches homeowners with vetted local electricians, plumbers and carpenters in under a day.',
  summary: {
    en: 'A Ruby on Rails marketplace and React Native pro app that match homeowners with vetted local tradespeople and handle quotes, scheduling and payment.',
    de: 'Ein Marktplatz auf Ruby on Rails und eine React-Native-App für Profis, die Hausbesitzer mit geprüften Handwerkern aus der Region zusammenbringen – inklusive Angebot, Terminplanung und Zahlung.',
    ar: 'سوق مبني على Ruby on Rails وتطبيق React Native للمحترفين يربطان أصحاب المنازل بحرفيين محليين موثوقين، ويتوليان عروض الأسعار والمواعيد والدفع.',
  },
  accent: '#ca8a04',
  tags: ['Marketplace', 'Ruby on Rails', 'React Native', 'Home services'],
  blocks: [
    {
      type: 'hero',
      client: 'Jombine',
      heading: {
        en: 'Getting a trusted electrician on site by tomorrow morning',
        de: 'Ein verlässlicher Elektriker – schon morgen früh vor Ort',
        ar: 'كهربائي موثوق في موقعك صباح الغد',
      },
      lead: {
        en: 'Jombine lets homeowners post a repair or renovation job and receive quotes from licensed local trades within hours. Fernhill grew the product from an MVP in three cities into a marketplace covering 14 metro areas, with license verification, escrowed payments and a mobile app tradespeople use between jobs.',
        de: 'Bei Jombine stellen Hausbesitzer einen Reparatur- oder Renovierungsauftrag ein und erhalten innerhalb weniger Stunden Angebote von lizenzierten Handwerksbetrieben aus der Umgebung. Fernhill hat das Produkt vom MVP in drei Städten zu einem Marktplatz für 14 Großräume ausgebaut – mit Lizenzprüfung, Treuhandzahlungen und einer mobilen App, die Handwerker zwischen zwei Einsätzen nutzen.',
        ar: 'تتيح Jombine لأصحاب المنازل نشر أعمال الإصلاح أو التجديد وتلقّي عروض أسعار من حرفيين محليين مرخّصين خلال ساعات. طوّرت Fernhill المنتج من نسخة أولية في ثلاث مدن إلى سوق يغطي 14 منطقة حضرية، مع التحقق من التراخيص، ومدفوعات محفوظة لدى طرف ثالث، وتطبيق محمول يستخدمه الحرفيون بين مهمة وأخرى.',
      },
      industry: 'Home services',
      year: 2018,
      platforms: ['Web', 'iOS', 'Android'],
      image: {
        src: 'work/jombine-hero.svg',
        alt: 'Jombine web app with a map of nearby tradespeople and a list of incoming quotes for a kitchen rewiring job',
        width: 1200,
        height: 800,
      },
    },
    {
      type: 'goal',
      heading: 'The challenge',
      challenge:
        'Jombine’s first version was a web form that emailed leads to a list of contractors. Half of the leads were never answered, homeowners could not compare quotes, and unlicensed workers slipped through because every check was done by hand.',
      goal: 'Turn lead forwarding into a real two-sided marketplace: structured job posts, verified pros, side-by-side quotes, scheduling and escrowed payments, with a pro app fast enough to send a quote from a truck cab between jobs.',
      outcomes: [
        { value: '6.5 h', label: 'median time to first quote' },
        { value: '3.2', label: 'quotes per job, up from 0.9' },
        { value: '72%', label: 'of posted jobs booked through the platform' },
      ],
    },
    {
      type: 'services',
      heading: 'What we did',
      items: [
        { name: 'MVP development', path: '/services/mvp-development' },
        { name: 'Marketplace development', path: '/services/marketplace-development' },
        { name: 'Ruby on Rails development', path: '/services/ruby-on-rails-development' },
        { name: 'React Native development', path: '/services/react-native-development' },
      ],
    },
    {
      type: 'projects',
      heading: 'What we built',
      items: [
        {
          title: 'Structured job posting',
          platform: 'Web & iOS',
          text: 'A guided flow with photo upload and trade-specific questions (amperage, fixture count, square footage) that turns vague requests into jobs a pro can price without a site visit, cutting back-and-forth messages by 60%.',
        },
        {
          title: 'Pro verification pipeline',
          platform: 'Back office',
          text: 'Automated checks against state licensing board data and a background-check provider, with a Rails admin queue for the exceptions. Verification time for new pros dropped from five days to under 24 hours.',
        },
        {
          title: 'Quotes and escrow payments',
          platform: 'iOS & Android',
          text: 'Pros send itemized quotes from the React Native app; homeowners accept and pay a deposit held through Stripe Connect, released when the job is marked complete with photo sign-off from both sides.',
        },
      ],
    },
    {
      type: 'image',
      image: {
        src: 'work/jombine-screens.svg',
        alt: 'Jombine quote comparison page on desktop beside the pro app job inbox on a phone',
        width: 1200,
        height: 700,
      },
      caption: 'The homeowner quote comparison view on the web and the pro app’s job inbox.',
    },
    {
      type: 'testimonial',
      quote:
        'We went from forwarding emails to running a marketplace that tradespeople open every morning. Fernhill’s team knew where two-sided products break and designed around it from the first sprint.',
      author: 'Marcus Delgado',
      role: 'Founder, Jombine',
    },
  ],
} satisfies CaseStudyInput;
